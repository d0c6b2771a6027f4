// A Server-Sent Events client for tests and the bench: node's fetch reading the body stream, split
// into frames by domain's parser (the app's client reads streams with the same one).
import { createSseParser, type SseFrame as ParsedFrame } from '@store-ops/domain';

export interface SseFrame extends ParsedFrame {
  /** The frame's text as it came (without the blank line). */
  raw: string;
  /** performance.now() when the frame was parsed. */
  at: number;
}

export class SseClient {
  readonly frames: SseFrame[] = [];
  /** Resolves when the server ends the stream (or the client aborts it). */
  readonly ended: Promise<void>;
  private readonly waiters = new Set<() => void>();
  private done = false;

  private constructor(
    readonly response: Response,
    private readonly controller: AbortController,
    private readonly onFrame?: (frame: SseFrame) => void,
  ) {
    this.ended = this.read();
  }

  /** Opens a stream; rejects unless the answer is 200 text/event-stream. */
  static async open(
    url: string,
    headers: Record<string, string>,
    onFrame?: (frame: SseFrame) => void,
  ): Promise<SseClient> {
    const controller = new AbortController();
    const response = await fetch(url, {
      headers: { accept: 'text/event-stream', ...headers },
      signal: controller.signal,
    });
    if (response.status !== 200) {
      throw new Error(`stream answered ${response.status}: ${await response.text()}`);
    }
    return new SseClient(response, controller, onFrame);
  }

  /** The frames that are events (an `event:` line), in order. */
  get events(): (SseFrame & { event: string; id: string; data: string })[] {
    return this.frames.filter((f) => f.event !== undefined) as (SseFrame & {
      event: string;
      id: string;
      data: string;
    })[];
  }

  /** The last `id:` seen (what EventSource would send as Last-Event-ID). */
  get lastEventId(): string | undefined {
    return this.frames.findLast((f) => f.id !== undefined)?.id;
  }

  get closed(): boolean {
    return this.done;
  }

  private async read(): Promise<void> {
    const parser = createSseParser({ raw: true });
    try {
      for await (const chunk of this.response.body as unknown as AsyncIterable<Uint8Array>) {
        for (const frame of parser.push(chunk)) this.push(frame);
      }
    } catch {
      // Aborted by close(), or the connection dropped.
    } finally {
      this.done = true;
      this.wake();
    }
  }

  private push(parsed: ParsedFrame): void {
    const frame: SseFrame = { ...parsed, raw: parsed.raw ?? '', at: performance.now() };
    this.frames.push(frame);
    this.onFrame?.(frame);
    this.wake();
  }

  private wake(): void {
    for (const w of [...this.waiters]) w();
  }

  /** Waits until `test` holds over the frames (or the timeout passes: then rejects with what came). */
  until(test: (client: SseClient) => boolean, timeoutMs = 5_000): Promise<void> {
    if (test(this)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const check = () => {
        if (test(this)) {
          finish();
          resolve();
        } else if (this.done) {
          finish();
          reject(new Error(`stream ended; frames: ${JSON.stringify(this.frames.map((f) => f.raw))}`));
        }
      };
      const timer = setTimeout(() => {
        finish();
        reject(new Error(`timed out; frames: ${JSON.stringify(this.frames.map((f) => f.raw))}`));
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        this.waiters.delete(check);
      };
      this.waiters.add(check);
    });
  }

  /** Waits until the stream is live: its position frame (an id with no event) has come; a ping may come first. */
  untilLive(timeoutMs?: number): Promise<void> {
    return this.until((c) => c.frames.some((f) => f.id !== undefined && f.event === undefined), timeoutMs);
  }

  /** Waits for `n` events in all. */
  untilEvents(n: number, timeoutMs?: number): Promise<void> {
    return this.until((c) => c.events.length >= n, timeoutMs);
  }

  /** Drops the connection (as a closed tab or a network cut would). */
  async close(): Promise<void> {
    this.controller.abort();
    await this.ended;
  }
}
