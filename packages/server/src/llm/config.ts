/** The model gateway's configuration, read from the environment (README's configuration table). */
export interface LlmConfig {
  /** `OPENAI_API_KEY`: when set, catalogue models are answered by the OpenAI-compatible provider. */
  apiKey: string | null;
  /** `OPENAI_BASE_URL`: OpenAI, Azure OpenAI, Ollama, vLLM, LM Studio... (null: the client's default). */
  baseURL: string | null;
  /** `LLM_MODEL_MAP`: catalogue name -> deployment name; the key `*` maps every other name. */
  modelMap: Record<string, string>;
  /** `LLM_TIMEOUT_MS`: the whole reply's deadline, provider retries and tool rounds included. */
  timeoutMs: number;
}

export const DEFAULT_LLM_TIMEOUT_MS = 360_000;

/** A configuration mistake the operator must fix; the message names the variable. */
export class LlmConfigError extends Error {
  override name = 'LlmConfigError';
}

export function parseModelMap(raw: string | undefined): Record<string, string> {
  if (raw === undefined || raw.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new LlmConfigError('LLM_MODEL_MAP must be a JSON object, e.g. {"gpt-4o":"my-deployment"}.');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new LlmConfigError('LLM_MODEL_MAP must be a JSON object, e.g. {"gpt-4o":"my-deployment"}.');
  }
  const map: Record<string, string> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value !== 'string' || value.trim() === '') {
      throw new LlmConfigError(`LLM_MODEL_MAP["${key}"] must be a non-empty string.`);
    }
    map[key] = value.trim();
  }
  return map;
}

export function readLlmConfig(env: NodeJS.ProcessEnv = process.env): LlmConfig {
  const rawTimeout = env.LLM_TIMEOUT_MS?.trim();
  const timeoutMs = rawTimeout ? Number(rawTimeout) : DEFAULT_LLM_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) {
    throw new LlmConfigError('LLM_TIMEOUT_MS must be a positive whole number of milliseconds.');
  }
  const apiKey = env.OPENAI_API_KEY?.trim() || null;
  const baseURL = env.OPENAI_BASE_URL?.trim() || null;
  if (baseURL !== null) {
    let protocol = '';
    try {
      protocol = new URL(baseURL).protocol;
    } catch {}
    if (protocol !== 'http:' && protocol !== 'https:') {
      throw new LlmConfigError('OPENAI_BASE_URL must be an absolute URL, e.g. http://127.0.0.1:11434/v1.');
    }
  }
  return { apiKey, baseURL, modelMap: parseModelMap(env.LLM_MODEL_MAP), timeoutMs };
}

/** The deployment that answers for a catalogue name: its own entry, else `*`, else the name itself. */
export function deploymentFor(config: Pick<LlmConfig, 'modelMap'>, model: string): string {
  return config.modelMap[model] ?? config.modelMap['*'] ?? model;
}
