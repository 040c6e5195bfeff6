import type { Word } from '@contract';
import { bearer } from './accounts';
import type { TestApp } from './app';

/** POST /api/words, failing the test unless the word was added. */
export async function addWord(t: TestApp, token: string, payload: object | string): Promise<Word> {
  const body = typeof payload === 'string' ? { word: payload } : payload;
  const response = await t.inject({
    method: 'POST',
    url: '/api/words',
    payload: body,
    headers: bearer(token),
  });
  if (response.statusCode !== 201) throw new Error(`add failed: ${response.statusCode} ${response.body}`);
  return response.json<{ word: Word }>().word;
}

/** GET with the token, answering the parsed body and the status. */
export async function getJson(t: TestApp, token: string, url: string, language?: string) {
  const response = await t.inject({
    method: 'GET',
    url,
    headers: { ...bearer(token), ...(language ? { 'accept-language': language } : {}) },
  });
  return { status: response.statusCode, body: response.json(), response };
}
