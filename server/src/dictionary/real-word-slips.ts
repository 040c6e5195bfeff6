import { editDistance } from './edit-distance';

/*
 * A real word can be a slip too: 'wether' (a castrated ram) is in the dictionary, but a learner who types
 * it almost always meant 'whether'. A word is questioned when it is rare, outside the RARE_BEYOND most
 * common in both of ECDICT's corpora and on no exam or learner list, and a word among the COMMON_WITHIN
 * most common is one edit away. 'dairy' (about 5,600th) is common enough to pass though 'diary' is near.
 */
export const RARE_BEYOND = 30_000;
export const COMMON_WITHIN = 10_000;

export interface WordStanding {
  bestRank: number | null;
  listed: boolean;
}

export function isRare({ bestRank, listed }: WordStanding): boolean {
  return !listed && (bestRank === null || bestRank > RARE_BEYOND);
}

export interface CommonCandidate {
  key: string;
  word: string;
  bestRank: number;
}

/** The candidates one edit from `key` (itself excluded), most common first. */
export function oneEditAway(key: string, candidates: readonly CommonCandidate[]): string[] {
  return candidates
    .filter((candidate) => candidate.key !== key && editDistance(key, candidate.key, 1) <= 1)
    .sort((a, b) => a.bestRank - b.bestRank || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0))
    .map((candidate) => candidate.word);
}
