import { vi } from 'vitest';
import type { z } from 'zod';
import {
  DEFAULT_PREFERENCES,
  type API_ANSWERS,
  type ApiCall,
  type ErrorCode,
  type FieldError,
  type Generation,
  type PublicConfig,
  type SentenceCheck,
  type User,
  type Word,
} from '@contract';

/*
 * Test data is built from the contract's types, so a fixture that drifts from what the server sends
 * does not compile; answers are also checked against the contract's schemas by the client itself.
 */

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    username: 'lily_chen',
    email: 'lily@example.com',
    createdAt: '2025-01-01T00:00:00.000Z',
    preferences: DEFAULT_PREFERENCES,
    ...overrides,
  };
}

export const testUser: User = aUser();

export function aWord(overrides: Partial<Word> = {}): Word {
  const word = overrides.word ?? 'apple';
  return {
    id: `id-${word}`,
    word,
    definition: null,
    translation: null,
    phonetic: null,
    partOfSpeech: overrides.partOfSpeech ?? null,
    partsOfSpeech: overrides.partOfSpeech ? [overrides.partOfSpeech] : [],
    usageCount: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    source: 'own',
    context: null,
    ...overrides,
  };
}

const publishedBy = (username: string) => ({
  reasoning: null,
  model: 'test-model',
  provider: 'openai-compatible',
  grammarLanguage: 'bilingual' as const,
  isPublic: true,
  likes: 0,
  likedByMe: false,
  author: { username },
  createdAt: '2025-01-02T03:04:05.000Z',
});

export function aGeneration(overrides: Partial<Generation> = {}): Generation {
  return {
    id: 'g1',
    words: ['apple', 'river'],
    sentence: 'We ate an apple by the river.',
    translation: '我们在河边吃了一个苹果。',
    grammarExplanation: 'Simple past tense describes a finished action.',
    grammarPoints: [{ title: 'Simple past', explanation: 'ate is the past of eat.' }],
    ...publishedBy(testUser.username),
    ...overrides,
  };
}

export function aCheck(overrides: Partial<SentenceCheck> = {}): SentenceCheck {
  return {
    id: 'c1',
    sentence: 'She go to school.',
    correctedSentence: 'She goes to school.',
    isCorrect: false,
    score: 72,
    explanation: 'The verb must agree with the subject.',
    issues: [],
    unknownWords: [],
    ...publishedBy(testUser.username),
    model: 'offline',
    provider: 'offline',
    grammarLanguage: 'english',
    ...overrides,
  };
}

export function aPublicConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return {
    success: true,
    icpLicense: null,
    icpLink: null,
    resetCodeMinutes: 10,
    limits: { sentenceMax: 800, wordsPerGeneration: 50 },
    aiSource: 'platform',
    ...overrides,
  };
}

/** The JSON success answer of `call` (e.g. 'GET /words'), `{ success: true }` added. */
export function answer<Call extends ApiCall>(
  call: Call,
  payload: Omit<z.input<(typeof API_ANSWERS)[Call]>, 'success'>,
  status = call.startsWith('POST /auth/register') || call === 'POST /words' ? 201 : 200,
): Response {
  return jsonResponse({ success: true, ...payload }, status);
}

/** GET /ai/models on a server with a model ('platform') or without one (a default install, 'offline'). */
export function aiModelsAnswer(source: 'platform' | 'offline'): Response {
  return answer('GET /ai/models', {
    models:
      source === 'offline' ? [] : [{ id: 'm', label: 'M', provider: 'openai', supportsThinking: false }],
    defaultModel: source === 'offline' ? null : 'm',
    source,
    dailyCalls: null,
  });
}

/** A failure in the error envelope (docs/api-conventions.md). */
export function errorAnswer(
  status: number,
  code: ErrorCode,
  message = '',
  extra: { errors?: FieldError[]; suggestions?: string[] } = {},
): Response {
  return jsonResponse({ success: false, code, message, ...extra }, status);
}

/** Any JSON body: only for what the contract does not describe (a proxy's page, a broken answer). */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Replaces fetch; each test states the answers it needs. */
export function mockFetch(handler: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) =>
    Promise.resolve(handler(String(input), init)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
