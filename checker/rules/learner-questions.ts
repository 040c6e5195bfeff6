import type { PhraseTable } from '../engine/phrase-table';
import { isVerb, lemmaOfParticiple, pastOf } from '../lexicon/forms';
import { thirdPersonOf } from '../lexicon/inflect';
import { wordTable } from '../lexicon/words';

/*
 * Learner rules about questions in the phrase family: a present perfect question starts with "have" ("You
 * have finished?" -> "Have you finished?"), and a reported question is no question ("asked me did I like it"
 * -> "asked me if I liked it"). Tables of the phrase family (learner-phrases.ts runs them).
 */

/** A question in the present perfect, which starts with "have": "Have you finished?". */
export const PERFECT_QUESTION: PhraseTable = [
  // "Do you have finished your homework?" -> "Have you finished": a perfect's question starts with "have"
  // (only before its object: "Do you have used cars?" asks what one has).
  {
    id: 'do-you-have-done',
    pattern:
      /(?<=^|[.!?]\s+)(?:Do|Does|Did)\s+(you|I|we|they|he|she|it)\s+(?:have|has)\s+((?:ever|already|never|just)\s+)?([a-z]+)(?=\s+(?:your|my|his|her|our|their|the|it|this|that|any|anything|everything|to)\b)/g,
    fix: (m) => {
      // "Did you have finished", "Do you have ever been to Beijing?" -> "Have you ever been".
      const participle = m[3]!;
      const lemma = lemmaOfParticiple(participle);
      if (!lemma || lemma === participle) return m[0];
      const has = /^(?:he|she|it)$/.test(m[1]!);
      return `${has ? 'Has' : 'Have'} ${m[1]} ${m[2] ?? ''}${participle}`;
    },
    en: 'A question in the present perfect starts with "have": "Have you finished your homework?".',
    zh: '疑问句（question）：现在完成时的问句把 have/has 提到主语前：Have you finished your homework?（你作业做完了吗？），不再加 do。',
    examples: {
      wrong: [
        ['Do you have finished your homework?', 'Have you finished your homework?'],
        ['Do you have ever been to Beijing?', 'Have you ever been to Beijing?'],
        ['Does he have finished it?', 'Has he finished it?'],
      ],
      right: ['Do you have used cars?', 'Have you finished your homework?'],
    },
  },
];

/**
 * "He asked me that where I lived" -> "asked me where": a reported question opens with its question word, no
 * "that" before it ("He said that what she did was wrong" reports a statement, and keeps it).
 */
/** The subject a reported question's object becomes: "asked me did I like it" -> "if I liked it". */
const ASKED_WHO = wordTable<string>({ me: 'i', him: 'he', her: 'she', us: 'we', them: 'they', you: 'you' });

export const REPORTED_QUESTION: PhraseTable = [
  // "He asked me did I like it" -> "He asked me if I liked it" (他问我喜不喜欢): a reported yes-no question
  // takes "if" and the order of a statement, its time moved back. Only when the one asked is the one the
  // question is about ("asked me did I"), so no pronoun has to change.
  {
    id: 'asked-me-did-i',
    pattern:
      /\b(ask|asks|asked)\s+(me|him|her|us|them|you)\s+(do|does|did)\s+(I|he|she|we|they|you)\s+([a-z]+)\b/g,
    fix: (m) => {
      const [asked, object, auxiliary, subject, verb] = m.slice(1) as [
        string,
        string,
        string,
        string,
        string,
      ];
      if (ASKED_WHO[object] !== subject.toLowerCase() || !isVerb(verb)) return m[0];
      // "asks me do I like it" -> "if I like it": a question asked now keeps its time.
      const form =
        asked === 'asked' || auxiliary === 'did'
          ? pastOf(verb)
          : auxiliary === 'does'
            ? thirdPersonOf(verb)
            : verb;
      return form ? `${asked} ${object} if ${subject} ${form}` : m[0];
    },
    en: 'A reported question takes "if" and the order of a statement: "He asked me if I liked it".',
    zh: '间接疑问句（reported question）：转述一般疑问句用 if 或 whether，并用陈述句语序：He asked me if I liked it（他问我喜不喜欢）；不能照搬直接问句 did I like it。',
    examples: {
      wrong: [
        ['He asked me did I like it.', 'He asked me if I liked it.'],
        ['She asks me do I like tea.', 'She asks me if I like tea.'],
      ],
      right: ['He asked me if I liked it.', 'He asked me what I did.'],
    },
  },
  {
    id: 'asked-that-where',
    pattern:
      /(?<=\b(?:ask|asks|asked|asking)\s+(?:(?:me|him|her|us|them|you|(?:my|his|her|the)\s+\w+)\s+)?)that\s+(where|what|when|why|how|who|whether|if|which)\b/gi,
    fix: (m) => m[1]!,
    en: 'A reported question opens with its question word, with no "that": "He asked me where I lived".',
    zh: '间接疑问句（reported question）：转述特殊疑问句直接用疑问词开头，前面不加 that：He asked me where I lived（他问我住在哪里）。',
    examples: {
      wrong: [['He asked me that where I lived.', 'He asked me where I lived.']],
      right: ['He said that what she did was wrong.', 'He asked me where I lived.'],
    },
  },
];
