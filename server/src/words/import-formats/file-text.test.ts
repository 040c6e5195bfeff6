import { describe, expect, it } from 'vitest';
import { detectTextFormat } from './detect';
import { decodeText } from './file-text';

describe('reading an uploaded file as text', () => {
  it('reads UTF-8 with or without a byte order mark, UTF-16 with one, and GB18030 from older Windows exports', () => {
    const text = '单词,解释\nleaf,叶子\n';
    expect(decodeText(Buffer.from(text))).toBe(text);
    expect(decodeText(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]))).toBe(text);
    expect(decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]))).toBe(text);
    // 单词,解释 / leaf,叶子 as a Chinese Windows program saves it.
    const gbk = Buffer.from([
      0xb5, 0xa5, 0xb4, 0xca, 0x2c, 0xbd, 0xe2, 0xca, 0xcd, 0x0a, 0x6c, 0x65, 0x61, 0x66, 0x2c, 0xd2, 0xb6,
      0xd7, 0xd3, 0x0a,
    ]);
    expect(decodeText(gbk)).toBe(text);
  });

  it('finds no text in a binary file', () => {
    expect(decodeText(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]))).toBeNull();
    expect(decodeText(Buffer.from('leaf\u0000abandon'))).toBeNull();
  });

  it('tells the formats apart by their content', () => {
    expect(detectTextFormat('<?xml version="1.0"?>\n<wordbook><item/></wordbook>')).toBe('youdao-xml');
    expect(detectTextFormat('<?xml version="1.0"?>\n<rss></rss>')).toBeNull();
    expect(detectTextFormat('#separator:tab\n#html:false\nleaf\t叶\n')).toBe('anki-txt');
    expect(detectTextFormat('leaf\t叶\n')).toBe('anki-txt');
    expect(detectTextFormat('单词,音标,解释\nleaf,[liːf],叶\n')).toBe('eudic');
    expect(detectTextFormat('0,"leaf","n. 叶"\n')).toBe('eudic');
    expect(detectTextFormat('leaf@n. 叶\nlook up@查找\n')).toBe('eudic');
    expect(detectTextFormat('word,phonetic,definition\nleaf,,\n')).toBe('csv');
    expect(detectTextFormat('leaf,a green part\n')).toBe('csv');
    expect(detectTextFormat('leaf\nlook up\nwell-known\n')).toBe('lines');
    expect(detectTextFormat('This is a sentence of prose.\nAnd here is another one of them.\n')).toBeNull();
  });
});
