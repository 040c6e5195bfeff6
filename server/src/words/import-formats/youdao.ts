import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { ImportItem } from '../import';
import { decodeEntities, toImportItem } from './entry-text';
import { fileError } from './file-errors';

/*
 * 有道词典's wordbook export: `<wordbook><item><word/><trans/><phonetic/><tags/><progress/></item>…`, the
 * text of `trans` and `phonetic` in CDATA. A wordbook never declares a DOCTYPE, so any declaration (the
 * road to billion-laughs expansion and external entities) refuses the file before a parser sees it; the
 * parser itself runs with entity processing off, and the five XML entities and numeric references are
 * decoded here, in text only.
 */
const DECLARATION = /<!(?:DOCTYPE|ENTITY)/i;

/** Whether XML text is a wordbook: its root element is <wordbook>. */
export function isYoudaoWordbook(text: string): boolean {
  return /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*<wordbook[\s>]/.test(text);
}

const parser = new XMLParser({
  processEntities: false,
  htmlEntities: false,
  ignoreAttributes: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  parseTagValue: false,
  cdataPropName: '#cdata',
  isArray: (name) => name === 'item',
});

export function readYoudao(text: string): ImportItem[] {
  if (DECLARATION.test(text)) throw fileError('wordFiles.xmlDoctype');
  if (XMLValidator.validate(text) !== true) throw fileError('wordFiles.xmlInvalid');
  const document = parser.parse(text) as { wordbook?: { item?: unknown[] } | string };
  const book = document.wordbook;
  if (book === undefined) throw fileError('wordFiles.notThisFormat', { format: 'youdao-xml' });
  const items = typeof book === 'object' ? (book.item ?? []) : [];
  return items.flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const fields = item as Record<string, unknown>;
    const word = textOf(fields.word);
    return word === '' ? [] : [toImportItem({ word, meaning: textOf(fields.trans) })];
  });
}

/** An element's text: plain text (entities decoded), CDATA (as it is), or both, in order. */
function textOf(node: unknown): string {
  if (typeof node === 'string') return decodeEntities(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (typeof node !== 'object' || node === null) return '';
  const { '#text': text, '#cdata': cdata } = node as Record<string, unknown>;
  const cdataText = Array.isArray(cdata)
    ? cdata.map(String).join('')
    : typeof cdata === 'string'
      ? cdata
      : '';
  return `${typeof text === 'string' ? decodeEntities(text) : ''}${cdataText}`;
}
