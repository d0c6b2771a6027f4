import { describe, expect, it } from 'vitest';
import { modelFamily, modelOptions } from './catalogue';
import { DEFAULT_LLM_TIMEOUT_MS, deploymentFor, LlmConfigError, readLlmConfig } from './config';
import { buildRequestBody } from './openai-provider';

describe('readLlmConfig', () => {
  it('defaults: no key (offline analyst), no base URL, no map, 360000 ms', () => {
    expect(readLlmConfig({})).toEqual({ apiKey: null, baseURL: null, modelMap: {}, timeoutMs: 360_000 });
    expect(DEFAULT_LLM_TIMEOUT_MS).toBe(360_000);
  });

  it('reads every variable', () => {
    expect(
      readLlmConfig({
        OPENAI_API_KEY: ' sk-test ',
        OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
        LLM_MODEL_MAP: '{"*":"llama3.1:8b","gpt-4o":"qwen2.5:14b"}',
        LLM_TIMEOUT_MS: '120000',
      }),
    ).toEqual({
      apiKey: 'sk-test',
      baseURL: 'http://127.0.0.1:11434/v1',
      modelMap: { '*': 'llama3.1:8b', 'gpt-4o': 'qwen2.5:14b' },
      timeoutMs: 120_000,
    });
  });

  it.each([
    [{ LLM_MODEL_MAP: 'gpt-4o=x' }, 'LLM_MODEL_MAP must be a JSON object, e.g. {"gpt-4o":"my-deployment"}.'],
    [{ LLM_MODEL_MAP: '["x"]' }, 'LLM_MODEL_MAP must be a JSON object, e.g. {"gpt-4o":"my-deployment"}.'],
    [{ LLM_MODEL_MAP: '{"o3":5}' }, 'LLM_MODEL_MAP["o3"] must be a non-empty string.'],
    [{ LLM_TIMEOUT_MS: '-5' }, 'LLM_TIMEOUT_MS must be a positive whole number of milliseconds.'],
    [{ LLM_TIMEOUT_MS: 'soon' }, 'LLM_TIMEOUT_MS must be a positive whole number of milliseconds.'],
    [
      { OPENAI_BASE_URL: 'localhost:11434' },
      'OPENAI_BASE_URL must be an absolute URL, e.g. http://127.0.0.1:11434/v1.',
    ],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => readLlmConfig(env)).toThrow(new LlmConfigError(message));
  });

  it('maps a name: its own entry, then "*", then itself', () => {
    const config = { modelMap: { '*': 'llama3.1:8b', o3: 'o3-2025-04-16' } };
    expect(deploymentFor(config, 'o3')).toBe('o3-2025-04-16');
    expect(deploymentFor(config, 'gpt-4o')).toBe('llama3.1:8b');
    expect(deploymentFor({ modelMap: {} }, 'gpt-4o')).toBe('gpt-4o');
  });
});

describe('model families', () => {
  it.each([
    ['gpt-4o', 'chat'],
    ['gpt-4-turbo', 'chat'],
    ['gpt-4.1', 'chat'],
    ['llama3.1:8b', 'chat'],
    ['o1', 'reasoning'],
    ['o3-mini', 'reasoning'],
    ['o4-mini-2025-04-16', 'reasoning'],
    ['o1-mini', 'reasoning-no-system'],
    ['o1-preview', 'reasoning-no-system'],
  ])('%s -> %s', (name, family) => {
    expect(modelFamily(name)).toBe(family);
  });

  it('o1-mini never gets tools, even if asked', () => {
    const body = buildRequestBody(
      { modelMap: {} },
      {
        model: 'o1-mini',
        messages: [{ role: 'user', content: 'q' }],
        tools: [{ name: 't', description: 'd', parameters: { type: 'object' } }],
      },
    );
    expect(body).not.toHaveProperty('tools');
    expect(body).not.toHaveProperty('tool_choice');
  });

  it('o1-mini with only an assistant turn after the instructions still gets them as a user message', () => {
    const body = buildRequestBody(
      { modelMap: {} },
      {
        model: 'o1-mini',
        messages: [
          { role: 'system', content: 'rules' },
          { role: 'assistant', content: 'hi' },
        ],
      },
    );
    expect(body.messages).toEqual([
      { role: 'user', content: 'rules' },
      { role: 'assistant', content: 'hi' },
    ]);
  });

  it('the models list names the provider and deployment when a key is set', () => {
    const options = modelOptions({
      apiKey: 'k',
      baseURL: null,
      modelMap: { o3: 'o3-2025-04-16' },
      timeoutMs: 1,
    });
    expect(options.find((o) => o.path === '/api/llm/tools/o3')).toEqual({
      path: '/api/llm/tools/o3',
      label: 'o3 with tools',
      model: 'o3-2025-04-16',
      tools: true,
      provider: 'openai-compatible',
    });
    expect(options.filter((o) => o.tools).map((o) => o.path)).not.toContain('/api/llm/tools/o1-mini');
  });
});
