/** What the gateway asks of a model provider, independent of any SDK. */

export interface ToolCall {
  id: string;
  name: string;
  /** The raw JSON text the model produced; parsed and validated by the tool runner. */
  arguments: string;
}

export type GatewayMessage =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string }
  | { role: 'assistant'; content: string | null; toolCalls?: ToolCall[] }
  | { role: 'tool'; toolCallId: string; content: string };

/** A tool as the model sees it: a name, what it does, and a JSON schema of its arguments. */
export interface ToolSpec {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

export interface CompletionRequest {
  /** The catalogue name (gpt-4o, o3-mini...); the provider maps it to a deployment. */
  model: string;
  messages: GatewayMessage[];
  tools?: ToolSpec[];
  /** With tools: `none` forces a text answer (used after the last allowed tool round). */
  toolChoice?: 'auto' | 'none';
  /** Epoch ms by which the whole reply must be done. */
  deadline: number;
  /** Aborted when the client goes away (Stop, a closed tab): the provider's HTTP request is cancelled. */
  signal?: AbortSignal;
  /** The answer's text as it arrives; the completion still carries all of it. */
  onText?: (text: string) => void;
}

export interface Completion {
  content: string | null;
  toolCalls: ToolCall[];
  /** The model that actually answered, as the provider reports it. */
  model: string;
  /** Tokens in and out of this completion, when the provider reports them. */
  usage?: TokenUsage;
}

export interface TokenUsage {
  input: number;
  output: number;
}

export interface ChatProvider {
  readonly name: string;
  /** One completion, streamed from the provider (`onText`) and collected. */
  complete(request: CompletionRequest): Promise<Completion>;
}

/** The client went away before the reply was done: the work stopped (nobody is told, nobody is left). */
export class ReplyAborted extends Error {
  override name = 'ReplyAborted';
  constructor() {
    super('The client closed the connection before the reply was done.');
  }
}

/** Throws ReplyAborted once `signal` is aborted. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new ReplyAborted();
}

export type ProviderErrorCode = 'provider_error' | 'provider_timeout' | 'provider_unreachable';

/**
 * A provider failure. The route answers 502 with `{error: {code, message}}` and `publicMessage`;
 * the provider's own text and address (`message`) go to the server log only.
 */
export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    readonly code: ProviderErrorCode,
    /** What happened, in the provider's words where it gave any: for the log. */
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }

  /** What the client is told: the kind of failure, and the provider's HTTP status when it answered. */
  get publicMessage(): string {
    if (this.code === 'provider_timeout') return 'The model provider did not answer in time.';
    if (this.code === 'provider_unreachable') return 'The model provider could not be reached.';
    return this.status === undefined
      ? 'The model provider answered with an error.'
      : `The model provider answered with an error (HTTP ${this.status}).`;
  }
}
