import { describe, expect, it } from 'vitest';
import { drillPromptText, isRightAnswer } from './drill-prompt';

const at = (sentence: string, original: string, from = 0) => {
  const start = sentence.indexOf(original, from);
  return { start, end: start + original.length };
};

describe('a drill’s prompt', () => {
  it('blanks the fix where it sits in the corrected sentence, though other fixes moved the text', () => {
    const sentence = 'Yesterday i go to the the park.';
    expect(
      drillPromptText({
        sentence,
        correctedSentence: 'Yesterday, I went to the park.',
        original: 'go',
        suggestion: 'went',
        ...at(sentence, 'go'),
      }),
    ).toBe('Yesterday, I ____ to the park.');
  });

  it('picks the occurrence that stands where the mistake stood, and never one inside a word', () => {
    const sentence = 'He eat and she eat an apple.';
    expect(
      drillPromptText({
        sentence,
        correctedSentence: 'He eats and she eats an apple.',
        original: 'eat',
        suggestion: 'eats',
        ...at(sentence, 'eat', 10),
      }),
    ).toBe('He eats and she ____ an apple.');
    const article = 'I ate a apple and a pear.';
    expect(
      drillPromptText({
        sentence: article,
        correctedSentence: 'I ate an apple and a pear.',
        original: 'a',
        suggestion: 'an',
        ...at(article, 'a apple'),
        end: at(article, 'a apple').start + 1,
      }),
    ).toBe('I ate ____ apple and a pear.');
  });

  it('falls back to the learner’s sentence with the span blanked when the fix is not in the correction', () => {
    const sentence = 'I very like it.';
    expect(
      drillPromptText({
        sentence,
        correctedSentence: 'I really like it.',
        original: 'very',
        suggestion: 'very much',
        ...at(sentence, 'very'),
      }),
    ).toBe('I ____ like it.');
    expect(
      drillPromptText({
        sentence: 'It is is fine.',
        correctedSentence: 'It is fine.',
        original: 'is ',
        suggestion: '',
        start: 6,
        end: 9,
      }),
    ).toBe('It is ____fine.');
  });
});

describe('a drill’s answer', () => {
  it('is right after trimming, case-folding and collapsing inner spaces, and only then', () => {
    expect(isRightAnswer('  Has   BEEN ', 'has been')).toBe(true);
    expect(isRightAnswer('hasbeen', 'has been')).toBe(false);
    expect(isRightAnswer('goes.', 'goes')).toBe(false);
  });
});
