import { describe, expect, it } from 'vitest';
import { SUBJECT_JOINERS, wordsOf } from '../lexicon/words';
import { learnerLints, REGISTRY } from '../rules/registry';
import type { RegistryEntry, SentenceContext } from '../rules/rule';
import { analyse, type SentenceAnalysis, type WordSpan } from './analysis';

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

  it('gives each word its lemmas', () => {
    const analysis = analyse('The children went to school and studies hard, making friends.');
    const lemmas = (text: string) =>
      analysis.readings[analysis.words.findIndex((w) => w.text === text)]!.lemmas;
    expect(lemmas('children')).toEqual(['child']);
    expect(lemmas('went')).toEqual(['go']);
    expect(lemmas('studies')).toContain('study');
    expect(lemmas('making')).toEqual(['make']);
    expect(lemmas('friends')).toEqual(['friend']);
    expect(lemmas('The')).toEqual(['the']);
    expect(analyse('She is here.').readings[1]!.lemmas).toEqual(['be']);
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
