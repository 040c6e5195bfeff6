import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CsvParser, readCsvBatches } from './csv';

const SAMPLE =
  'word,translation,detail\r\n' +
  'abandon,"vt. 放弃, 抛弃\\nn. 放任",\r\n' +
  'say,"he said ""hi""",""""""\r\n' +
  '\r\n' +
  'multi,"line one\nline two",x\r\n' +
  'last,no newline,';

const EXPECTED = [
  ['word', 'translation', 'detail'],
  ['abandon', 'vt. 放弃, 抛弃\\nn. 放任', ''],
  ['say', 'he said "hi"', '""'],
  ['multi', 'line one\nline two', 'x'],
  ['last', 'no newline', ''],
];

function parseInPieces(text: string, size: number): string[][] {
  const parser = new CsvParser();
  const records: string[][] = [];
  for (let i = 0; i < text.length; i += size) records.push(...parser.push(text.slice(i, i + size)));
  return [...records, ...parser.end()];
}

describe('CsvParser', () => {
  it('reads quoted commas, doubled quotes, real line breaks, CRLF and a last line without a break', () => {
    expect(parseInPieces(SAMPLE, SAMPLE.length)).toEqual(EXPECTED);
  });

  it('gives the same records however the input is cut into chunks', () => {
    for (const size of [1, 2, 3, 5, 7, 13]) expect(parseInPieces(SAMPLE, size)).toEqual(EXPECTED);
  });
});

describe('readCsvBatches', () => {
  it('streams a file and reports the bytes read', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'wordloom-csv-'));
    try {
      const path = join(dir, 'sample.csv');
      await writeFile(path, SAMPLE);
      const size = Buffer.byteLength(SAMPLE);
      const progress: number[] = [];
      const records: string[][] = [];
      for await (const batch of readCsvBatches(path, size, ({ bytesRead }) => progress.push(bytesRead))) {
        records.push(...batch);
      }
      expect(records).toEqual(EXPECTED);
      expect(progress.at(-1)).toBe(size);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
