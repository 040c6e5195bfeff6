import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { corpusGleu, gleuFromStats, gleuStats, pairedBootstrap, PythonRandom, splitTokens } from './gleu';
import { jflegDir, JFLEG_WHERE } from './jfleg';
import { detokenize, tokenize } from './tokenize';

// Expected values come from the official gleu.py (github.com/keisks/jfleg eval/gleu.py) run under Python 2.7.
describe('GLEU (eval/gleu.ts)', () => {
  it("reproduces Python 2's random.seed / random / randint", () => {
    const rng = new PythonRandom(101);
    expect(rng.random()).toBe(0.5811521325045647);
    expect(rng.random()).toBe(0.1947544955341367);
    expect(new PythonRandom(0).random()).toBe(0.8444218515250481);
    const draws = [0, 1, 2, 3, 4].map((j) => {
      const r = new PythonRandom(j * 101);
      return Array.from({ length: 8 }, () => r.randint(0, 3));
    });
    expect(draws).toEqual([
      [3, 3, 1, 1, 2, 1, 3, 1],
      [2, 0, 3, 3, 1, 2, 0, 0],
      [3, 2, 1, 0, 2, 3, 1, 3],
      [0, 3, 0, 3, 3, 1, 2, 1],
      [0, 1, 0, 0, 2, 1, 1, 0],
    ]);
  });

  it('computes the statistics of one sentence with the source penalty', () => {
    const h = splitTokens('he goes to school .');
    const s = splitTokens('he go to school');
    const r = splitTokens('he went to school .');
    // unigrams: h∩r = he,to,school,. (4); source n-grams not in r: go -> h has none of them.
    expect(gleuStats(h, s, r)).toEqual([5, 5, 4, 5, 2, 4, 1, 3, 0, 2]);
    expect(gleuFromStats([5, 5, 4, 5, 2, 4, 1, 3, 0, 2])).toBe(0);
    expect(gleuFromStats([5, 5, 4, 5, 2, 4, 1, 3, 0, 2], true)).toBeCloseTo(
      Math.exp((Math.log(4 / 5) + Math.log(2 / 4) + Math.log(1 / 3) + Math.log(1 / 2)) / 4),
      12,
    );
    // A hypothesis that keeps a source n-gram the reference dropped loses it from the numerator.
    expect(gleuStats(splitTokens('he go to school'), s, r).slice(2, 4)).toEqual([2, 4]);
  });

  it('matches gleu.py on a small corpus', () => {
    const sources = ['the cat sit on mat .', 'he go to school'];
    const references = [
      ['the cat sat on the mat .', 'he goes to school .'],
      ['the cat sits on the mat .', 'he went to school .'],
    ];
    const result = corpusGleu({
      sources,
      references,
      hypotheses: ['the cat sat on mat .', 'he goes to school .'],
    });
    expect(result.gleu.toFixed(6)).toBe('0.380371');
    expect(result.std.toFixed(6)).toBe('0.239215');
    expect(result.sentences.map((x) => x.toFixed(6))).toEqual(['0.345435', '0.754066']);
    expect(corpusGleu({ sources, references, hypotheses: sources }).gleu).toBe(0);
  });

  describe('paired bootstrap of a gain', () => {
    // Twenty learner sentences: a system that fixes every one against one that fixes one in four.
    const sources = Array.from({ length: 20 }, (_, i) => `he go to school number ${i} every day`);
    const fixed = sources.map((line) => line.replace('go', 'goes'));
    const references = [fixed, fixed.map((line) => line.replace('goes', 'went'))];
    const some = sources.map((line, i) => (i % 4 === 0 ? fixed[i]! : line));

    it('puts a clear gain inside an interval above zero', () => {
      const result = pairedBootstrap(
        { sources, references, baseline: some, better: fixed },
        { resamples: 500 },
      );
      const full = corpusGleu({ sources, references, hypotheses: fixed }).gleu;
      const part = corpusGleu({ sources, references, hypotheses: some }).gleu;
      expect(result.gain).toBeCloseTo(full - part, 12);
      expect(result.ci95[0]).toBeGreaterThan(0);
      expect(result.ci95[0]).toBeLessThanOrEqual(result.ci95[1]);
    });

    it('gives no gain, and an interval of zero, for the same output', () => {
      const result = pairedBootstrap(
        { sources, references, baseline: some, better: some },
        { resamples: 200 },
      );
      expect(result).toEqual({ gain: 0, ci95: [0, 0] });
    });

    it('is wide where the gain rests on one sentence, and the same on every run', () => {
      const one = sources.map((line, i) => (i === 0 ? fixed[0]! : line));
      const run = () => pairedBootstrap({ sources, references, baseline: sources, better: one });
      const result = run();
      expect(result.gain).toBeGreaterThan(0);
      // Some resamples leave the one fixed sentence out: the interval reaches zero.
      expect(result.ci95[0]).toBe(0);
      expect(result.ci95[1]).toBeGreaterThan(result.gain);
      expect(run()).toEqual(result);
    });
  });

  // JFLEG's licence (CC BY-NC-SA 4.0) keeps it out of the repository: without it, the name says where it goes.
  const dev = jflegDir();
  const name = dev
    ? 'matches gleu.py on the JFLEG dev set (source: 0.382146)'
    : `matches gleu.py on the JFLEG dev set: skipped, put dev.src and dev.ref0..3 in ${JFLEG_WHERE}`;
  it.skipIf(!dev)(name, () => {
    const read = (file: string) => readFileSync(join(dev!, file), 'utf8').split('\n').slice(0, 754);
    const sources = read('dev.src');
    const references = [0, 1, 2, 3].map((i) => read(`dev.ref${i}`));
    expect(corpusGleu({ sources, references, hypotheses: sources }).gleu.toFixed(6)).toBe('0.382146');
    expect(corpusGleu({ sources, references, hypotheses: references[0]! }).gleu.toFixed(6)).toBe('0.672553');
  });

  it('detokenises JFLEG text and tokenises it back', () => {
    const line = 'I do n\'t think so , he said : " it \'s fine " ( really ) .';
    expect(detokenize(line)).toBe('I don\'t think so, he said: "it\'s fine" (really).');
    expect(tokenize(detokenize(line))).toBe(line);
    expect(tokenize("We can't go... Mr. Smith's car.")).toBe("We ca n't go ... Mr. Smith 's car .");
    // JFLEG splits off only the line's last full stop.
    expect(tokenize('They drive their own car. They like it.')).toBe(
      'They drive their own car. They like it .',
    );
    expect(tokenize('marketing and business etc..')).toBe('marketing and business etc. .');
  });
});
