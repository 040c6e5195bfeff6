/**
 * A sentence handed over to Check to write again: by the mistakes notebook (router state) or a link
 * (?sentence=…). Anything else (no sentence, not text) starts with an empty box.
 */
export function readHandedSentence(state: unknown, search: string): string {
  const fromState = (state as { sentence?: unknown } | null)?.sentence;
  const sentence = typeof fromState === 'string' ? fromState : new URLSearchParams(search).get('sentence');
  return sentence?.trim() ?? '';
}
