import type { APIRequestContext } from '@playwright/test';
import { expect } from './test';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A sentence check made through the API (the scripted AI corrects 'go' to 'goes'). */
export async function createCheck(
  request: APIRequestContext,
  token: string,
  sentence: string,
  isPublic = true,
): Promise<string> {
  const response = await request.post('/api/check', { headers: auth(token), data: { sentence, isPublic } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { check: { id: string } }).check.id;
}

/** A generation from these words (imported first), made through the API. */
export async function createGeneration(
  request: APIRequestContext,
  token: string,
  words: string[],
  isPublic = true,
): Promise<string> {
  const imported = await request.post('/api/words/import', {
    headers: auth(token),
    data: { words: words.map((word) => ({ word })), force: true },
  });
  expect(imported.ok()).toBe(true);
  const list = (await (
    await request.get('/api/words', { headers: auth(token), params: { limit: 100 } })
  ).json()) as { words: { id: string; word: string }[] };
  const wordIds = list.words.filter((word) => words.includes(word.word)).map((word) => word.id);
  const response = await request.post('/api/generate', { headers: auth(token), data: { wordIds, isPublic } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { generation: { id: string } }).generation.id;
}

export async function like(
  request: APIRequestContext,
  token: string,
  kind: 'generations' | 'checks',
  id: string,
) {
  const response = await request.post(`/api/${kind}/${id}/like`, { headers: auth(token) });
  expect(response.ok()).toBe(true);
}
