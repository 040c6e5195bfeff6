import type { RawLint } from './lints';

/*
 * A few high-precision checks for errors Chinese-speaking learners make that Harper does not flag, shaped
 * like Harper's lints so they go through the same pipeline: uncountable nouns written as plurals
 * ("informations"), irregular plurals ("childs"), "can not" for "cannot", and a missing full stop.
 */

/** Uncountable nouns learners pluralise, and irregular plurals formed with -s. */
const WRONG_PLURALS: Record<string, { fix: string; mass: boolean }> = {
  informations: { fix: 'information', mass: true },
  advices: { fix: 'advice', mass: true },
  knowledges: { fix: 'knowledge', mass: true },
  equipments: { fix: 'equipment', mass: true },
  furnitures: { fix: 'furniture', mass: true },
  homeworks: { fix: 'homework', mass: true },
  houseworks: { fix: 'housework', mass: true },
  luggages: { fix: 'luggage', mass: true },
  baggages: { fix: 'baggage', mass: true },
  evidences: { fix: 'evidence', mass: true },
  feedbacks: { fix: 'feedback', mass: true },
  softwares: { fix: 'software', mass: true },
  hardwares: { fix: 'hardware', mass: true },
  sceneries: { fix: 'scenery', mass: true },
  jewelries: { fix: 'jewelry', mass: true },
  machineries: { fix: 'machinery', mass: true },
  pollutions: { fix: 'pollution', mass: true },
  garbages: { fix: 'garbage', mass: true },
  rubbishes: { fix: 'rubbish', mass: true },
  peoples: { fix: 'people', mass: false },
  childs: { fix: 'children', mass: false },
  childrens: { fix: 'children', mass: false },
  womans: { fix: 'women', mass: false },
  foots: { fix: 'feet', mass: false },
  tooths: { fix: 'teeth', mass: false },
  gooses: { fix: 'geese', mass: false },
  sheeps: { fix: 'sheep', mass: false },
};

function matchCase(word: string, like: string): string {
  return like[0] && like[0] !== like[0].toLowerCase() ? word[0]!.toUpperCase() + word.slice(1) : word;
}

const QUESTION_STARTS = new Set([
  'do',
  'does',
  'did',
  'is',
  'are',
  'was',
  'were',
  'can',
  'could',
  'would',
  'will',
  'should',
  'shall',
  'may',
  'have',
  'has',
  'what',
  'why',
  'how',
  'where',
  'when',
  'who',
  'whom',
  'whose',
  'which',
]);

/** Openers that take a comma after them at the start of a sentence. */
const INTRODUCTORY = [
  'for example',
  'for instance',
  'in addition',
  'in my opinion',
  'in conclusion',
  'in fact',
  'in short',
  'in summary',
  'in other words',
  'in this case',
  'on the other hand',
  'on the contrary',
  'as a result',
  'first of all',
  'to sum up',
  'of course',
  'firstly',
  'secondly',
  'thirdly',
  'finally',
  'lastly',
  'also',
  'moreover',
  'furthermore',
  'however',
  'therefore',
  'consequently',
  'besides',
  'meanwhile',
  'unfortunately',
  'fortunately',
];
const INTRODUCTORY_PATTERN = new RegExp(
  `^(${INTRODUCTORY.join('|').replace(/ /g, '\\s+')})(?=\\s+[\\p{L}\\p{N}])`,
  'iu',
);

export function learnerLints(sentence: string): RawLint[] {
  const lints: RawLint[] = [];

  for (const match of sentence.matchAll(/\p{L}+/gu)) {
    const word = match[0];
    const entry = WRONG_PLURALS[word.toLowerCase()];
    // Lower case or capitalised only: an all-capitals word may be a name or an acronym.
    if (!entry || (word !== word.toLowerCase() && word.slice(1) !== word.slice(1).toLowerCase())) continue;
    const start = match.index;
    lints.push({
      rule: entry.mass ? 'WordloomMassNounPlural' : 'WordloomIrregularPlural',
      kind: 'Agreement',
      start,
      end: start + word.length,
      problem: word,
      message: entry.mass
        ? `"${entry.fix}" is uncountable: it has no plural form.`
        : `The plural of this word is "${entry.fix}".`,
      suggestions: [{ kind: 'replace', text: matchCase(entry.fix, word) }],
    });
  }

  // "can not" is "cannot", except in "can not only ... but also".
  for (const match of sentence.matchAll(/\b([Cc]an) not\b(?! only\b)/g)) {
    lints.push({
      rule: 'WordloomCannot',
      kind: 'WordChoice',
      start: match.index,
      end: match.index + match[0].length,
      problem: match[0],
      message: '"Can not" is written as one word: "cannot".',
      suggestions: [{ kind: 'replace', text: `${match[1]}not` }],
    });
  }

  const opener = INTRODUCTORY_PATTERN.exec(sentence);
  if (opener) {
    lints.push({
      rule: 'WordloomIntroductoryComma',
      kind: 'Punctuation',
      start: 0,
      end: opener[0].length,
      problem: opener[0],
      message: `An introductory "${opener[0]}" is followed by a comma.`,
      suggestions: [{ kind: 'insert-after', text: ',' }],
    });
  }

  // A sentence that ends with a word (not a mark) is missing its full stop or question mark.
  const last = /([A-Za-z][A-Za-z0-9'’-]*|[0-9]+)\s*$/.exec(sentence);
  if (last && /\s/.test(sentence.trim())) {
    const firstWord = /\p{L}+/u.exec(sentence)?.[0]?.toLowerCase() ?? '';
    const mark = QUESTION_STARTS.has(firstWord) ? '?' : '.';
    const word = last[1]!;
    lints.push({
      rule: 'WordloomEndPunctuation',
      kind: 'Punctuation',
      start: last.index,
      end: last.index + word.length,
      problem: word,
      message: mark === '?' ? 'A question ends with a question mark.' : 'A sentence ends with a full stop.',
      suggestions: [{ kind: 'insert-after', text: mark }],
    });
  }

  return lints;
}
