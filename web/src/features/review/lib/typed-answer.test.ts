import { describe, expect, it } from 'vitest';
import { judgeTypedAnswer } from './typed-answer';

describe('judgeTypedAnswer', () => {
  it('takes the right form, whatever the case, spacing or apostrophe, as correct: rate Good', () => {
    expect(judgeTypedAnswer(' Ran ', 'ran', 'run')).toEqual({ verdict: 'correct', rating: 'good' });
    expect(judgeTypedAnswer('don’t  mind', "don't mind", "don't mind").verdict).toBe('correct');
  });

  it('counts the base word for an inflected blank, or a one-letter slip, as close: rate Hard', () => {
    expect(judgeTypedAnswer('run', 'ran', 'run')).toEqual({ verdict: 'close', rating: 'hard' });
    expect(judgeTypedAnswer('harbour', 'harbor', 'harbor').verdict).toBe('close');
    expect(judgeTypedAnswer('appel', 'apple', 'apple').verdict).toBe('close');
    expect(judgeTypedAnswer('beautifull', 'beautiful', 'beautiful').verdict).toBe('close');
  });

  it('counts anything else as wrong: rate Again', () => {
    expect(judgeTypedAnswer('walk', 'ran', 'run')).toEqual({ verdict: 'wrong', rating: 'again' });
    expect(judgeTypedAnswer('', 'apple', 'apple').verdict).toBe('wrong');
    expect(judgeTypedAnswer('bootiful', 'beautiful', 'beautiful').verdict).toBe('wrong');
  });
});
