import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuestionType, ReviewCard } from '@contract';
import { setLanguage } from '../../../i18n';
import { signIn, signOut } from '../../../lib/session';
import { answer, aWord, errorAnswer, mockFetch, testUser } from '../../../test/fixtures';
import { renderUi } from '../../../test/render-ui';
import { ReviewScreen } from './review-screen';

const NOW = Date.now();
const later = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

/** "harbor", with a sentence, asked the way the server chose. */
function harborCard(question: QuestionType): ReviewCard {
  return {
    word: aWord({ id: 'w1', word: 'harbor', translation: '港口', phonetic: "'hɑːbə" }),
    state: 'review',
    due: new Date(NOW).toISOString(),
    reps: 3,
    lapses: 0,
    stability: 4,
    difficulty: 5,
    lastReviewedAt: later(-4 * 24 * 60),
    cloze: {
      text: 'The boats stayed in the ____.',
      answer: 'harbor',
      translation: '船停在港口里。',
      generationId: null,
      sentence: 'The boats stayed in the harbor.',
      source: 'dictionary',
    },
    question,
    next: { again: later(10), hard: later(2880), good: later(8640), easy: later(20160) },
    previewedAt: new Date(NOW).toISOString(),
    leech: false,
    suspended: false,
  };
}

function serve(card: ReviewCard) {
  return mockFetch((url) => {
    if (url.startsWith('/api/review/queue'))
      return answer('GET /review/queue', { cards: [card], dueCount: 1, newCount: 0 });
    if (url.startsWith('/api/words/lookup')) return errorAnswer(404, 'NOT_FOUND');
    if (url.startsWith('/api/review/stats') || url.startsWith('/api/ai/'))
      return errorAnswer(404, 'NOT_FOUND');
    return answer('POST /review/:wordId', { card });
  });
}

const ratingSent = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => init?.method === 'POST' && String(url) === '/api/review/w1')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

const spoken: string[] = [];
function speakAloud() {
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      lang = '';
      rate = 1;
      voice: unknown = null;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(public text: string) {}
    },
  );
  vi.stubGlobal('speechSynthesis', {
    getVoices: () => [],
    speak: (utterance: { text: string; lang: string }) => spoken.push(`${utterance.lang}:${utterance.text}`),
    cancel: () => undefined,
  });
}

beforeEach(() => {
  spoken.length = 0;
  signIn({ ...testUser, preferences: { ...testUser.preferences, englishVariety: 'british' } }, 'token');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  signOut();
  await setLanguage('en');
});

describe('each question type', () => {
  it('recall: shows the meaning, not the sentence, even for a card that has one', async () => {
    const fetchMock = serve(harborCard('recall'));
    renderUi(<ReviewScreen />);
    expect(await screen.findByTestId('card-meaning')).toHaveTextContent('港口');
    expect(screen.queryByTestId('cloze')).not.toBeInTheDocument();
    expect(screen.getByText('Which word has this meaning?')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Type the word (optional)' }), 'harbor{Enter}');
    expect(screen.getByTestId('typed-verdict')).toHaveAttribute('data-verdict', 'correct');
    await userEvent.keyboard('3');
    await waitFor(() => expect(ratingSent(fetchMock)).toHaveLength(1));
    expect(ratingSent(fetchMock)[0]).toMatchObject({ rating: 'good', question: 'recall' });
  });

  it('recognition: shows the word with no typing box, then its meaning, and rates with the keys', async () => {
    const fetchMock = serve(harborCard('recognition'));
    renderUi(<ReviewScreen />);
    expect(await screen.findByTestId('prompt-word')).toHaveTextContent('harbor');
    expect(screen.getByText('What does this word mean?')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByText('港口')).not.toBeInTheDocument();

    await userEvent.keyboard(' ');
    expect(within(screen.getByTestId('card-answer')).getByText('港口')).toBeInTheDocument();
    await userEvent.keyboard('2');
    await waitFor(() => expect(ratingSent(fetchMock)).toHaveLength(1));
    expect(ratingSent(fetchMock)[0]).toMatchObject({ rating: 'hard', question: 'recognition' });
  });

  it('listening: speaks the word in the learner’s English without showing it, and judges what was typed', async () => {
    speakAloud();
    const fetchMock = serve(harborCard('listening'));
    renderUi(<ReviewScreen />);
    expect(await screen.findByText('Type the word you hear')).toBeInTheDocument();
    await waitFor(() => expect(spoken).toEqual(['en-GB:harbor']));
    const card = screen.getByTestId('review-card');
    expect(card).not.toHaveTextContent('harbor');
    expect(card).not.toHaveTextContent('港口');

    // While it speaks the button stops it; then it plays the word again.
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await userEvent.click(screen.getByRole('button', { name: 'Play the word' }));
    expect(spoken).toEqual(['en-GB:harbor', 'en-GB:harbor']);
    await userEvent.type(screen.getByRole('textbox', { name: 'Type the word (optional)' }), 'harbour{Enter}');
    expect(screen.getByTestId('typed-verdict')).toHaveAttribute('data-verdict', 'close');
    expect(screen.getByTestId('answer-word')).toHaveTextContent('harbor');
    await userEvent.keyboard('2');
    await waitFor(() => expect(ratingSent(fetchMock)).toHaveLength(1));
    expect(ratingSent(fetchMock)[0]).toMatchObject({ rating: 'hard', question: 'listening' });
  });

  it('listening without a voice in the browser: says so and gives the phonetic instead', async () => {
    serve(harborCard('listening'));
    renderUi(<ReviewScreen />);
    const fallback = await screen.findByTestId('listening-fallback');
    expect(fallback).toHaveTextContent('This browser cannot read words aloud');
    expect(fallback).toHaveTextContent('/ˈhɑːbə/');
    expect(fallback).not.toHaveTextContent('harbor');
  });

  it('cloze: the sentence as before, and asks it in Chinese', async () => {
    await setLanguage('zh');
    const fetchMock = serve(harborCard('cloze'));
    renderUi(<ReviewScreen />);
    expect(await screen.findByTestId('cloze')).toHaveTextContent('The boats stayed in the');
    await userEvent.keyboard(' 4');
    await waitFor(() => expect(ratingSent(fetchMock)).toHaveLength(1));
    expect(ratingSent(fetchMock)[0]).toMatchObject({ rating: 'easy', question: 'cloze' });
  });

  it('names recognition and listening prompts in Chinese', async () => {
    await setLanguage('zh');
    serve(harborCard('recognition'));
    renderUi(<ReviewScreen />);
    expect(await screen.findByText('这个单词是什么意思？')).toBeInTheDocument();
  });
});
