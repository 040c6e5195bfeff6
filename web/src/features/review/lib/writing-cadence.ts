import { useCallback, useState } from 'react';

/** How often a card starts as a writing card: never (0), every card, or one card in 3, 5 or 10 of a sitting. */
export const WRITING_CADENCES = [0, 1, 3, 5, 10] as const;
export type WritingCadence = (typeof WRITING_CADENCES)[number];

/* Kept in this browser: a habit of practice on this device, not an account preference the server needs. */
const STORAGE_KEY = 'wordloom.review.writeEvery';

function stored(): WritingCadence {
  try {
    const value = Number(localStorage.getItem(STORAGE_KEY));
    return WRITING_CADENCES.find((cadence) => cadence === value) ?? 0;
  } catch {
    return 0;
  }
}

/** The learner's cadence and its setter, kept across sittings. */
export function useWritingCadence(): [WritingCadence, (cadence: WritingCadence) => void] {
  const [cadence, setCadence] = useState<WritingCadence>(stored);
  const save = useCallback((next: WritingCadence) => {
    setCadence(next);
    try {
      localStorage.setItem(STORAGE_KEY, String(next));
    } catch {
      // Private browsing without storage: the choice lasts this sitting.
    }
  }, []);
  return [cadence, save];
}

/** Whether the card after `done` answered cards starts as a writing card. */
export function isWritingTurn(done: number, cadence: WritingCadence): boolean {
  return cadence > 0 && (done + 1) % cadence === 0;
}
