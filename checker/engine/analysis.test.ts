import { describe, expect, it } from 'vitest';
import { DEFINITE_DETERMINERS, SUBJECT_JOINERS, wordsOf } from '../lexicon/words';
import { learnerLints, REGISTRY } from '../rules/registry';
import type { RegistryEntry, SentenceContext } from '../rules/rule';
import { analyse, NONE, type SentenceAnalysis, type SubjectOptions, type WordSpan } from './analysis';

/** The words of a span, as written. */
const textOf = (analysis: SentenceAnalysis, span: WordSpan | undefined) =>
  span &&
  analysis.words
    .slice(span.start, span.end)
    .map((word) => word.text)
    .join(' ');

describe('the analysis of a sentence', () => {
  it('has wordsOf’s words', () => {
    const sentence = 'My brother’s friend didn’t come.';
    expect(analyse(sentence).words).toEqual(wordsOf(sentence));
  });

  it('gives each word its parts of speech, open and closed classes', () => {
    const analysis = analyse('She can usually find the new books in my bag because they are big.');
    const parts = (text: string) => [
      ...analysis.readings[analysis.words.findIndex((w) => w.text === text)]!.parts,
    ];
    expect(parts('She')).toEqual(['pronoun']);
    expect(parts('can')).toContain('auxiliary');
    expect(parts('usually')).toEqual(['adverb']);
    expect(parts('find')).toContain('verb');
    expect(parts('the')).toEqual(['determiner']);
    expect(parts('new')).toContain('adjective');
    expect(parts('books')).toContain('noun');
    expect(parts('in')).toEqual(['preposition']);
    expect(parts('because')).toEqual(['conjunction']);
    expect(
      analysis.is(
        analysis.words.findIndex((w) => w.text === 'are'),
        'auxiliary',
      ),
    ).toBe(true);
  });

  it('splits the clauses where one starts, a joining word with the clause it opens, each with its subject', () => {
    const clauses = (sentence: string) => {
      const analysis = analyse(sentence);
      return analysis.clauses.map((clause) => [textOf(analysis, clause), textOf(analysis, clause.subject)]);
    };
    expect(clauses('When I was young, my parents lived in Beijing and they worked hard.')).toEqual([
      ['When I was young', 'I'],
      ['my parents lived in Beijing', 'my parents'],
      ['and they worked hard', 'they'],
    ]);
    expect(clauses('I think that all the students can come because the new teacher is kind.')).toEqual([
      ['I think', 'I'],
      ['that all the students can come', 'all the students'],
      ['because the new teacher is kind', 'the new teacher'],
    ]);
    expect(clauses('Students learn English, but a good idea helps.')).toEqual([
      ['Students learn English', 'Students'],
      ['but a good idea helps', 'a good idea'],
    ]);
    expect(clauses('Go home, it is late.')).toEqual([
      ['Go home', undefined],
      ['it is late', 'it'],
    ]);
  });

  it('finds a clause’s start as startsClause does, for either set of joining words', () => {
    const analysis = analyse('My friend and she play, and we watch.');
    const at = (text: string) => analysis.words.findIndex((w) => w.text === text);
    expect(analysis.startsClause(at('she'))).toBe(true);
    expect(analysis.startsClause(at('she'), SUBJECT_JOINERS)).toBe(false);
    expect(analysis.startsClause(at('we'), SUBJECT_JOINERS)).toBe(true);
    expect(textOf(analysis, analysis.clauseOf(at('watch')))).toBe('and we watch');
  });

  describe('the one subject finder: each option changes the span', () => {
    /** The subject subjectAt finds at the `start`th word, as written. */
    const subject = (sentence: string, start: number, options?: SubjectOptions) => {
      const analysis = analyse(sentence);
      return textOf(analysis, analysis.subjectAt(start, options));
    };

    it('pronouns: which pronouns are a subject alone', () => {
      expect(subject('She sings.', 0)).toBe('She');
      expect(subject('She sings.', 0, { pronouns: NONE })).toBeUndefined();
      expect(subject('She sings.', 0, { pronouns: new Set(['he']) })).toBeUndefined();
    });

    it('determiners: what opens a noun subject (one thing’s leave quantities out)', () => {
      expect(subject('Most student like it.', 0)).toBe('Most student');
      expect(subject('Most student like it.', 0, { determiners: DEFINITE_DETERMINERS })).toBeUndefined();
      expect(subject('Most student like it.', 0, { determiners: (lower) => lower === 'most' })).toBe(
        'Most student',
      );
      expect(subject('My mother cooks.', 0, { determiners: NONE })).toBeUndefined();
    });

    it('describing: how many words may stand between the determiner and the noun', () => {
      expect(subject('My best old friend came.', 0)).toBe('My best old friend');
      expect(subject('My best old friend came.', 0, { describing: 1 })).toBeUndefined();
      expect(subject('My friend came.', 0, { describing: 0 })).toBe('My friend');
    });

    it('describes: what may stand there', () => {
      expect(subject('My new car is red.', 0)).toBe('My new car');
      expect(subject('My new car is red.', 0, { describes: () => false })).toBeUndefined();
    });

    it('noun: what may be the subject’s last word', () => {
      expect(subject('My new car is red.', 0, { noun: ({ lower }) => lower === 'new' })).toBe('My new');
    });

    it('then: what must follow the noun (the first noun so followed ends the subject)', () => {
      expect(subject('The bus stop is far.', 0)).toBe('The bus');
      expect(subject('The bus stop is far.', 0, { then: (next) => next?.lower === 'is' })).toBe(
        'The bus stop',
      );
      expect(
        subject('The bus stop is far.', 0, { then: (_, rest) => /^\s*[.,]/.test(rest) }),
      ).toBeUndefined();
    });

    it('bare: a noun with no determiner', () => {
      expect(subject('Students learn English.', 0)).toBe('Students');
      expect(subject('Students learn English.', 0, { bare: false })).toBeUndefined();
      expect(subject('Food is good.', 0)).toBeUndefined();
      expect(subject('Food is good.', 0, { bare: () => true })).toBe('Food');
    });

    it('capitals: which words may have a capital', () => {
      expect(subject('The Food very good.', 0)).toBeUndefined();
      expect(subject('The Food very good.', 0, { capitals: 'any' })).toBe('The Food');
      expect(subject('The food is good.', 0)).toBe('The food');
      expect(subject('The food is good.', 0, { capitals: 'none' })).toBeUndefined();
    });

    it('together: only spaces between its words', () => {
      expect(subject('My, friend is here.', 0)).toBe('My friend');
      expect(subject('My, friend is here.', 0, { together: true })).toBeUndefined();
    });

    it('clause: its first word starts its clause', () => {
      expect(subject('I know the teacher is kind.', 2)).toBe('the teacher');
      expect(subject('I know the teacher is kind.', 2, { clause: SUBJECT_JOINERS })).toBeUndefined();
      expect(subject('I know that the teacher is kind.', 3, { clause: SUBJECT_JOINERS })).toBe('the teacher');
    });

    it('afterThinking: the subject of the clause after "I think (that)"', () => {
      expect(subject('I think he is right.', 0)).toBe('I');
      expect(subject('I think he is right.', 0, { afterThinking: true })).toBe('he');
      expect(subject('I think that he is right.', 0, { afterThinking: true })).toBe('he');
      expect(subject('I think, he is right.', 0, { afterThinking: true })).toBe('I');
    });

    it('end: the words before it only', () => {
      expect(subject('My new car is red.', 0, { end: 2 })).toBeUndefined();
      expect(subject('My new car is red.', 0, { end: 3 })).toBe('My new car');
    });

    it('subjectBefore: the subject whose noun is the word before a verb, nearest start first', () => {
      const analysis = analyse('Yesterday my best friend cooks.');
      expect(textOf(analysis, analysis.subjectBefore(4))).toBe('my best friend');
      expect(textOf(analysis, analysis.subjectBefore(4, { describing: 0 }))).toBeUndefined();
      expect(textOf(analysis, analysis.subjectBefore(3))).toBeUndefined();
    });
  });

  it('is made once per pass: every rule of the pass reads the same analysis', () => {
    const seen: SentenceAnalysis[] = [];
    const spy = (entry: RegistryEntry): RegistryEntry => ({
      ...entry,
      lints: (sentence: string, context: SentenceContext) => {
        seen.push(context.analysis);
        return entry.lints(sentence, context);
      },
    });
    const registry = REGISTRY as RegistryEntry[];
    const [first, second] = [registry[0]!, registry[1]!];
    registry[0] = spy(first);
    registry[1] = spy(second);
    try {
      learnerLints('She usually play the piano.');
      learnerLints('She usually plays the piano.');
    } finally {
      registry[0] = first;
      registry[1] = second;
    }
    expect(seen).toHaveLength(4);
    expect(seen[0]).toBe(seen[1]);
    expect(seen[2]).toBe(seen[3]);
    expect(seen[2]).not.toBe(seen[0]);
    expect(seen[2]!.sentence).toBe('She usually plays the piano.');
  });
});
