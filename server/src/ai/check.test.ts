import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckIssue } from '@contract';
import { createScriptedEngine, type ScriptedEngine } from '../test/ai-engine';
import { checkJson } from '../test/ai-provider';
import type { CheckSentenceInput } from './types';

const caller = { userId: 'user-1' };

function input(sentence: string, overrides: Partial<CheckSentenceInput> = {}): CheckSentenceInput {
  return {
    sentence,
    maxRetries: 3,
    grammarLanguage: 'english',
    englishVariety: 'american',
    enableThinking: false,
    ...overrides,
  };
}

const issue = (overrides: Partial<CheckIssue>) => ({
  type: 'grammar' as const,
  original: 'go',
  suggestion: 'goes',
  explanation: 'Agreement.',
  start: 0,
  end: 0,
  ...overrides,
});

describe('checking a sentence with a model', () => {
  let t: ScriptedEngine;
  const check = (sentence: string, overrides: Partial<CheckSentenceInput> = {}) =>
    t.engine.checkSentence(caller, input(sentence, overrides), {
      signal: new AbortController().signal,
      language: 'en',
    });

  beforeAll(async () => {
    t = await createScriptedEngine();
  });
  afterAll(() => t.close());
  beforeEach(() => t.provider.reset());

  it('keeps offsets that are right', async () => {
    t.provider.enqueue({ content: checkJson() });
    const result = await check('She go to school.');
    expect(result.output.issues).toEqual([
      issue({ start: 4, end: 6, explanation: 'Third person singular takes -s.' }),
    ]);
    expect(result).toMatchObject({ model: 'scripted-model', provider: 'openai-compatible', reasoning: null });
  });

  it('recomputes offsets that are off, choosing the occurrence nearest to the model', async () => {
    const sentence = 'I go and she go too.';
    t.provider.enqueue({
      content: checkJson({
        correctedSentence: 'I go and she goes too.',
        issues: [
          issue({ start: 11, end: 13 }),
          issue({ type: 'style', original: 'too', start: 40, end: 43 }),
        ],
      }),
    });
    const { output } = await check(sentence);
    expect(output.issues.map(({ start, end }) => sentence.slice(start, end))).toEqual(['go', 'too']);
    expect(output.issues.map(({ start }) => start)).toEqual([13, 16]);
  });

  it('counts offsets in UTF-16 units, as the browser does', async () => {
    const sentence = '😀 She go home.';
    t.provider.enqueue({ content: checkJson({ issues: [issue({ start: 4, end: 6 })] }) });
    const { output } = await check(sentence);
    expect(output.issues[0]).toMatchObject({ start: 7, end: 9 });
    expect(sentence.slice(7, 9)).toBe('go');
  });

  it('drops an issue whose text is not in the sentence', async () => {
    t.provider.enqueue({
      content: checkJson({
        issues: [issue({ start: 4, end: 6 }), issue({ original: 'went', start: 0, end: 4 })],
      }),
    });
    const { output } = await check('She go to school.');
    expect(output.issues.map((found) => found.original)).toEqual(['go']);
  });

  it('retries when no issue can be found in the sentence but the model calls it wrong', async () => {
    t.provider.enqueue(
      { content: checkJson({ issues: [issue({ original: 'nonsense' })] }) },
      { content: checkJson() },
    );
    const { output } = await check('She go to school.');
    expect(output.issues).toHaveLength(1);
    expect(t.provider.completions).toHaveLength(2);
  });

  it('keeps isCorrect consistent with the issues and clamps the score', async () => {
    t.provider.enqueue({ content: checkJson({ isCorrect: true, score: 140 }) });
    const { output } = await check('She go to school.');
    expect(output.isCorrect).toBe(false);
    expect(output.score).toBe(100);

    t.provider.enqueue({
      content: checkJson({ isCorrect: false, score: -3, issues: [], correctedSentence: 'All good here.' }),
    });
    const clean = await check('All good here.');
    expect(clean.output).toMatchObject({ isCorrect: true, score: 0, issues: [] });
  });

  it('sends the check schema, with the learner sentence only inside the data block', async () => {
    t.provider.enqueue({ content: checkJson() });
    await check('She go to school.');
    const body = t.provider.completions[0]?.body;
    expect(body?.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'sentence_check', strict: true },
    });
    expect(body?.messages[0]?.role).toBe('system');
    expect(JSON.stringify(body?.messages[0])).not.toContain('She go to school');
  });
});

describe('checking a sentence offline', () => {
  it('goes to the built-in checker as provider offline, model harper', async () => {
    const t = await createScriptedEngine({ config: { provider: 'offline', models: [] } });
    try {
      const events: unknown[] = [];
      const result = await t.engine.checkSentence(caller, input('She go to school.'), {
        signal: new AbortController().signal,
        language: 'en',
        onProgress: (event) => events.push(event),
      });
      expect(result).toMatchObject({ provider: 'offline', model: 'harper', reasoning: null });
      expect(t.offlineChecker.checked).toEqual(['She go to school.']);
      expect(events).toEqual([{ type: 'attempt', attempt: 1, maxAttempts: 1 }]);
      expect(t.provider.requests).toHaveLength(0);
      await expect(
        t.engine.generateSentence(
          caller,
          {
            words: ['go'],
            maxRetries: 3,
            grammarLanguage: 'english',
            englishVariety: 'american',
            enableThinking: false,
          },
          { signal: new AbortController().signal, language: 'en' },
        ),
      ).rejects.toMatchObject({
        code: 'AI_NOT_CONFIGURED',
        status: 503,
        messageKey: 'ai.generationNeedsModel',
      });
    } finally {
      await t.close();
    }
    expect(t.offlineChecker.closed).toBe(true);
  });
});
