/*
 * Text files arrive as their exporters wrote them: UTF-8 (with or without a byte order mark), UTF-16 with
 * one (Windows "Unicode" saves), or, from older Chinese Windows programs, GB18030 (GBK). Anything else is
 * not text.
 */
const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** The file's text, or null when it is not text (a NUL or other control characters, or no encoding fits). */
export function decodeText(bytes: Uint8Array): string | null {
  const text = decodeWithBom(bytes) ?? decodeStrict(bytes, 'utf-8') ?? decodeStrict(bytes, 'gb18030');
  if (text === null || hasControl(text)) return null;
  return text;
}

/** A control character other than tab, line feed, form feed and carriage return: binary, not text. */
export function isControlCode(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) || code === 0x7f;
}

function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (isControlCode(text.charCodeAt(i))) return true;
  return false;
}

function decodeWithBom(bytes: Uint8Array): string | null {
  if (UTF8_BOM.every((byte, i) => bytes[i] === byte)) return decodeStrict(bytes.subarray(3), 'utf-8');
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return decodeStrict(bytes.subarray(2), 'utf-16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return decodeStrict(bytes.subarray(2), 'utf-16be');
  return null;
}

function decodeStrict(bytes: Uint8Array, encoding: string): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Non-empty lines, trimmed. */
export function textLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
