import { describe, expect, it } from 'vitest';
import { applyEdits, buildCheck, DEFAULT_POLICY, locateSpan, scoreFor, summarize } from './build';
import { learnerLints } from '../rules/registry';
import type { RawLint } from './lints';
import { isTrustedSpellingFix } from '../lexicon/spelling';
import type { SpellingContext } from '../lexicon/spelling-context';
import { pickSpelling, wordRank } from '../lexicon/spelling-candidates';
import { isCommonSplit, isTrustedSplit, phraseSplit } from '../lexicon/word-splits';

const lint = (over: Partial<RawLint> & Pick<RawLint, 'start' | 'end' | 'problem'>): RawLint => ({
  rule: 'SpellCheck',
  kind: 'Spelling',
  message: 'Did you mean to spell `x` this way?',
  suggestions: [],
  ...over,
});

describe('building a check from lints', () => {
  it('applies non-overlapping edits right to left, the first of overlapping ones winning', () => {
    expect(
      applyEdits('abc def ghi', [
        { start: 4, end: 7, replacement: 'DEF' },
        { start: 5, end: 6, replacement: 'X' },
        { start: 0, end: 3, replacement: '' },
        { start: 8, end: 11, replacement: 'G' },
      ]),
    ).toBe(' DEF G');
  });

  it('converts code-point spans to UTF-16 and drops spans that point elsewhere', () => {
    const sentence = '😀 teh cat';
    expect(locateSpan(sentence, lint({ start: 3, end: 6, problem: 'teh' }))).toEqual({ start: 3, end: 6 });
    expect(locateSpan(sentence, lint({ start: 2, end: 5, problem: 'teh' }))).toEqual({ start: 3, end: 6 });
    expect(locateSpan(sentence, lint({ start: 0, end: 1, problem: 'teh' }))).toBeNull();
    expect(locateSpan(sentence, lint({ start: 4, end: 4, problem: '' }))).toBeNull();
  });

  it('reports style advice without applying it, and removals as empty suggestions', () => {
    const sentence = 'He left , and then he was very very happy.';
    const result = buildCheck(
      sentence,
      [
        lint({
          rule: 'SpaceBeforeComma',
          kind: 'Punctuation',
          start: 7,
          end: 8,
          problem: ' ',
          message: "Don't use a space before a comma.",
          suggestions: [{ kind: 'remove', text: '' }],
        }),
        lint({
          rule: 'Excellent',
          kind: 'Enhancement',
          start: 26,
          end: 35,
          problem: 'very very',
          message: 'Use a stronger word.',
          suggestions: [{ kind: 'replace', text: 'extremely' }],
        }),
      ],
      { grammarLanguage: 'bilingual', englishVariety: 'american' },
    );
    expect(result.correctedSentence).toBe('He left, and then he was very very happy.');
    expect(result.issues).toEqual([
      expect.objectContaining({ type: 'punctuation', original: ' ', suggestion: '', start: 7, end: 8 }),
      expect.objectContaining({
        type: 'style',
        original: 'very very',
        suggestion: 'extremely',
        start: 26,
        end: 35,
      }),
    ]);
    expect(result.issues[0]!.explanation).toMatch(/^标点.*Don't use a space before a comma\.$/);
    expect(result.isCorrect).toBe(false);
  });

  it('calls a sentence with only style advice correct', () => {
    const result = buildCheck(
      'It was very very good.',
      [
        lint({
          rule: 'Excellent',
          kind: 'Enhancement',
          start: 7,
          end: 16,
          problem: 'very very',
          suggestions: [{ kind: 'replace', text: 'extremely' }],
        }),
      ],
      { grammarLanguage: 'english', englishVariety: 'american' },
    );
    expect(result.isCorrect).toBe(true);
    expect(result.correctedSentence).toBe('It was very very good.');
    expect(result.explanation).toBe('No errors found; 1 style suggestion.');
  });

  it('scores 100 minus the errors per 100 words, style advice not counted', () => {
    expect(scoreFor('Anything at all.', [])).toBe(100);
    // 1 error in 3 words: 33.3 errors per 100 words.
    expect(scoreFor('She go home.', ['grammar'])).toBe(67);
    // 2 errors in 10 words.
    expect(scoreFor("She go home after a long day, and she's tired.", ['grammar', 'spelling'])).toBe(80);
    expect(scoreFor('a b', Array(30).fill('grammar'))).toBe(0);
    expect(scoreFor('A fine sentence with a style note in it.', ['style'])).toBe(100);
  });

  it('summarises in the chosen language', () => {
    expect(summarize(['grammar', 'spelling', 'grammar'], 'english')).toBe('3 issues: 2 grammar, 1 spelling.');
    expect(summarize(['grammar', 'spelling', 'grammar'], 'bilingual')).toBe(
      '发现 3 处问题：语法 2 处，拼写 1 处。 3 issues: 2 grammar, 1 spelling.',
    );
    expect(summarize([], 'english')).toBe('No problems found.');
    expect(summarize(['grammar'], 'english', 2)).toBe(
      '1 grammar issue. 2 words are not in the dictionary: check their spelling.',
    );
    // One kind of issue reads as one phrase, not "Found 1 problem: 1 grammar."
    expect(summarize(['grammar'], 'bilingual')).toBe('发现 1 处语法问题。 1 grammar issue.');
    expect(summarize(['word-choice', 'word-choice'], 'english')).toBe('2 word choice issues.');
    expect(summarize([], 'bilingual', 1)).toBe(
      '有 1 个词不在词典中，请检查拼写。 1 word is not in the dictionary: check its spelling.',
    );
  });
});

describe('words to check', () => {
  const settings = { grammarLanguage: 'english', englishVariety: 'american' } as const;
  // ECDICT as the checker sees it: the words it has, their corpus ranks, and the nearest words to a misspelling.
  const ranks: Record<string, number> = {
    important: 400,
    impossible: 1200,
    exist: 1300,
    aim: 1000,
    exit: 2100,
    sit: 900,
    importance: 1500,
    imported: 6000,
    kept: 900,
    quit: 2500,
    because: 60,
    become: 300,
    work: 150,
    week: 250,
    woke: 3000,
    garrets: 24_783,
    fluoridated: 40_000,
  };
  const words = {
    isWord: (word: string) => word.toLowerCase() in ranks,
    rank: (word: string) => ranks[word.toLowerCase()] ?? null,
    nearest: (word: string) =>
      ({
        importand: ['important', 'importance', 'imported'],
        exsit: ['exist', 'exit', 'sit'],
        iam: ['aim'],
        ispossible: ['impossible'],
        becouse: ['because'],
        woek: ['week', 'woke', 'work'],
      })[word] ?? [],
  };
  /** Harper's lint of one word of the sentence, with its guesses. */
  const flagged = (sentence: string, problem: string, texts: string[], rule = 'SpellCheck') => {
    const start = sentence.indexOf(problem);
    return lint({
      rule,
      kind: rule === 'SpellCheck' ? 'Spelling' : 'Typo',
      start,
      end: start + problem.length,
      problem,
      suggestions: texts.map((text) => ({ kind: 'replace' as const, text })),
    });
  };
  const check = (
    sentence: string,
    problem: string,
    texts: string[],
    rule?: string,
    lookup: Omit<SpellingContext, 'variety'> = words,
  ) => buildCheck(sentence, [flagged(sentence, problem, texts, rule)], settings, undefined, lookup);

  it('asks the learner to check a misspelling it cannot fix with confidence, instead of calling it correct', () => {
    const sentence = 'I want to quit cigarrets.';
    const result = check(sentence, 'cigarrets', ['garrets']);
    expect(result).toMatchObject({
      correctedSentence: sentence,
      isCorrect: false,
      issues: [],
      // A rare word ("garrets") is no guess.
      unknownWords: [{ word: 'cigarrets', start: 15, end: 24, guesses: [] }],
      explanation: '1 word is not in the dictionary: check its spelling.',
    });
    expect(result.score).toBe(scoreFor(sentence, ['spelling']));
  });

  it('fixes a word Harper would split when the word is a slip of a common one ("importand")', () => {
    // "d" for "t" sounds the same: "important", not "import and".
    const sentence = 'This is very importand for me.';
    const result = check(sentence, 'importand', ['import and'], 'SplitWords');
    expect(result.correctedSentence).toBe('This is very important for me.');
    // Told as a misspelling, not as two words run together.
    expect(result.issues[0]?.explanation).toBe('Did you mean to spell "importand" this way?');
    // Two letters swapped: "exist", not "ex sit" (and not "exit", one letter fewer), where the split breaks
    // off a prefix; "iam" is "I am" as likely as "aim", so it is left.
    expect(check('It does not exsit.', 'exsit', ['ex sit'], 'SplitWords').correctedSentence).toBe(
      'It does not exist.',
    );
    expect(check('I think iam right.', 'iam', ['i am'], 'SplitWords').correctedSentence).toBe(
      'I think iam right.',
    );
  });

  it('mends the spelling of a first word that Harper only capitalises ("becouse" -> "Because", not "Becouse")', () => {
    // On a longer sentence Harper keeps its capital lint for the first word and drops the spelling one.
    const capital = (sentence: string, problem: string) =>
      buildCheck(
        sentence,
        [
          lint({
            rule: 'SentenceCapitalization',
            kind: 'Capitalization',
            start: 0,
            end: problem.length,
            problem,
            suggestions: [{ kind: 'replace', text: problem[0]!.toUpperCase() + problem.slice(1) }],
          }),
        ],
        settings,
        undefined,
        words,
      );
    const result = capital('becouse it was late we went home.', 'becouse');
    expect(result.correctedSentence).toBe('Because it was late we went home.');
    expect(result.issues[0]?.explanation).toBe(
      'Did you mean to spell "becouse" this way? A sentence starts with a capital letter.',
    );
    expect(capital('dont worry about the exam tomorrow.', 'dont').correctedSentence).toBe(
      "Don't worry about the exam tomorrow.",
    );
    // A name in pinyin is no misspelling: only its capital.
    expect(capital('xiaoming is my best friend at school.', 'xiaoming').correctedSentence).toBe(
      'Xiaoming is my best friend at school.',
    );
  });

  it('chooses a spelling that fits where the word stands: a verb after its subject ("how it woek": "work")', () => {
    const sentence = 'I know how it woek.';
    expect(check(sentence, 'woek', ['week', 'woke', 'work']).correctedSentence).toBe('I know how it work.');
    // Where a noun fits, the likelier word stays the guess.
    expect(check('It took a woek.', 'woek', ['week', 'woke', 'work']).correctedSentence).toBe(
      'It took a week.',
    );
  });

  it('shows the likeliest words as guesses, not as a fix, when neither the split nor the word is sure', () => {
    // "is possible" or "impossible"? Another letter, not a slip: the learner is asked to check it.
    const sentence = 'It is ispossible to go.';
    const result = check(sentence, 'ispossible', ['is possible'], 'SplitWords');
    expect(result.correctedSentence).toBe(sentence);
    expect(result.unknownWords).toEqual([{ word: 'ispossible', start: 6, end: 16, guesses: ['impossible'] }]);
  });

  it('asks about a regular form of an irregular word ("borned"), the word it was made from first, not "burned"', () => {
    const sentence = 'The idea borned here.';
    const result = check(sentence, 'borned', ['burned', 'boned']);
    expect(result.correctedSentence).toBe(sentence);
    expect(result.unknownWords).toEqual([
      { word: 'borned', start: 9, end: 15, guesses: ['born', 'bore', 'burned'] },
    ]);
  });

  it('leaves alone pinyin, names, words made of known words, user names and addresses', () => {
    const unknown = (sentence: string, problem: string, texts: string[] = []) =>
      check(sentence, problem, texts).unknownWords;
    expect(unknown('I ate jiaozi with my family.', 'jiaozi')).toEqual([]);
    expect(unknown('We walked through the old hutong.', 'hutong')).toEqual([]);
    expect(unknown('My friend Xiaoming lives here.', 'Xiaoming')).toEqual([]);
    expect(unknown('The garden was unkept.', 'unkept', ['unkempt'])).toEqual([]);
    expect(unknown('The water is nonfluoridated.', 'nonfluoridated', ['fluoridated'])).toEqual([]);
    expect(unknown('My username is xiaoming_88.', 'xiaoming', ['Xiaoping'])).toEqual([]);
    expect(unknown('The website is examplesite.com today.', 'examplesite')).toEqual([]);
    // The other variety's spelling is the learner's choice, not a misspelling.
    expect(unknown('She organised the party.', 'organised', ['organized'])).toEqual([]);
    // Without the dictionary, Harper's word list alone cannot say a word does not exist.
    const withoutDictionary = { isWord: () => false };
    expect(
      check('I want to quit cigarrets.', 'cigarrets', [], undefined, withoutDictionary).unknownWords,
    ).toEqual([]);
  });

  it('fixes no word inside a user name or an address into a name ("xiaoming_88" -> "Xiaoping_88")', () => {
    const sentence = 'My username is xiaoming_88.';
    // "Xiaoping" is a word the dictionary has (a name), two edits from "xiaoming".
    const context = { variety: 'american' as const, ...words, isWord: (word: string) => word === 'Xiaoping' };
    expect(isTrustedSpellingFix(sentence, 15, 'xiaoming', 'Xiaoping', context)).toBe(false);
    expect(isTrustedSpellingFix('I like xiaoming.', 7, 'xiaoming', 'Xiaoping', context)).toBe(true);
  });
});

describe('spelling choice', () => {
  it('prefers common words and avoids stray possessives', () => {
    const s = (...texts: string[]) => texts.map((text) => ({ kind: 'replace' as const, text }));
    expect(pickSpelling('docters', s('dockers', 'doctors', 'doters'))).toBe('doctors');
    expect(pickSpelling('trobull', s('troll', 'trouble'))).toBe('trouble');
    expect(pickSpelling('problemes', s("problem's", 'problems', 'problem'))).toBe('problems');
    expect(pickSpelling('hte', s('the', 'hate', 'he'))).toBe('the');
    // A misspelling people make again and again brings the word they meant, which Harper may not offer.
    expect(pickSpelling('definelty', s('definest'))).toBe('definitely');
    expect(pickSpelling('dont', s("don't", 'dent', 'don'))).toBe("don't");
    expect(pickSpelling("need't", s("need's", "needn't", "nerd's"))).toBe("needn't");
    // A plural of an uncountable noun is not a possessive with its apostrophe missing.
    expect(pickSpelling('homeworks', s("homework's", 'homework', 'homewards'))).toBe('homework');
    expect(pickSpelling('livestocks', s("livestock's", 'livestock'))).toBe('livestock');
    expect(pickSpelling('U', s('uh', 'um'))).toBe('You');
    expect(pickSpelling('xqzt', [])).toBeNull();
    expect(wordRank('the')).toBe(1);
    expect(wordRank('stopped')).toBe(wordRank('stop'));
  });

  it("weighs the dictionary's nearest words against Harper's by edits, then frequency; a tie is no guess", () => {
    const s = (...texts: string[]) => texts.map((text) => ({ kind: 'replace' as const, text }));
    // ECDICT's corpus ranks and SymSpell's nearest words for these misspellings.
    const ranks: Record<string, number> = {
      place: 181,
      pace: 2533,
      palace: 4678,
      pale: 2935,
      like: 74,
      lake: 1950,
      lee: 2350,
      lie: 751,
      started: 173,
      starter: 3952,
      starlet: 19652,
      succeed: 2018,
      succeeded: 2018,
      thief: 5007,
      the: 1,
      he: 15,
      she: 31,
      die: 403,
      due: 600,
      carres: 41903,
      carrel: 34321,
    };
    const context = (nearest: string[]) => ({
      variety: 'american' as const,
      rank: (word: string) => ranks[word.toLowerCase()] ?? null,
      nearest: () => nearest,
    });
    // Harper's list misses the word: one swap ("palce"), one letter ("lke").
    expect(pickSpelling('palce', s('pace', 'palace', 'pale'), context(['place', 'pace']))).toBe('place');
    expect(pickSpelling('Lke', s('Lake', 'Lee', 'Lie'), context(['like', 'lake']))).toBe('Like');
    // One swap from "thief" beats two deletions to "the", however common "the" is.
    expect(pickSpelling('thife', s('thief', 'thine', 'the'), context([]))).toBe('thief');
    // The learner's past stays a past ("succeed" ends in "ed" but is none); a noun in "-er" is no form of
    // its verb ("starter" is not as common as "start").
    expect(pickSpelling('succeded', s('succeed', 'succeeded'), context([]))).toBe('succeeded');
    expect(pickSpelling('startet', s('starter', 'starlet', 'started'), context([]))).toBe('started');
    // Equally likely guesses ("ther": "the"? "their"? "there"?) are no guess; a rare word nearby is none either.
    Object.assign(ranks, { their: 37, there: 38 });
    expect(pickSpelling('ther', s(), context(['the', 'their', 'there']))).toBeNull();
    // A sound-alike letter is nearer than another one ("dhe" is "the", not "he" or "she"; "dependend" is
    // "dependent", not "depended"; "refuced" is "refused"), and so is a letter doubled or not ("hirring" is
    // "hiring", not "herring", which is no form of "her").
    expect(pickSpelling('dhe', s('die', 'doe', 'due'), context(['the', 'he', 'she']))).toBe('the');
    Object.assign(ranks, {
      dependent: 3201,
      depended: 1475,
      refused: 42178,
      reduced: 6034,
      hiring: 7579,
      herring: 10304,
    });
    expect(pickSpelling('dependend', s('dependent', 'depended'), context([]))).toBe('dependent');
    expect(pickSpelling('refuced', s('refused', 'reduced'), context([]))).toBe('refused');
    expect(pickSpelling('hirring', s('herring', 'hiring'), context([]))).toBe('hiring');
    expect(pickSpelling('carree', s('carrel'), context(['carres']))).toBe('carrel');
    // The learner's variety, whichever spelling is more common.
    Object.assign(ranks, { color: 1500, colour: 5000 });
    expect(pickSpelling('colur', s('colour'), { ...context(['color', 'colour']), variety: 'british' })).toBe(
      'colour',
    );
    expect(pickSpelling('colur', s('color'), context(['color', 'colour']))).toBe('color');
    // "authour" looks British, but the dictionary has no such word: a misspelling of "author". Without the
    // dictionary, the checker cannot tell.
    expect(pickSpelling('authour', s('author'), context([]))).toBe('author');
    expect(pickSpelling('authour', s('author'), { variety: 'american' })).toBeNull();
    Object.assign(ranks, { colour: 5000 });
    expect(pickSpelling('colour', s('color'), context([]))).toBeNull();
    // Names in the dictionary are not offered for a lower-case word ("wark" -> "Wark").
    expect(pickSpelling('wark', s('walk', 'war'), context(['Wark', 'work']))).not.toBe('Wark');
  });

  it("reads Harper's negation of a misspelled word as the misspelling it is", () => {
    const sentence = 'They go for another untill they know how.';
    const negation = lint({
      rule: 'WrongNegative',
      kind: 'WordChoice',
      start: 20,
      end: 26,
      problem: 'untill',
      suggestions: [{ kind: 'replace', text: 'distill' }],
    });
    const words = { variety: 'american' as const, isWord: () => false, sentence };
    const ranks: Record<string, number> = { until: 290 };
    const rank = (word: string) => ranks[word] ?? null;
    expect(DEFAULT_POLICY.choose(negation, { ...words, rank, nearest: () => ['until'] })).toBe('until');
    // Without the dictionary's nearest words, "distill" (three edits) is no fix at all; "untill" is a common
    // misspelling of "until" all the same.
    expect(DEFAULT_POLICY.choose(negation, words)).toBe('until');
    expect(DEFAULT_POLICY.choose({ ...negation, problem: 'unntil' }, words)).toBeNull();
  });

  it('takes the missing apostrophe before a more common word', () => {
    const s = (...texts: string[]) => texts.map((text) => ({ kind: 'replace' as const, text }));
    // Ranked by ECDICT, "dent" is commoner than the unranked "don't": the apostrophe still wins.
    const rank = (word: string) => ({ dent: 9000, don: 20000 })[word] ?? null;
    expect(pickSpelling('dont', s('dent', "don't", 'don'), { variety: 'american', rank })).toBe("don't");
  });

  it('trusts a fix into a rarer dictionary word two edits away when nothing else is as close, no fix of a name after a title', () => {
    const known = new Set([
      'temperature',
      'talkative',
      'erroneously',
      'bacchus',
      'magnetite',
      'relativized',
      'tact',
      'underfed',
    ]);
    const context = { variety: 'american' as const, isWord: (word: string) => known.has(word.toLowerCase()) };
    const trusted = (sentence: string, word: string, fixed: string, others: string[] = []) =>
      isTrustedSpellingFix(sentence, sentence.indexOf(word), word, fixed, context, others);
    const hot = 'It was a very high temparture; it caused droughts.';
    expect(trusted(hot, 'temparture', 'temperature')).toBe(true);
    expect(trusted('He is talkkative.', 'talkkative', 'talkative')).toBe(true);
    expect(trusted('He did it errounuosly.', 'errounuosly', 'erroneously')).toBe(true);
    // Not a word ECDICT has, or too far from what was typed: no guess.
    expect(trusted('He is talkkative.', 'talkkative', 'talkatives')).toBe(false);
    expect(trusted('The avivinity of a river.', 'avivinity', 'talkative')).toBe(false);
    // A rarer word needs a long misspelling with its first letter, and no other guess as close.
    expect(trusted('It is magetite.', 'magetite', 'magnetite', ['magnetite', 'magnetize'])).toBe(true);
    expect(trusted('Use gelatinized starch.', 'gelatinized', 'relativized')).toBe(false);
    expect(trusted('I like its tast.', 'tast', 'tact')).toBe(false);
    expect(trusted('We sell uncerfied wood.', 'uncerfied', 'underfed', ['underfed', 'unverified'])).toBe(
      false,
    );
    // "Mr." ends no sentence: "Bacchan" is a name.
    expect(trusted('But Mr. Bacchan said no.', 'Bacchan', 'Bacchus')).toBe(false);
    expect(trusted('He doens’t know.', 'doens’t', 'doesn’t')).toBe(true);
    expect(trusted('Doens’t he know?', 'Doens’t', 'Doesn’t')).toBe(true);
  });

  it('fixes an obscure dictionary word one edit from a common word, when no other common word is as close', () => {
    const ranks: Record<string, number> = { wil: 38036, will: 48, wild: 1292, wig: 8616, ther: 45449 };
    Object.assign(ranks, { the: 1, their: 36, thee: 10567, olde: 32881, old: 152, ode: 19653, wark: 26861 });
    Object.assign(ranks, { walk: 358, war: 349, native: 1403, relighting: 30000, unknown: 900 });
    const context = {
      variety: 'american' as const,
      isWord: (word: string) => word.toLowerCase() in ranks,
      rank: (word: string) => ranks[word.toLowerCase()] ?? null,
    };
    const trusted = (sentence: string, word: string, fixed: string, others: string[]) =>
      isTrustedSpellingFix(sentence, sentence.indexOf(word), word, fixed, context, others);
    expect(trusted('Your skin wil be soft.', 'wil', 'will', ['will', 'wig', 'wild'])).toBe(true);
    expect(trusted('The olde have it.', 'olde', 'old', ['ode', 'old', 'olds'])).toBe(true);
    // "the"? "their"? And a word ranked above 30,000 ("wark") is a word someone meant.
    expect(trusted('But ther is more.', 'ther', 'the', ['the', 'thee', 'their'])).toBe(false);
    expect(trusted('They wark hard.', 'wark', 'walk', ['walk', 'war', 'ward'])).toBe(false);
    expect(trusted('Olde Town is old.', 'Olde', 'Old', ['Ode', 'Old'])).toBe(false);
    // Two edits from a short word reach too many others; a prefix on a common word is kept as it is.
    expect(trusted('It is nocive.', 'nocive', 'native', ['naive', 'native', 'noise'])).toBe(false);
    const refight = 'Instead of refighting old battles, we move on.';
    expect(trusted(refight, 'refighting', 'relighting', ['relighting'])).toBe(false);
    expect(trusted('It is unknow to me.', 'unknow', 'unknown', ['unknown'])).toBe(true);
  });

  it('splits run-together words only into common words', () => {
    expect(isCommonSplit('a lot')).toBe(true);
    expect(isCommonSplit('all day')).toBe(true);
    expect(isCommonSplit('ex sit')).toBe(false);
    expect(isCommonSplit('critic a')).toBe(false);
  });

  it('offers no split of a word the dictionary has, or off a prefix or suffix that belongs to the word', () => {
    const known = new Set(['drawdown', 'day', 'all', 'jumps', 'drug', 'anti', 'shore', 'less']);
    const isWord = (word: string) => known.has(word);
    expect(isTrustedSplit('allday', 'all day', isWord)).toBe(true);
    expect(isTrustedSplit('drawdown', 'draw down', isWord)).toBe(false);
    expect(isTrustedSplit('antidrug', 'anti drug', isWord)).toBe(false);
    expect(isTrustedSplit('shoreless', 'shore less', isWord)).toBe(false);
    expect(isTrustedSplit('jumpstarting', 'jumps tarting', isWord)).toBe(false);
  });

  it('keeps a word of Chinese life that English writes as one word, and ECDICT lacks, whole', () => {
    const known = new Set(['moon', 'cake', 'cakes']);
    const isWord = (word: string) => known.has(word);
    expect(isTrustedSplit('mooncakes', 'moon cakes', isWord)).toBe(false);
    expect(isTrustedSplit('Mooncake', 'Moon cake', isWord)).toBe(false);
  });

  it('applies no split when another common word is one edit away ("importand": "important" or "import and"?)', () => {
    const split = (problem: string, text: string) =>
      lint({
        rule: 'SplitWords',
        kind: 'Typo',
        start: 0,
        end: problem.length,
        problem,
        suggestions: [{ kind: 'replace', text }],
      });
    // ECDICT's nearest words, as SymSpell gives them.
    const nearest = (word: string) =>
      ({ importand: ['important'], arisky: ['risky'], inmany: [] })[word] ?? [];
    const context = { variety: 'american' as const, isWord: () => false, nearest, sentence: '' };
    expect(DEFAULT_POLICY.choose(split('importand', 'import and'), context)).toBeNull();
    // The word the split keeps whole is no rival: "a risky" adds the space the learner left out.
    expect(DEFAULT_POLICY.choose(split('arisky', 'a risky'), context)).toBe('a risky');
    expect(DEFAULT_POLICY.choose(split('inmany', 'in many'), context)).toBe('in many');
  });

  it('splits two words run together into the one phrase the dictionary has, unless another is a letter away', () => {
    const known = new Set(['in order', 'each other', 'off course', 'of course', 'maybe', 'may be']);
    const isWord = (word: string) => known.has(word);
    expect(phraseSplit('Inorder', isWord)).toBe('In order');
    expect(phraseSplit('eachother', isWord)).toBe('each other');
    expect(phraseSplit('maybe', isWord)).toBeNull();
    expect(phraseSplit('offcourse', isWord)).toBeNull();
    expect(phraseSplit('Inorder', () => false)).toBeNull();
  });

  it('keeps a capitalised word with a negation Harper would change when no phrase splits it', () => {
    const sentence = 'Inorder to do this, we need time.';
    const wrongNegative = lint({
      rule: 'WrongNegative',
      kind: 'Miscellaneous',
      start: 0,
      end: 7,
      problem: 'Inorder',
      suggestions: [{ kind: 'replace', text: 'Disorder' }],
    });
    const settings = { grammarLanguage: 'english', englishVariety: 'american' } as const;
    expect(buildCheck(sentence, [wrongNegative], settings).correctedSentence).toBe(sentence);
    const words = { isWord: (word: string) => word === 'in order' };
    expect(buildCheck(sentence, [wrongNegative], settings, undefined, words).correctedSentence).toBe(
      'In order to do this, we need time.',
    );
  });
});

describe('learner rules', () => {
  const fixed = (sentence: string, harper: RawLint[] = []) =>
    buildCheck(sentence, [...harper, ...learnerLints(sentence, harper)], {
      grammarLanguage: 'english',
      englishVariety: 'american',
    }).correctedSentence;
  /** What Harper says about a word it does not know. */
  const unknown = (sentence: string, word: string) => {
    const start = sentence.indexOf(word);
    return [
      lint({ start, end: start + word.length, problem: word, suggestions: [{ kind: 'replace', text: 'x' }] }),
    ];
  };

  it('fixes plural uncountable nouns and irregular plurals that Harper does not know, with ECDICT forms', () => {
    const informations = 'He gave me many useful informations.';
    expect(fixed(informations, unknown(informations, 'informations'))).toBe(
      'He gave me a lot of useful information.',
    );
    // Harper knows the word: no second signal, no fix.
    expect(fixed(informations)).toBe(informations);
    // Unless the noun never has a plural.
    expect(fixed('The machineries are old.')).toBe('The machinery is old.');
    const childs = 'The childs play outside.';
    expect(fixed(childs, unknown(childs, 'childs'))).toBe('The children play outside.');
    // "mouses" is also a verb form; after a number it is a plural.
    expect(fixed('I saw three mouses.')).toBe('I saw three mice.');
    expect(fixed('She mouses around.')).toBe('She mouses around.');
  });

  it('leaves "can not" alone: it is not wrong', () => {
    expect(fixed('I can not swim.')).toBe('I can not swim.');
    expect(fixed('She can not only sing but also dance.')).toBe('She can not only sing but also dance.');
  });

  it('adds a comma after an introductory phrase and a missing full stop or question mark', () => {
    expect(fixed('For example we can walk.')).toBe('For example, we can walk.');
    expect(fixed('However, we can walk.')).toBe('However, we can walk.');
    expect(fixed('I like apples')).toBe('I like apples.');
    expect(fixed('Do you like apples')).toBe('Do you like apples?');
    expect(fixed('Hello')).toBe('Hello');
    expect(learnerLints('I like apples.')).toEqual([]);
  });
});
