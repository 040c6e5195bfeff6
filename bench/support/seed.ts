/*
 * Seeds a running Wordloom through its own HTTP API, as learners would: registrations, word imports,
 * public generations and checks (answered by the scripted OpenAI-compatible provider, the project's one
 * test double, on loopback), and likes. The server must trust 127.0.0.1 as a proxy (TRUST_PROXY) so each
 * learner registers from its own X-Forwarded-For address.
 */
import { startScriptedProvider, type ScriptedProvider } from '../../server/src/test/ai-provider';
import { BENCH_WORDS as WORDS } from './vocabulary';

export const SCRIPTED_MODELS = ['bench-model'];

export async function startBenchAiProvider(port: number): Promise<ScriptedProvider> {
  return startScriptedProvider({ port, models: SCRIPTED_MODELS });
}

/** What the bench server needs to reach the scripted provider and to trust the learners' addresses. */
export function seedEnv(provider: ScriptedProvider): Record<string, string> {
  return {
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: provider.baseUrl,
    AI_MODELS: SCRIPTED_MODELS.join(','),
    TRUST_PROXY: '127.0.0.1',
  };
}

/* The per-learner AI limit is 20 a minute (generations and checks together). */
const PER_LEARNER = 20;

export interface Seeded {
  /** A learner with words, generations, checks and likes of their own: the signed-in reader. */
  readerToken: string;
  /** Every learner seeded (the reader first): the writers of a mixed run. */
  learnerTokens: string[];
  generationIds: string[];
  checkIds: string[];
}

export async function seedCommunity(
  baseUrl: string,
  counts: { generations: number; checks: number; likesPerLearner: number },
): Promise<Seeded> {
  const api = client(baseUrl);
  const learners = Math.ceil((counts.generations + counts.checks) / PER_LEARNER);
  const tokens = await Promise.all(Array.from({ length: learners }, (_, i) => api.register(i)));
  const generationIds: string[] = [];
  const checkIds: string[] = [];
  let toGenerate = counts.generations;
  let toCheck = counts.checks;
  const plans = tokens.map((token) => {
    const generations = Math.min(PER_LEARNER, toGenerate);
    toGenerate -= generations;
    const checks = Math.min(PER_LEARNER - generations, toCheck);
    toCheck -= checks;
    return { token, generations, checks };
  });
  await Promise.all(
    plans.map(async ({ token, generations, checks }) => {
      const wordIds = generations > 0 ? await api.importWords(token, WORDS) : [];
      for (let i = 0; i < generations; i += 1) {
        const chosen = [wordIds[i % wordIds.length]!, wordIds[(i * 7 + 3) % wordIds.length]!];
        generationIds.push(await api.generate(token, [...new Set(chosen.slice(0, 1 + (i % 2)))]));
      }
      for (let i = 0; i < checks; i += 1) {
        checkIds.push(
          await api.check(token, `She go to the ${WORDS[i % WORDS.length]} every day number ${i}.`),
        );
      }
    }),
  );
  await Promise.all(
    tokens.map(async (token, learner) => {
      for (let n = 0; n < counts.likesPerLearner; n += 1) {
        const id = generationIds[(learner * 31 + n * 17) % generationIds.length]!;
        await api.post(token, `/api/generations/${id}/like`, undefined);
      }
    }),
  );
  return { readerToken: tokens[0]!, learnerTokens: tokens, generationIds, checkIds };
}

/** One call to the app's API as a learner (or a guest, without a token); any failure stops the seeding. */
export async function callApi(
  baseUrl: string,
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
  extra: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...extra,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

function client(baseUrl: string) {
  const send = (method: string, path: string, token: string | null, body: unknown, extra = {}) =>
    callApi(baseUrl, method, path, token, body, extra);
  const stamp = Date.now().toString(36);
  return {
    post: (token: string, path: string, body: unknown) => send('POST', path, token, body),
    async register(i: number): Promise<string> {
      const name = `bench_${stamp}_${i}`;
      const answer = await send(
        'POST',
        '/api/auth/register',
        null,
        { username: name, email: `${name}@example.com`, password: 'correct-horse-7' },
        { 'x-forwarded-for': `10.77.${i >> 8}.${i & 255}` },
      );
      return answer.token as string;
    },
    async importWords(token: string, words: string[]): Promise<string[]> {
      await send('POST', '/api/words/import', token, { words: words.map((word) => ({ word })), force: true });
      const list = await send('GET', '/api/words?limit=100', token, undefined);
      return (list.words as Array<{ id: string }>).map((word) => word.id);
    },
    async generate(token: string, wordIds: string[]): Promise<string> {
      const answer = await send('POST', '/api/generate', token, { wordIds, isPublic: true });
      return (answer.generation as { id: string }).id;
    },
    async check(token: string, sentence: string): Promise<string> {
      const answer = await send('POST', '/api/check', token, { sentence, isPublic: true });
      return (answer.check as { id: string }).id;
    },
  };
}
