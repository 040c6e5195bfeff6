import { createReadStream } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';

const QUOTE = 0x22;
const COMMA = 0x2c;
const LF = 0x0a;
const CR = 0x0d;

const enum State {
  FieldStart,
  Unquoted,
  Quoted,
  /** A quote inside a quoted field: either the closing quote or the first half of a doubled quote. */
  QuoteInQuoted,
}

/**
 * An RFC 4180 CSV parser fed chunk by chunk, so a 66 MB file never sits in memory as one string.
 * Quoted fields may hold commas, doubled quotes and real line breaks; records end with LF or CRLF.
 */
export class CsvParser {
  #state = State.FieldStart;
  /** The part of the current field that arrived in earlier chunks. */
  #carry = '';
  #record: string[] = [];

  /** Parses one chunk and returns the records it completed. */
  push(text: string): string[][] {
    const records: string[][] = [];
    let start = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      switch (this.#state) {
        case State.FieldStart:
          if (c === QUOTE) {
            this.#state = State.Quoted;
            start = i + 1;
          } else if (c === COMMA) {
            this.#record.push('');
          } else if (c === LF) {
            this.#endRecord('', records);
          } else if (c !== CR) {
            this.#state = State.Unquoted;
            start = i;
          }
          break;
        case State.Unquoted:
          if (c === COMMA) {
            this.#record.push(this.#take(text, start, i));
            this.#state = State.FieldStart;
          } else if (c === LF) {
            this.#endRecord(this.#take(text, start, i).replace(/\r$/, ''), records);
          }
          break;
        case State.Quoted:
          if (c === QUOTE) {
            this.#carry += text.slice(start, i);
            this.#state = State.QuoteInQuoted;
          }
          break;
        case State.QuoteInQuoted:
          if (c === QUOTE) {
            // A doubled quote is one literal quote; the field goes on.
            this.#state = State.Quoted;
            start = i;
          } else if (c === COMMA) {
            this.#record.push(this.#take(text, i, i));
            this.#state = State.FieldStart;
          } else if (c === LF) {
            this.#endRecord(this.#take(text, i, i), records);
          } else if (c !== CR) {
            // Lenient: text after a closing quote (`"a"b`) stays part of the field rather than failing the file.
            this.#state = State.Unquoted;
            start = i;
          }
          break;
      }
    }
    if (this.#state === State.Unquoted || this.#state === State.Quoted) {
      this.#carry += text.slice(start);
    }
    return records;
  }

  /** Completes the last record when the input does not end with a line break. */
  end(): string[][] {
    const records: string[][] = [];
    if (this.#state !== State.FieldStart || this.#record.length > 0) {
      const last = this.#state === State.Unquoted ? this.#carry.replace(/\r$/, '') : this.#carry;
      this.#endRecord(last, records);
    }
    return records;
  }

  #take(text: string, start: number, end: number): string {
    const value = this.#carry + text.slice(start, end);
    this.#carry = '';
    return value;
  }

  #endRecord(lastField: string, records: string[][]): void {
    this.#record.push(lastField);
    // A blank line is no record.
    if (this.#record.length > 1 || this.#record[0] !== '') records.push(this.#record);
    this.#record = [];
    this.#carry = '';
    this.#state = State.FieldStart;
  }
}

export interface CsvProgress {
  bytesRead: number;
  totalBytes: number;
}

/**
 * Streams the records of a UTF-8 CSV file, one batch per chunk read (a generator step per record would cost
 * more than parsing it), reporting bytes read after each chunk.
 */
export async function* readCsvBatches(
  path: string,
  totalBytes: number,
  onProgress?: (progress: CsvProgress) => void,
): AsyncGenerator<string[][]> {
  const parser = new CsvParser();
  // The decoder keeps a multi-byte character split across two chunks whole.
  const decoder = new StringDecoder('utf8');
  let bytesRead = 0;
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
    bytesRead += chunk.length;
    yield parser.push(decoder.write(chunk));
    onProgress?.({ bytesRead, totalBytes });
  }
  yield [...parser.push(decoder.end()), ...parser.end()];
}
