import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GenerationOutput } from '@contract';
import { createScriptedEngine, type ScriptedEngine } from '../test/ai-engine';
import { generationJson, promptText } from '../test/ai-provider';
import type { AiProgress, GenerateSentenceInput } from './types';

const caller = { userId: 'user-1' };

function input(overrides: Partial<GenerateSentenceInput> = {}): GenerateSentenceInput {
  return {
    words: ['go'],
    maxRetries: 3,
    grammarLanguage: 'bilingual',
    englishVariety: 'american',
    enableThinking: false,
    ...overrides,
  };
}

describe('generating a sentence', () => {
  let t: ScriptedEngine;
  let events: Array<AiProgress<GenerationOutput>>;
  const run = (overrides: Partial<GenerateSentenceInput> = {}, language: 'en' | 'zh' = 'en') =>
    t.engine.generateSentence(caller, input(overrides), {
      signal: new AbortController().signal,
      language,
      onProgress: (event) => events.push(event),
    });
  const kinds = () => events.filter((event) => event.type === 'attempt' || event.type === 'retry');

  beforeAll(async () => {
    t = await createScriptedEngine();
  });
  afterAll(() => t.close());
  beforeEach(() => {
    events = [];
    t.provider.reset();
  });

  it('returns a valid generation with the model and provider that made it', async () => {
    t.provider.enqueue({ content: generationJson() });
    const result = await run();
    expect(result).toEqual({
      output: JSON.parse(generationJson()),
      reasoning: null,
      model: 'scripted-model',
      provider: 'openai-compatible',
    });
    expect(kinds()).toEqual([{ type: 'attempt', attempt: 1, maxAttempts: 3 }]);
    const request = t.provider.completions[0];
    expect(request?.headers.authorization).toBe('Bearer sk-test-platform-key-123456');
    expect(request?.body?.stream).toBe(true);
  });

  it('streams partial results while the answer arrives', async () => {
    t.provider.enqueue({ content: generationJson(), chunks: 6 });
    await run();
    const partials = events.filter((event) => event.type === 'partial');
    expect(partials.length).toBeGreaterThan(1);
    expect(partials.at(-1)).toEqual({ type: 'partial', value: JSON.parse(generationJson()) });
  });

  it('retries once after invalid JSON, then succeeds', async () => {
    t.provider.enqueue({ content: '{"sentence": "I go' }, { content: generationJson() });
    const result = await run();
    expect(result.output.sentence).toBe('I go to the library every day.');
    expect(kinds()).toEqual([
      { type: 'attempt', attempt: 1, maxAttempts: 3 },
      { type: 'retry', attempt: 2, maxAttempts: 3, message: 'AI response format error, retrying...' },
      { type: 'attempt', attempt: 2, maxAttempts: 3 },
    ]);
    expect(t.provider.completions).toHaveLength(2);
  });

  it('says so in Chinese when retrying for a Chinese reader', async () => {
    t.provider.enqueue({ content: 'nope' }, { content: generationJson() });
    await run({}, 'zh');
    expect(events.find((event) => event.type === 'retry')).toMatchObject({
      message: 'AI 返回格式有误，正在重试……',
    });
  });

  it('fails with AI_FORMAT_ERROR after maxRetries invalid answers, calling the model that many times', async () => {
    t.provider.enqueue({ content: 'x' }, { content: 'y' }, { content: 'z' });
    await expect(run()).rejects.toMatchObject({
      code: 'AI_FORMAT_ERROR',
      status: 502,
      messageKey: 'ai.formatFailed',
      params: { attempts: 3 },
    });
    expect(t.provider.completions).toHaveLength(3);
    expect(kinds().map((event) => `${event.type}${event.attempt}`)).toEqual([
      'attempt1',
      'retry2',
      'attempt2',
      'retry3',
      'attempt3',
    ]);
    t.provider.enqueue({ content: 'a' }, { content: 'b' });
    await expect(run({ maxRetries: 2 })).rejects.toMatchObject({ params: { attempts: 2 } });
  });

  it('retries a sentence that leaves out a chosen word', async () => {
    t.provider.enqueue(
      { content: generationJson({ sentence: 'I like my friend.' }) },
      { content: generationJson({ sentence: 'I go to see my friend.' }) },
    );
    const result = await run({ words: ['go', 'friend'] });
    expect(result.output.sentence).toBe('I go to see my friend.');
    expect(t.provider.completions).toHaveLength(2);
  });

  it('retries a schema mismatch (no grammar points)', async () => {
    t.provider.enqueue({ content: generationJson({ grammarPoints: [] }) }, { content: generationJson() });
    await run();
    expect(t.provider.completions).toHaveLength(2);
  });

  it('accepts inflected forms: went for go, studies for study, children for child', async () => {
    t.provider.enqueue({
      content: generationJson({ sentence: 'She went home and studies while the children play.' }),
    });
    const result = await run({ words: ['go', 'study', 'child'] });
    expect(result.output.sentence).toContain('went');
    expect(t.provider.completions).toHaveLength(1);
  });

  it('needs a translation, with English-only explanations too', async () => {
    t.provider.enqueue({ content: generationJson({ translation: null }) }, { content: generationJson() });
    await run();
    expect(t.provider.completions).toHaveLength(2);

    t.provider.enqueue(
      { content: generationJson({ translation: null }) },
      { content: generationJson({ translation: '我每天去图书馆。' }) },
    );
    const english = await run({ grammarLanguage: 'english' });
    expect(t.provider.completions).toHaveLength(4);
    expect(english.output.translation).toBe('我每天去图书馆。');
    expect(promptText(t.provider.completions[3]?.body ?? null)).toContain('Simplified Chinese translation');
  });

  it('refuses a model that is not offered', async () => {
    await expect(run({ model: 'gpt-unknown' })).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      fieldErrors: [{ field: 'model', messageKey: 'ai.unknownModel', params: { model: 'gpt-unknown' } }],
    });
    expect(t.provider.completions).toHaveLength(0);
  });

  it('uses the model the learner chose', async () => {
    t.provider.enqueue({ content: generationJson() });
    const result = await run({ model: 'scripted-thinker' });
    expect(result.model).toBe('scripted-thinker');
    expect(t.provider.completions[0]?.body?.model).toBe('scripted-thinker');
  });

  it('returns the thinking as reasoning deltas when thinking is on', async () => {
    t.provider.enqueue({ content: generationJson(), reasoning: 'The learner wants "go". A habit fits.' });
    const result = await run({ enableThinking: true });
    const deltas = events.filter((event) => event.type === 'reasoning').map((event) => event.delta);
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join('')).toBe('The learner wants "go". A habit fits.');
    expect(result.reasoning).toBe('The learner wants "go". A habit fits.');
  });

  it('keeps the thinking to itself when thinking is off', async () => {
    t.provider.enqueue({ content: generationJson(), reasoning: 'private thoughts' });
    const result = await run({ enableThinking: false });
    expect(events.some((event) => event.type === 'reasoning')).toBe(false);
    expect(result.reasoning).toBeNull();
  });

  it('asks for the JSON schema as structured output', async () => {
    t.provider.enqueue({ content: generationJson() });
    await run();
    const format = t.provider.completions[0]?.body?.response_format;
    expect(format?.type).toBe('json_schema');
    expect(format?.json_schema).toMatchObject({
      name: 'sentence_generation',
      strict: true,
      schema: { type: 'object', required: expect.arrayContaining(['sentence', 'translation']) },
    });
  });
});

describe("the scripted provider's default script (for e2e)", () => {
  it('answers a generation with the requested words and a check that fixes go -> goes', async () => {
    const t = await createScriptedEngine();
    try {
      const signal = new AbortController().signal;
      const generation = await t.engine.generateSentence(
        caller,
        input({ words: ['go', 'study', 'look up'] }),
        {
          signal,
          language: 'en',
        },
      );
      expect(generation.output.sentence).toContain('"look up"');
      expect(generation.output.translation).not.toBeNull();
      const check = await t.engine.checkSentence(
        caller,
        {
          sentence: 'He go home.',
          maxRetries: 1,
          grammarLanguage: 'english',
          englishVariety: 'american',
          enableThinking: false,
        },
        { signal, language: 'en' },
      );
      expect(check.output).toMatchObject({ correctedSentence: 'He goes home.', isCorrect: false });
      expect(check.output.issues).toMatchObject([{ original: 'go', suggestion: 'goes', start: 3, end: 5 }]);
    } finally {
      await t.close();
    }
  });
});

describe('generating with json_object structured output', () => {
  it('sends response_format json_object and still validates the answer', async () => {
    const t = await createScriptedEngine({ config: { structuredOutput: 'json_object' } });
    try {
      t.provider.enqueue({ content: 'not json' }, { content: generationJson() });
      const result = await t.engine.generateSentence(caller, input(), {
        signal: new AbortController().signal,
        language: 'en',
      });
      expect(result.output.sentence).toBe('I go to the library every day.');
      expect(t.provider.completions.map((request) => request.body?.response_format)).toEqual([
        { type: 'json_object' },
        { type: 'json_object' },
      ]);
    } finally {
      await t.close();
    }
  });
});
