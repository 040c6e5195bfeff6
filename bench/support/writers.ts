/*
 * Learners writing while a bench reads: signed in over HTTP, at a steady rate, alternately liking (or
 * un-liking) a public generation and adding a word of their own, as the community does on a busy evening.
 */
import { callApi } from './seed';

export interface WriteTally {
  likes: number;
  words: number;
  failed: number;
  /** Writes answered per second over the time the writers ran. */
  perSecond: number;
}

export interface Writers {
  stop(): Promise<WriteTally>;
}

/* A write that takes longer than its turn does not hold the next one back, up to this many at once. */
const MOST_AT_ONCE = 20;

/** A word no dictionary knows, the same for no two calls: letters only, as words must be. */
function madeUpWord(n: number): string {
  return `zq${[...n.toString(26)].map((digit) => String.fromCharCode(97 + parseInt(digit, 26))).join('')}`;
}

export function startWriters(
  baseUrl: string,
  learners: { tokens: string[]; generationIds: string[] },
  perSecond: number,
): Writers {
  const tally = { likes: 0, words: 0, failed: 0 };
  const startedAt = performance.now();
  const running = new Set<Promise<void>>();
  let stopped = false;
  let sent = 0;

  function write(n: number): Promise<void> {
    const token = learners.tokens[n % learners.tokens.length]!;
    const liking = n % 2 === 0;
    const done = liking
      ? callApi(
          baseUrl,
          'POST',
          `/api/generations/${learners.generationIds[(n * 7919) % learners.generationIds.length]}/like`,
          token,
        ).then(() => void (tally.likes += 1))
      : callApi(baseUrl, 'POST', '/api/words', token, { word: madeUpWord(n), force: true }).then(
          () => void (tally.words += 1),
        );
    return done.catch(() => void (tally.failed += 1));
  }

  const paced = (async () => {
    const interval = 1000 / perSecond;
    while (!stopped) {
      // Paced by the clock, not by the answers: a slow answer does not lower the rate.
      const due = startedAt + sent * interval;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (stopped) break;
      if (running.size >= MOST_AT_ONCE) await Promise.race(running);
      const one = write(sent);
      running.add(one);
      void one.finally(() => running.delete(one));
      sent += 1;
    }
  })();

  return {
    async stop() {
      stopped = true;
      await paced;
      await Promise.all(running);
      const seconds = (performance.now() - startedAt) / 1000;
      return { ...tally, perSecond: (tally.likes + tally.words) / seconds };
    },
  };
}
