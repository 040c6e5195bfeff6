import { describe, expect, it } from 'vitest';
import { diffWords, type DiffPart } from './word-diff';

const text = (parts: DiffPart[], keep: 'before' | 'after') =>
  parts
    .filter((part) => part.kind === 'same' || part.kind === (keep === 'before' ? 'removed' : 'added'))
    .map((part) => part.text)
    .join('');

describe('diffWords', () => {
  it('marks a replaced word as removed, then added', () => {
    expect(diffWords('She go to school yesterday.', 'She went to school yesterday.')).toEqual([
      { kind: 'same', text: 'She ' },
      { kind: 'removed', text: 'go' },
      { kind: 'same', text: ' ' },
      { kind: 'added', text: 'went' },
      { kind: 'same', text: ' to school yesterday.' },
    ]);
  });

  it('finds inserted and deleted words and punctuation', () => {
    const parts = diffWords('I has a apple', 'I have an apple.');
    expect(parts.filter((p) => p.kind === 'removed').map((p) => p.text)).toEqual(['has', 'a']);
    expect(parts.filter((p) => p.kind === 'added').map((p) => p.text)).toEqual(['have', 'an', '.']);
  });

  it('reads as either sentence once the other side is left out', () => {
    const before = "He don't  like   apples,and she likes pears";
    const after = "He doesn't like apples, and she likes pears.";
    const squash = (value: string) => value.replace(/\s+/g, ' ').trim();
    const parts = diffWords(before, after);
    expect(squash(text(parts, 'after'))).toBe(after);
    expect(squash(text(parts, 'before'))).toBe(squash(before).replace(',and', ', and'));
  });

  it('treats a change of case as a change and an identical sentence as one part', () => {
    expect(diffWords('i am here', 'I am here')[0]).toEqual({ kind: 'removed', text: 'i' });
    expect(diffWords('All good.', 'All good.')).toEqual([{ kind: 'same', text: 'All good.' }]);
  });

  it('handles empty text and Chinese punctuation', () => {
    expect(diffWords('', 'Hello')).toEqual([{ kind: 'added', text: 'Hello' }]);
    expect(diffWords('Hello，world', 'Hello, world')).toEqual([
      { kind: 'same', text: 'Hello' },
      { kind: 'removed', text: '，' },
      { kind: 'added', text: ',' },
      { kind: 'same', text: ' world' },
    ]);
  });
});
