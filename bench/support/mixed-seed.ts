/*
 * The learners of `npm run bench:mixed`, seeded through the app's HTTP API: each registers from its own
 * address (the server trusts 127.0.0.1 as a proxy) and imports the same everyday words, whose ids the
 * ratings then pick from.
 */
import { callApi as send } from './seed';

export interface MixedLearner {
  token: string;
  wordIds: string[];
}

const WORDS = (
  'apple river borrow gentle harvest quiet calendar abandon friend mouse leaf window travel ' +
  'market teacher summer decide explain answer letter garden happy simple listen bridge music ' +
  'village weather promise journey'
).split(' ');

export async function seedLearners(
  baseUrl: string,
  counts: { learners: number; wordsEach: number },
): Promise<MixedLearner[]> {
  const stamp = Date.now().toString(36);
  const words = WORDS.slice(0, counts.wordsEach);
  return Promise.all(
    Array.from({ length: counts.learners }, async (_, i) => {
      const name = `mixed_${stamp}_${i}`;
      const { token } = (await send(
        baseUrl,
        'POST',
        '/api/auth/register',
        null,
        {
          username: name,
          email: `${name}@example.com`,
          password: 'correct-horse-7',
        },
        { 'x-forwarded-for': `10.88.${i >> 8}.${i & 255}` },
      )) as { token: string };
      await send(baseUrl, 'POST', '/api/words/import', token, {
        words: words.map((word) => ({ word })),
        force: true,
      });
      const list = (await send(baseUrl, 'GET', `/api/words?limit=100`, token)) as {
        words: Array<{ id: string }>;
      };
      return { token, wordIds: list.words.map((word) => word.id) };
    }),
  );
}
