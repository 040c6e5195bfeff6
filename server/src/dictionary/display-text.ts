import { isFieldTag, tagLabel } from './domain-tags';
import { partOfSpeechOfCode, type PartOfSpeech } from './parts-of-speech';
import { orderSenses } from './senses';

/*
 * ECDICT's text as a learner reads it. Its Chinese side is typed with ASCII punctuation ('放弃, 抛弃'),
 * tags in square brackets ('[医] 儿童') and specialist senses on lines of their own ('[计] 累加器');
 * Chinese text takes full-width punctuation, a tag is spelled out, and a specialist line is left out when
 * the word has everyday senses. Each line keeps its part-of-speech code ('vt. '), which clients show in
 * their own labels.
 */

const CODE = /^\s*([a-z]+)\.\s*/;
const TAG = /^\[([^[\]]{1,8})\]/;
/* A tag where a tag can stand: opening the line, or after a space, a separator or another tag. */
const TAG_AT_START = /(?<=^|[\s,;，；、(（）\]])\[([^[\]]{1,8})\]/gu;
const BRACKETED = /\[([^[\]]{1,8})\]/gu;
const HAN_IN_PARENTHESES = /\(([^()]*\p{Script=Han}[^()]*)\)/gu;
const SEPARATOR = /\s*([,;])\s*/gu;
const CHINESE = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef\u2026\u201c\u201d]/u;
const FULL_WIDTH: Readonly<Record<string, string>> = { ',': '，', ';': '；' };

interface Line {
  text: string;
  specialist: boolean;
}

/** A Chinese translation for display: one line per sense group, the main part of speech first. */
export function displayTranslation(text: string | null, parts: readonly PartOfSpeech[]): string | null {
  if (text === null) return null;
  const lines = text
    .split('\n')
    .map(cleanLine)
    .filter((line) => line.text !== '');
  const everyday = lines.filter((line) => !line.specialist);
  const shown = (everyday.length > 0 ? everyday : lines).map((line) => line.text);
  return shown.length === 0 ? null : orderSenses(shown, parts).join('\n');
}

/** An English definition for display: the senses of the main part of speech first. */
export function displayDefinition(text: string | null, parts: readonly PartOfSpeech[]): string | null {
  return text === null ? null : orderSenses(text.split('\n'), parts).join('\n');
}

function cleanLine(line: string): Line {
  const match = CODE.exec(line);
  const code = match && partOfSpeechOfCode(match[1]!) ? `${match[1]}. ` : '';
  const rest = code === '' ? line.trim() : line.slice(match![0].length).trim();
  const tag = TAG.exec(rest)?.[1];
  return {
    text: rest === '' ? '' : code + chinesePunctuation(spellOutTags(rest)),
    specialist: tag !== undefined && isFieldTag(tag),
  };
}

/* '[医]' -> '（医学）'; brackets elsewhere mark an optional part ('遗忘[症]') and become parentheses. */
function spellOutTags(text: string): string {
  return text
    .replace(TAG_AT_START, (_tag, tag: string) => `（${tagLabel(tag)}）`)
    .replace(BRACKETED, (_brackets, inner: string) => `（${inner}）`);
}

function chinesePunctuation(text: string): string {
  return text
    .replace(HAN_IN_PARENTHESES, (_parentheses, inner: string) => `（${inner}）`)
    .replace(SEPARATOR, (separator, mark: string, at: number, whole: string) => {
      const before = whole[at - 1] ?? '';
      const after = whole[at + separator.length] ?? '';
      return CHINESE.test(before) || CHINESE.test(after) ? FULL_WIDTH[mark]! : separator;
    })
    .replace(/）\s+(?=\S)/gu, '）')
    .replace(/\s{2,}/gu, ' ');
}
