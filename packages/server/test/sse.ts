// A Server-Sent Events client for tests and the bench: node's fetch reading the body stream, split
// into frames (`id:`, `event:`, `data:`, `retry:` and `: comment` lines, a blank line ends a frame).

export interface SseFrame {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
  comment?: string;
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
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of this.response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const raw = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          this.push(raw);
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by close(), or the connection dropped.
    } finally {
      this.done = true;
      this.wake();
    }
  }

  private push(raw: string): void {
    const frame: SseFrame = { raw, at: performance.now() };
    for (const line of raw.split('\n')) {
      if (line.startsWith(':')) {
        frame.comment = line.slice(1).trim();
        continue;
      }
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'data') frame.data = frame.data === undefined ? value : `${frame.data}\n${value}`;
      else if (field === 'id' || field === 'event' || field === 'retry') frame[field] = value;
    }
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
