import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { translate, type MessageKey } from '@contract';
import { createScriptedEngine, type ScriptedEngine } from '../test/ai-engine';
import { checkJson, generationJson } from '../test/ai-provider';
import type { AppError } from '../lib/errors';

/* What the learner reads when every AI answer was refused, and when the built-in checker answers instead. */

const caller = { userId: 'user-1' };
const settings = {
  maxRetries: 3,
  grammarLanguage: 'english' as const,
  englishVariety: 'american' as const,
  enableThinking: false,
};

/** The message the error handler would send, in the learner's language. */
async function failureMessage(run: Promise<unknown>, language: 'en' | 'zh'): Promise<string> {
  const error = (await run.then(
    () => expect.fail('expected the run to fail'),
    (reason: unknown) => reason,
  )) as AppError;
  expect(error.code).toBe('AI_FORMAT_ERROR');
  return translate(language, error.messageKey as MessageKey, error.params);
}

describe('answers that do not fit the request', () => {
  let t: ScriptedEngine;
  const generate = (words: string[], language: 'en' | 'zh' = 'en') =>
    t.engine.generateSentence(
      caller,
      { ...settings, words },
      { signal: new AbortController().signal, language },
    );
  const check = (sentence: string) =>
    t.engine.checkSentence(
      caller,
      { ...settings, sentence },
      { signal: new AbortController().signal, language: 'en' },
    );

  beforeAll(async () => {
    t = await createScriptedEngine();
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.provider.reset();
    t.offlineChecker.checked.length = 0;
  });

  it('names the chosen word every sentence left out', async () => {
    const leftOut = { content: generationJson({ sentence: 'I go to the farm in autumn.' }) };
    t.provider.enqueue(leftOut, leftOut, leftOut);
    expect(await failureMessage(generate(['go', 'harvest']), 'en')).toBe(
      "Generation failed after 3 attempts: the AI's sentences left out “harvest”",
    );
    t.provider.enqueue(leftOut, leftOut, leftOut);
    expect(await failureMessage(generate(['go', 'harvest'], 'zh'), 'zh')).toBe(
      '尝试 3 次后仍未生成成功：AI 写的句子没有用上“harvest”',
    );
  });

  it('lists each left-out word once, as the language lists things', async () => {
    t.provider.enqueue(
      { content: generationJson({ sentence: 'I go to the farm.' }) },
      { content: generationJson({ sentence: 'I go there with a basket.' }) },
      { content: generationJson({ sentence: 'We go in autumn.' }) },
    );
    expect(await failureMessage(generate(['go', 'harvest', 'ripe'], 'zh'), 'zh')).toBe(
      '尝试 3 次后仍未生成成功：AI 写的句子没有用上“harvest”和“ripe”',
    );
  });

  it('keeps the plain message when some attempt failed for another reason', async () => {
    t.provider.enqueue(
      { content: 'not json' },
      { content: generationJson({ sentence: 'I go to the farm.' }) },
      { content: generationJson({ sentence: 'I go to the farm.' }) },
    );
    expect(await failureMessage(generate(['go', 'harvest']), 'en')).toBe(
      'Generation failed after 3 attempts',
    );
  });

  it("answers a check with the built-in checker when the AI's issues are not in the sentence", async () => {
    const elsewhere = {
      content: checkJson({
        issues: [
          {
            type: 'grammar',
            original: 'runned',
            suggestion: 'ran',
            explanation: 'Irregular past.',
          },
        ],
      }),
    };
    t.provider.enqueue(elsewhere, elsewhere, elsewhere);
    const result = await check('She go to school.');
    expect(t.provider.completions).toHaveLength(3);
    expect(t.offlineChecker.checked).toEqual(['She go to school.']);
    // Provider offline: the built-in checker answered; the model id tells the learner why.
    expect(result).toMatchObject({ provider: 'offline', model: 'harper-fallback', reasoning: null });
    expect(result.output.explanation).toBe('No problems found.');
  });

  it('still fails a check whose answers were unreadable: the model, not the sentence, is at fault', async () => {
    t.provider.enqueue({ content: 'x' }, { content: 'y' }, { content: 'z' });
    await expect(check('She go to school.')).rejects.toMatchObject({
      code: 'AI_FORMAT_ERROR',
      messageKey: 'ai.checkFormatFailed',
    });
    expect(t.offlineChecker.checked).toEqual([]);
  });
});
