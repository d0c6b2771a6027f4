import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake provider received. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  // biome-ignore lint/suspicious/noExplicitAny: a test asserts on the raw JSON the client sent.
  body: any;
}

export interface FakeReply {
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
  /** Wait this long before answering (timeout tests). */
  delayMs?: number;
  /** Streamed (the request said `stream: true`): the answer's text in these pieces (default: word by word). */
  chunks?: string[];
  /** Streamed: wait this long before each chunk after the first. */
  chunkDelayMs?: number;
  /** Streamed: everything before the text's last piece at once, then this long before that piece. */
  lastPieceDelayMs?: number;
  /** Streamed: after this many chunks, an `{error}` chunk with this message instead of the rest. */
  streamError?: { afterChunks: number; message: string };
}

export type FakeHandler = (request: RecordedRequest, index: number) => FakeReply | Promise<FakeReply>;

/** A chat-completions answer with text. */
export function textReply(content: string, model = 'fake-model'): FakeReply {
  return {
    body: {
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: 1_700_000_000,
      model,
      choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content, refusal: null } }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    },
  };
}

/** A chat-completions answer asking for tool calls. */
export function toolCallsReply(
  calls: { id: string; name: string; args: unknown }[],
  model = 'fake-model',
): FakeReply {
  return {
    body: {
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: 1_700_000_000,
      model,
      choices: [
        {
          index: 0,
          finish_reason: 'tool_calls',
          message: {
            role: 'assistant',
            content: null,
            refusal: null,
            tool_calls: calls.map((c) => ({
              id: c.id,
              type: 'function',
              function: {
                name: c.name,
                arguments: typeof c.args === 'string' ? c.args : JSON.stringify(c.args),
              },
            })),
          },
        },
      ],
    },
  };
}

export function errorReply(status: number, message: string, headers: Record<string, string> = {}): FakeReply {
  return {
    status,
    headers,
    body: { error: { message, type: 'invalid_request_error', code: null, param: null } },
  };
}

interface CompletionBody {
  id: string;
  created: number;
  model: string;
  choices: {
    finish_reason: string;
    message: {
      content: string | null;
      tool_calls?: { id: string; type: string; function: { name: string; arguments: string } }[];
    };
  }[];
  usage?: unknown;
}

/** The answer's text word by word, as a provider streams it by default. */
const textPieces = (body: CompletionBody) =>
  (body.choices[0]?.message.content ?? '').match(/\S+\s*|\s+/g) ?? [];

/**
 * A chat-completions answer as the provider streams it (`stream: true`): a first chunk with the role,
 * the text in pieces, each tool call's id and name then its arguments in two pieces, the finish
 * reason, the usage in a last chunk without choices (when asked with `include_usage`), `[DONE]`.
 */
export function streamChunks(body: CompletionBody, reply: FakeReply, includeUsage: boolean): string[] {
  const chunk = (choices: unknown[], extra: object = {}) =>
    `data: ${JSON.stringify({ id: body.id, object: 'chat.completion.chunk', created: body.created, model: body.model, choices, ...extra })}\n\n`;
  const delta = (d: object, finish: string | null = null) =>
    chunk([{ index: 0, delta: d, finish_reason: finish }]);
  const choice = body.choices[0]!;
  const out = [delta({ role: 'assistant', content: '' })];
  for (const piece of reply.chunks ?? textPieces(body)) out.push(delta({ content: piece }));
  (choice.message.tool_calls ?? []).forEach((call, index) => {
    const args = call.function.arguments;
    const half = Math.ceil(args.length / 2);
    out.push(
      delta({
        tool_calls: [
          { index, id: call.id, type: 'function', function: { name: call.function.name, arguments: '' } },
        ],
      }),
    );
    for (const part of [args.slice(0, half), args.slice(half)])
      if (part) out.push(delta({ tool_calls: [{ index, function: { arguments: part } }] }));
  });
  out.push(delta({}, choice.finish_reason));
  if (includeUsage && body.usage) out.push(chunk([], { usage: body.usage }));
  if (reply.streamError) {
    out.splice(reply.streamError.afterChunks);
    out.push(
      `data: ${JSON.stringify({ error: { message: reply.streamError.message, type: 'server_error' } })}\n\n`,
    );
  } else out.push('data: [DONE]\n\n');
  return out;
}

/**
 * A real HTTP server on 127.0.0.1:0 speaking the chat-completions protocol: it records every request
 * and answers with whatever the test's handler returns; streamed as the provider streams when the
 * request says `stream: true`. It notes each answer whose connection closed before it was complete.
 */
export class FakeOpenAi {
  readonly requests: RecordedRequest[] = [];
  private server: Server;
  private handler: FakeHandler = () => textReply('ok');
  private pending = new Set<NodeJS.Timeout>();
  /** Indexes of the requests whose connection closed before their answer was complete. */
  readonly cut: number[] = [];
  private cutWaiters = new Set<() => void>();

  private constructor() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        let body: unknown = raw;
        try {
          body = raw ? JSON.parse(raw) : undefined;
        } catch {}
        const recorded: RecordedRequest = {
          method: req.method ?? '',
          path: req.url ?? '',
          headers: req.headers,
          body,
        };
        const index = this.requests.push(recorded) - 1;
        res.on('close', () => {
          if (res.writableFinished) return;
          this.cut.push(index);
          for (const wake of this.cutWaiters) wake();
        });
        const reply = await this.handler(recorded, index);
        const status = reply.status ?? 200;
        const streamed =
          (body as { stream?: unknown } | undefined)?.stream === true &&
          status < 300 &&
          Array.isArray((reply.body as CompletionBody | undefined)?.choices);
        const send = () => {
          if (res.destroyed) return;
          if (!streamed) {
            res.writeHead(status, { 'content-type': 'application/json', ...reply.headers });
            res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
            return;
          }
          const includeUsage =
            (body as { stream_options?: { include_usage?: boolean } }).stream_options?.include_usage === true;
          const chunks = streamChunks(reply.body as CompletionBody, reply, includeUsage);
          res.writeHead(status, { 'content-type': 'text/event-stream', ...reply.headers });
          // The chunks are the role's, then one per piece of text: the last piece is chunks[pieces].
          const lastPiece = (reply.chunks ?? textPieces(reply.body as CompletionBody)).length;
          const next = (i: number) => {
            if (res.destroyed) return;
            if (i === chunks.length) return void res.end();
            res.write(chunks[i]);
            const wait = reply.lastPieceDelayMs
              ? i + 1 === lastPiece
                ? reply.lastPieceDelayMs
                : 0
              : (reply.chunkDelayMs ?? 0);
            if (!wait) return next(i + 1);
            const t = setTimeout(() => {
              this.pending.delete(t);
              next(i + 1);
            }, wait);
            this.pending.add(t);
          };
          next(0);
        };
        if (reply.delayMs) {
          const t = setTimeout(() => {
            this.pending.delete(t);
            send();
          }, reply.delayMs);
          this.pending.add(t);
        } else send();
      });
    });
  }

  static async start(): Promise<FakeOpenAi> {
    const fake = new FakeOpenAi();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get baseURL(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/v1`;
  }

  /** Answer with `handler` from now on, and forget earlier requests. */
  reply(handler: FakeHandler): void {
    this.handler = handler;
    this.requests.length = 0;
    this.cut.length = 0;
  }

  /** Answer the i-th request with `replies[i]` (the last one repeats). */
  script(replies: FakeReply[]): void {
    this.reply((_r, i) => replies[Math.min(i, replies.length - 1)] ?? textReply('ok'));
  }

  /** Resolves once the i-th request's connection closed before its answer was complete. */
  untilCut(index: number, timeoutMs = 5_000): Promise<void> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (!this.cut.includes(index)) return;
        finish();
        resolve();
      };
      const timer = setTimeout(() => {
        finish();
        reject(
          new Error(`request ${index} was not cut within ${timeoutMs} ms (cut: ${this.cut.join(', ')})`),
        );
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        this.cutWaiters.delete(check);
      };
      this.cutWaiters.add(check);
      check();
    });
  }

  async close(): Promise<void> {
    for (const t of this.pending) clearTimeout(t);
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
