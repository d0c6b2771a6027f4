// Issue 21, finding 1: one user's request must not keep the server from answering anyone. The
// offline analyst's work is bounded, and requests over the limits are refused before any of it.
import { LLM_LIMITS } from '@store-ops/domain';
import { describe, expect, it } from 'vitest';
import { STAFF, useTestApp } from '../../test/helpers';

const env = useTestApp();
const json = { 'content-type': 'application/json' };
const KB = 1024;

/** `n` distinct words of 6-9 letters (so none is a stop word and none repeats). */
const words = (n: number, seed = 0) =>
  Array.from({ length: n }, (_, i) => `w${(i + seed).toString(36).padStart(5, 'q')}x`).join(' ');

/** A manual context of about `bytes`: many short lines, none of which mentions the question's words. */
const manualContext = (bytes: number) => {
  const line = 'The walk-in cooler was checked at opening and the temperature log was signed.\n';
  return line.repeat(Math.floor(bytes / line.length));
};

describe('assistant request limits (issue 21)', { timeout: 60_000 }, () => {
  const post = async (payload: unknown) => {
    const cookie = await env.login(STAFF);
    return env.as(cookie, {
      method: 'POST',
      url: '/api/llm/chat/gpt-4o',
      headers: json,
      payload: JSON.stringify(payload),
    });
  };

  it('refuses each limit with its code and a message the chat can show', async () => {
    const history = Array.from({ length: 5 }, (_, i) => ({
      user: i % 2 ? 'system' : 'user',
      msg: `turn ${i}`,
    }));
    const cases: [unknown, number, string, string][] = [
      [
        [
          { user: 'system', msg: 'ctx' },
          ...history,
          { user: 'user', msg: 'one' },
          { user: 'user', msg: 'two' },
        ],
        400,
        'too_many_messages',
        'Send at most 7 messages: the context, 5 earlier messages and the question.',
      ],
      [
        [{ user: 'user', msg: 'q'.repeat(4 * KB + 1) }],
        413,
        'question_too_long',
        'Your question is over 4 KB. Shorten it and send it again.',
      ],
      [
        [
          { user: 'system', msg: manualContext(64 * KB + 200) },
          { user: 'user', msg: 'What about the cooler?' },
        ],
        413,
        'context_too_long',
        'The manual context is over 64 KB. Shorten it and send it again.',
      ],
      [
        [
          { user: 'system', msg: 'ctx' },
          { user: 'user', msg: 'h'.repeat(16 * KB + 1) },
          { user: 'user', msg: 'and now?' },
        ],
        413,
        'history_too_long',
        'An earlier message is over 16 KB. Clear the chat history and ask again.',
      ],
    ];
    for (const [payload, status, code, message] of cases) {
      const res = await post(payload);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ error: { code, message } });
    }
    // Multi-byte text counts in UTF-8 bytes: 1,366 euro signs are 4,098 bytes.
    const euros = await post([{ user: 'user', msg: '€'.repeat(1366) }]);
    expect(euros.json().error.code).toBe('question_too_long');
  });

  it('the largest accepted request answers in under 100 ms of CPU (was seconds: every word x every line)', async () => {
    // The limits exactly: a 64 KB manual context, 5 history messages of 16 KB, a 4 KB question of
    // distinct words, none of which the context mentions (the search reads every line).
    const question = words(600).slice(0, LLM_LIMITS.questionBytes - 18);
    const payload = [
      { user: 'system', msg: manualContext(LLM_LIMITS.manualContextBytes - 100) },
      ...Array.from({ length: 5 }, (_, i) => ({
        user: i % 2 ? 'system' : 'user',
        msg: words(1800, i).slice(0, 16 * KB),
      })),
      { user: 'user', msg: `How did sales go? ${question}` },
    ];
    expect(Buffer.byteLength(payload.at(-1)?.msg ?? '')).toBe(LLM_LIMITS.questionBytes);
    expect(Buffer.byteLength(JSON.stringify(payload))).toBeGreaterThan(135 * KB);
    const cookie = await env.login(STAFF);
    await post([{ user: 'user', msg: 'warm-up' }]); // first-use costs (module loads, JIT) are not the point
    const cpu = process.cpuUsage();
    const res = await env.as(cookie, {
      method: 'POST',
      url: '/api/llm/chat/gpt-4o',
      headers: json,
      payload: JSON.stringify(payload),
    });
    const used = process.cpuUsage(cpu);
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toContain('Your context does not mention that.');
    expect((used.user + used.system) / 1000).toBeLessThan(100);
  });
});
