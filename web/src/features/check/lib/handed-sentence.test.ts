import { describe, expect, it } from 'vitest';
import { readHandedSentence } from './handed-sentence';

describe('readHandedSentence', () => {
  it('takes the sentence the notebook handed over in router state', () => {
    expect(readHandedSentence({ sentence: ' She go to school. ' }, '')).toBe('She go to school.');
  });

  it('takes a ?sentence= link when there is no state', () => {
    expect(readHandedSentence(null, '?sentence=He%20run%20fast.')).toBe('He run fast.');
  });

  it('starts empty without a sentence, or with one that is not text', () => {
    expect(readHandedSentence(null, '')).toBe('');
    expect(readHandedSentence({ sentence: 42 }, '')).toBe('');
  });
});
