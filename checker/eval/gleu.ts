/*
 * GLEU for grammatical error correction (Napoles, Sakaguchi, Post and Tetreault, ACL 2015), in the
 * multi-reference form of the 2016 update that JFLEG uses: the official `gleu.py` of github.com/keisks/jfleg
 * (eval/gleu.py, "Updated 2 May 2016"), transcribed faithfully:
 *
 * - sentences are whitespace-split token lists; n-grams of order 1..4;
 * - for one hypothesis h, source s and ONE reference r, for each n:
 *     numerator   = max(0, |h ∩ r| - |h ∩ (s \ r)|)   (clipped counts; s \ r = source n-grams absent from r)
 *     denominator = max(0, len(h) + 1 - n)
 *   and the lengths len(h), len(r); these statistics are summed over the corpus;
 * - corpus GLEU = exp(min(0, 1 - r/c) + (1/4) Σ log(num_n / den_n)), or 0 when any statistic is 0
 *   (c = hypothesis length, r = reference length: BLEU's brevity penalty);
 * - with several references, each of `iterations` (500) rounds picks one reference per sentence at random
 *   and computes corpus GLEU; the score is the mean over the rounds. Round j seeds Python's Mersenne Twister
 *   with j * 101 and draws `random.randint(0, refs - 1)` per sentence. gleu.py is Python 2, whose randint is
 *   `int(random() * width)`; this file reproduces that generator exactly, so the numbers match the official
 *   script to the last digit (see gleu.test.ts).
 *
 * Scores are on a 0..1 scale here; papers report them ×100 (JFLEG test: unedited source 40.5).
 */

export const GLEU_ORDER = 4;

/** Python 2 `str.split()`: runs of ASCII whitespace. */
export function splitTokens(line: string): string[] {
  return line.split(/[ \t\n\r\v\f]+/).filter((token) => token.length > 0);
}

type Counts = Map<string, number>;

function ngramCounts(tokens: readonly string[], n: number): Counts {
  const counts: Counts = new Map();
  for (let i = 0; i + n <= tokens.length; i += 1) {
    const key = tokens.slice(i, i + n).join('\u0000');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** Σ min(a[k], b[k]) over shared keys: Python's `sum((a & b).values())`. */
function overlap(a: Counts, b: Counts): number {
  let total = 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const [key, count] of small) {
    const other = large.get(key);
    if (other !== undefined) total += Math.min(count, other);
  }
  return total;
}

/** The statistics of one hypothesis against one reference: [c, r, num1, den1, …, num4, den4]. */
export function gleuStats(
  hypothesis: readonly string[],
  source: readonly string[],
  reference: readonly string[],
): number[] {
  const stats = [hypothesis.length, reference.length];
  for (let n = 1; n <= GLEU_ORDER; n += 1) {
    const h = ngramCounts(hypothesis, n);
    const s = ngramCounts(source, n);
    const r = ngramCounts(reference, n);
    const sourceNotInReference: Counts = new Map();
    for (const [key, count] of s) if (!r.has(key)) sourceNotInReference.set(key, count);
    stats.push(Math.max(overlap(h, r) - overlap(h, sourceNotInReference), 0));
    stats.push(Math.max(hypothesis.length + 1 - n, 0));
  }
  return stats;
}

/** GLEU from (summed) statistics; `smooth` replaces zeros by one, as gleu.py does for sentence scores. */
export function gleuFromStats(stats: readonly number[], smooth = false): number {
  const values = smooth ? stats.map((value) => (value === 0 ? 1 : value)) : [...stats];
  if (values.some((value) => value === 0)) return 0;
  const [c, r] = values as [number, number];
  let logPrecision = 0;
  for (let i = 2; i < values.length; i += 2) logPrecision += Math.log(values[i]! / values[i + 1]!);
  logPrecision /= GLEU_ORDER;
  return Math.exp(Math.min(0, 1 - r / c) + logPrecision);
}

/* ---------- Python's random module (MT19937), enough for seed(int) and Python 2's randint ---------- */

export class PythonRandom {
  private readonly mt = new Uint32Array(624);
  private index = 625;

  constructor(seed: number) {
    this.seed(seed);
  }

  /** `random.seed(n)` for a non-negative integer below 2**53: init_by_array over its 32-bit chunks. */
  seed(seed: number): void {
    let n = Math.abs(Math.trunc(seed));
    const key: number[] = [];
    while (n > 0) {
      key.push(n % 0x1_0000_0000);
      n = Math.floor(n / 0x1_0000_0000);
    }
    if (key.length === 0) key.push(0);
    this.initByArray(key);
  }

  private initGenrand(s: number): void {
    const mt = this.mt;
    mt[0] = s >>> 0;
    for (let i = 1; i < 624; i += 1) {
      const prev = mt[i - 1]!;
      mt[i] = (Math.imul(1812433253, prev ^ (prev >>> 30)) + i) >>> 0;
    }
    this.index = 624;
  }

  private initByArray(key: readonly number[]): void {
    const mt = this.mt;
    this.initGenrand(19650218);
    let i = 1;
    let j = 0;
    for (let k = Math.max(624, key.length); k > 0; k -= 1) {
      const prev = mt[i - 1]!;
      mt[i] = ((mt[i]! ^ Math.imul(prev ^ (prev >>> 30), 1664525)) + key[j]! + j) >>> 0;
      i += 1;
      j += 1;
      if (i >= 624) {
        mt[0] = mt[623]!;
        i = 1;
      }
      if (j >= key.length) j = 0;
    }
    for (let k = 623; k > 0; k -= 1) {
      const prev = mt[i - 1]!;
      mt[i] = ((mt[i]! ^ Math.imul(prev ^ (prev >>> 30), 1566083941)) - i) >>> 0;
      i += 1;
      if (i >= 624) {
        mt[0] = mt[623]!;
        i = 1;
      }
    }
    mt[0] = 0x80000000;
    this.index = 624;
  }

  private nextUint32(): number {
    const mt = this.mt;
    if (this.index >= 624) {
      for (let kk = 0; kk < 624; kk += 1) {
        const y = (mt[kk]! & 0x80000000) | (mt[(kk + 1) % 624]! & 0x7fffffff);
        mt[kk] = mt[(kk + 397) % 624]! ^ (y >>> 1) ^ (y & 1 ? 0x9908b0df : 0);
      }
      this.index = 0;
    }
    let y = mt[this.index++]!;
    y ^= y >>> 11;
    y ^= (y << 7) & 0x9d2c5680;
    y ^= (y << 15) & 0xefc60000;
    y ^= y >>> 18;
    return y >>> 0;
  }

  /** `random.random()`: 53-bit float in [0, 1). */
  random(): number {
    const a = this.nextUint32() >>> 5;
    const b = this.nextUint32() >>> 6;
    return (a * 67108864 + b) / 9007199254740992;
  }

  /** Python 2.7 `random.randint(a, b)` (small ranges): `a + int(random() * (b - a + 1))`. */
  randint(a: number, b: number): number {
    return a + Math.floor(this.random() * (b - a + 1));
  }
}

/* ---------- corpus GLEU ---------- */

export interface GleuInput {
  /** One line per sentence (tokenised text). */
  sources: readonly string[];
  /** One array per reference set, each with one line per sentence. */
  references: readonly (readonly string[])[];
  hypotheses: readonly string[];
}

export interface GleuResult {
  /** Mean corpus GLEU over the iterations (0..1) — the number gleu.py prints first. */
  gleu: number;
  /** Population standard deviation over the iterations. */
  std: number;
  /** Normal 95% interval, as gleu.py prints it. */
  ci95: [number, number];
  /** Per-sentence GLEU: mean of the smoothed sentence GLEU against each reference (gleu.py --sent). */
  sentences: number[];
}

export interface GleuOptions {
  /** Rounds of random reference choice (gleu.py: 500). */
  iterations?: number;
}

export function corpusGleu(input: GleuInput, options: GleuOptions = {}): GleuResult {
  const iterations = options.iterations ?? 500;
  const count = input.sources.length;
  const refCount = input.references.length;
  if (refCount === 0) throw new Error('GLEU needs at least one reference set');
  if (input.hypotheses.length !== count) {
    throw new Error(`GLEU: ${input.hypotheses.length} hypotheses for ${count} sources`);
  }
  for (const refs of input.references) {
    if (refs.length !== count)
      throw new Error(`GLEU: a reference set has ${refs.length} lines for ${count} sources`);
  }

  // The reference drawn for each (round, sentence), exactly as gleu.py draws it.
  const indices: Uint8Array[] = [];
  for (let j = 0; j < iterations; j += 1) {
    const rng = new PythonRandom(j * 101);
    const row = new Uint8Array(count);
    for (let i = 0; i < count; i += 1) row[i] = rng.randint(0, refCount - 1);
    indices.push(row);
  }

  const width = 2 * GLEU_ORDER + 2;
  const totals = Array.from({ length: iterations }, () => new Float64Array(width));
  const sentences: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const hypothesis = splitTokens(input.hypotheses[i]!);
    const source = splitTokens(input.sources[i]!);
    const byRef = input.references.map((refs) => gleuStats(hypothesis, source, splitTokens(refs[i]!)));
    for (let j = 0; j < iterations; j += 1) {
      const stats = byRef[indices[j]![i]!]!;
      const total = totals[j]!;
      for (let k = 0; k < width; k += 1) total[k]! += stats[k]!;
    }
    sentences.push(mean(byRef.map((stats) => gleuFromStats(stats, true))));
  }

  const scores = totals.map((stats) => gleuFromStats(Array.from(stats)));
  const gleu = mean(scores);
  const std = Math.sqrt(mean(scores.map((score) => (score - gleu) ** 2)));
  const z = 1.959963984540054;
  return { gleu, std, ci95: [gleu - z * std, gleu + z * std], sentences };
}

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/* ---------- how sure a gain is ---------- */

export interface GainInterval {
  /** GLEU of `better` minus GLEU of `baseline`, as corpusGleu scores them (0..1 scale). */
  gain: number;
  /** 2.5th and 97.5th percentiles of the gain over the resamples. */
  ci95: [number, number];
}

/**
 * A paired bootstrap (Koehn 2004) of the gain of one system over another: how much of it a different set of
 * learner sentences of the same kind could take away. Each resample draws the sentences again with
 * replacement and one reference per sentence, as a gleu.py round does, and scores both systems on the same
 * draw. With 377 sentences the interval is wide: a gain inside it is not one the data can tell from chance.
 */
export function pairedBootstrap(
  input: Omit<GleuInput, 'hypotheses'> & { baseline: readonly string[]; better: readonly string[] },
  { resamples = 2000, seed = 2004 } = {},
): GainInterval {
  const { sources, references } = input;
  const count = sources.length;
  const refCount = references.length;
  const statsOf = (hypotheses: readonly string[]) =>
    sources.map((line, i) => {
      const hypothesis = splitTokens(hypotheses[i]!);
      const source = splitTokens(line);
      return references.map((refs) => gleuStats(hypothesis, source, splitTokens(refs[i]!)));
    });
  const [baseline, better] = [statsOf(input.baseline), statsOf(input.better)];
  const rng = new PythonRandom(seed);
  const width = 2 * GLEU_ORDER + 2;
  const gains: number[] = [];
  for (let round = 0; round < resamples; round += 1) {
    const totals = [new Float64Array(width), new Float64Array(width)];
    for (let drawn = 0; drawn < count; drawn += 1) {
      const sentence = rng.randint(0, count - 1);
      const reference = rng.randint(0, refCount - 1);
      [baseline, better].forEach((system, which) => {
        const stats = system[sentence]![reference]!;
        for (let k = 0; k < width; k += 1) totals[which]![k]! += stats[k]!;
      });
    }
    gains.push(gleuFromStats(Array.from(totals[1]!)) - gleuFromStats(Array.from(totals[0]!)));
  }
  gains.sort((a, b) => a - b);
  const percentile = (p: number) => gains[Math.min(resamples - 1, Math.floor(p * resamples))]!;
  const score = (hypotheses: readonly string[]) => corpusGleu({ sources, references, hypotheses }).gleu;
  return { gain: score(input.better) - score(input.baseline), ci95: [percentile(0.025), percentile(0.975)] };
}
