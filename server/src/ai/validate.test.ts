import { describe, expect, it } from 'vitest';
import { locate, parseModelJson, validateGeneration } from './validate';

describe('reading a model answer', () => {
  it('accepts JSON inside markdown fences or with chatter around it', () => {
    expect(parseModelJson('```json\n{"a": 1}\n```')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseModelJson('Sure! Here it is: {"a": 1} Hope it helps.')).toEqual({
      ok: true,
      value: { a: 1 },
    });
  });

  it('refuses text without a JSON object, or broken JSON', () => {
    expect(parseModelJson('I cannot help with that.').ok).toBe(false);
    expect(parseModelJson('{"a": ').ok).toBe(false);
  });
});

describe('locating an issue in the sentence', () => {
  it("prefers the model's offset, then the nearest occurrence, then a looser match", () => {
    expect(locate('go and go', 'go', 7)).toEqual({ start: 7, end: 9 });
    expect(locate('go and go', 'go', 6)).toEqual({ start: 7, end: 9 });
    expect(locate('go and go', 'go')).toEqual({ start: 0, end: 2 });
    expect(locate('She Go home', 'go')).toEqual({ start: 4, end: 6 });
    expect(locate('She go home', ' go ')).toEqual({ start: 3, end: 7 });
    expect(locate('She go home', 'went')).toBeNull();
  });
});

describe('a generation', () => {
  const dictionary = { lookup: () => null };
  const answer = {
    sentence: 'I go home.',
    translation: '我回家。',
    grammarExplanation: 'Simple present.',
    grammarPoints: [{ title: 'Present', explanation: 'Habit.' }],
  };

  it('must use every word', () => {
    const result = validateGeneration(answer, {
      words: ['go', 'school'],
      dictionary,
    });
    expect(result).toEqual({
      ok: false,
      reason: 'the sentence does not use: school',
      problem: { kind: 'missingWords', words: ['school'] },
    });
  });

  it('must have a translation, whatever the explanation language', () => {
    const result = validateGeneration({ ...answer, translation: ' ' }, { words: ['go'], dictionary });
    expect(result.ok).toBe(false);
  });
});
