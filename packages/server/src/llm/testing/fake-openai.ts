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

/**
 * A real HTTP server on 127.0.0.1:0 speaking the chat-completions protocol: it records every request
 * and answers with whatever the test's handler returns.
 */
export class FakeOpenAi {
  readonly requests: RecordedRequest[] = [];
  private server: Server;
  private handler: FakeHandler = () => textReply('ok');
  private pending = new Set<NodeJS.Timeout>();

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
        const reply = await this.handler(recorded, index);
        const send = () => {
          if (res.destroyed) return;
          res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
          res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
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
  }

  /** Answer the i-th request with `replies[i]` (the last one repeats). */
  script(replies: FakeReply[]): void {
    this.reply((_r, i) => replies[Math.min(i, replies.length - 1)] ?? textReply('ok'));
  }

  async close(): Promise<void> {
    for (const t of this.pending) clearTimeout(t);
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
