import { Writable } from 'node:stream';

/** A log destination that keeps every line, so a test can search what was logged. */
export function captureLog(): { stream: Writable; text(): string } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString('utf8'));
      callback();
    },
  });
  return { stream, text: () => lines.join('') };
}
