import { describe, expect, it } from 'vitest';
import { markedSpan } from './marked-span';

const sentence = 'She go to school and go home.';

describe('markedSpan', () => {
  it('marks the span the offsets point at, even when the text occurs twice', () => {
    expect(markedSpan({ sentence, original: 'go', start: 21, end: 23 })).toEqual({
      before: 'She go to school and ',
      marked: 'go',
      after: ' home.',
    });
  });

  it('falls back to the first occurrence when the offsets do not match the text', () => {
    expect(markedSpan({ sentence, original: 'go', start: 0, end: 2 }).before).toBe('She ');
  });

  it('marks nothing when the text is not in the sentence', () => {
    expect(markedSpan({ sentence, original: 'went', start: 0, end: 0 })).toEqual({
      before: sentence,
      marked: '',
      after: '',
    });
  });
});
