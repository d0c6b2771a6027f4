import {
  type LlmModelOption,
  llmChatPath,
  llmToolsPath,
  MODEL_LABELS,
  PLAIN_CHAT_MODELS,
  type PlainChatModel,
  TOOL_CHAT_MODELS,
  type ToolChatModel,
  toolsModelLabel,
} from '@store-ops/domain';
import { deploymentFor, type LlmConfig } from './config';

/** The offline analyst's model name: it answers whenever no API key is configured. */
export const LOCAL_ANALYST = 'local-analyst';
export const PROVIDER_OFFLINE = 'offline';
export const PROVIDER_OPENAI = 'openai-compatible';

export type ChatKind = 'chat' | 'tools';

/**
 * What a model accepts on chat completions:
 * - `chat`: system role, temperature, `max_tokens` (GPT-4 family and every open model behind Ollama/vLLM);
 * - `reasoning`: o1, o3, o3-mini, o4-mini: no temperature, `developer` instead of `system`,
 *   `max_completion_tokens`;
 * - `reasoning-no-system`: o1-mini (and o1-preview): neither `system` nor `developer` is accepted, so the
 *   instructions are folded into the first user message; no tools.
 */
export type ModelFamily = 'chat' | 'reasoning' | 'reasoning-no-system';

/**
 * The family of the model that will really answer. A mapped deployment with an OpenAI model name
 * (`o3-mini-2025-01-31`, `gpt-4o`) is classified by that name; any other deployment name
 * (`llama3.1:8b`, `qwen2.5`) is an open model served over the generic protocol, which takes `chat`.
 * Unmapped, the catalogue name decides.
 */
export function modelFamily(deployment: string): ModelFamily {
  const name = deployment.toLowerCase();
  if (/^o1-(mini|preview)/.test(name)) return 'reasoning-no-system';
  if (/^o\d/.test(name)) return 'reasoning';
  return 'chat';
}

export interface CatalogueEntry {
  kind: ChatKind;
  model: PlainChatModel | ToolChatModel;
  path: string;
  label: string;
}

export const CATALOGUE: readonly CatalogueEntry[] = [
  ...PLAIN_CHAT_MODELS.map((model) => ({
    kind: 'chat' as const,
    model,
    path: llmChatPath(model),
    label: MODEL_LABELS[model],
  })),
  ...TOOL_CHAT_MODELS.map((model) => ({
    kind: 'tools' as const,
    model,
    path: llmToolsPath(model),
    label: toolsModelLabel(model),
  })),
];

export function findEntry(kind: ChatKind, model: string): CatalogueEntry | undefined {
  return CATALOGUE.find((e) => e.kind === kind && e.model === model);
}

/** GET /api/llm/models: every path, its label, and who will answer with which model. */
export function modelOptions(config: LlmConfig): LlmModelOption[] {
  return CATALOGUE.map((e) => {
    const online = config.apiKey !== null;
    return {
      path: e.path,
      label: e.label,
      model: online ? deploymentFor(config, e.model) : LOCAL_ANALYST,
      tools: e.kind === 'tools',
      provider: online ? PROVIDER_OPENAI : PROVIDER_OFFLINE,
    };
  });
}
