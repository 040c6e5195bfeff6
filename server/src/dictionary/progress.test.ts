import { describe, expect, it } from 'vitest';
import { createProgressBar } from './progress';

function fakeStream(isTTY: boolean) {
  const writes: string[] = [];
  const stream = { isTTY, write: (text: string) => writes.push(text) } as unknown as NodeJS.WriteStream;
  return { stream, writes };
}

function feed(render: ReturnType<typeof createProgressBar>, total: number, step: number): void {
  for (let bytesRead = step; bytesRead <= total; bytesRead += step) {
    render({ phase: 'reading', bytesRead, totalBytes: total });
  }
  render({ phase: 'indexing', bytesRead: total, totalBytes: total });
  render({ phase: 'indexing', bytesRead: total, totalBytes: total });
}

describe('createProgressBar', () => {
  it('redraws one line on a terminal', () => {
    const { stream, writes } = fakeStream(true);
    feed(createProgressBar({ label: 'Dictionary', stream, width: 10 }), 4_000_000, 1_000_000);
    expect(writes.slice(0, 4)).toEqual([
      '\rDictionary [###-------]  25% 1.0/4.0 MB',
      '\rDictionary [#####-----]  50% 2.0/4.0 MB',
      '\rDictionary [########--]  75% 3.0/4.0 MB',
      '\rDictionary [##########] 100% 4.0/4.0 MB',
    ]);
    expect(writes.slice(4)).toEqual(['\nDictionary: indexing spelling, books and examples...\n']);
  });

  it('writes the start and then a line per tenth to a log', () => {
    const { stream, writes } = fakeStream(false);
    feed(createProgressBar({ label: 'Dictionary', stream, width: 10 }), 100_000, 1_000);
    expect(writes).toHaveLength(12);
    expect(writes[0]).toBe('Dictionary [----------]   1% 0.0/0.1 MB\n');
    expect(writes[1]).toBe('Dictionary [#---------]  10% 0.0/0.1 MB\n');
    expect(writes[10]).toBe('Dictionary [##########] 100% 0.1/0.1 MB\n');
    expect(writes[11]).toBe('Dictionary: indexing spelling, books and examples...\n');
  });
});
