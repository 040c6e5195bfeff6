import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Generation, Word } from '@contract';
import { signIn, signOut } from '../../../lib/session';
import { aGeneration, answer, aWord, errorAnswer, mockFetch, testUser } from '../../../test/fixtures';
import { renderUi } from '../../../test/render-ui';
import { GenerateScreen } from './generate-screen';

const word = (id: string, text: string): Word => aWord({ id, word: text });

const words = [word('w1', 'apple'), word('w2', 'river')];

const generation: Generation = aGeneration();

/** An NDJSON body the test writes to line by line; `signal` errors it like a real fetch would. */
function liveStream(signal: AbortSignal | null | undefined) {
  let push!: (line: unknown) => void;
  let close!: () => void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (line) => controller.enqueue(new TextEncoder().encode(JSON.stringify(line) + '\n'));
      close = () => controller.close();
      signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    },
  });
  return {
    response: new Response(body, { status: 200 }),
    push: (line: unknown) => push(line),
    close: () => close(),
  };
}

function serve(wordList: Word[], onGenerate: (init: RequestInit) => Response) {
  return mockFetch((url, init) => {
    if (url === '/api/generate') return onGenerate(init);
    if (url.startsWith('/api/words?')) {
      return answer('GET /words', {
        words: wordList,
        total: wordList.length,
        nextCursor: null,
        hasMore: false,
      });
    }
    if (url.startsWith('/api/ai/models')) {
      return answer('GET /ai/models', {
        models: [
          { id: 'test-model', label: 'Test model', provider: 'openai-compatible', supportsThinking: false },
        ],
        defaultModel: 'test-model',
        source: 'platform',
        dailyCalls: null,
      });
    }
    if (url.startsWith('/api/generations/g1/related'))
      return answer('GET /generations/:id/related', { generations: [] });
    if (url.startsWith('/api/generations')) {
      return answer('GET /generations', { generations: [], nextCursor: null, hasMore: false });
    }
    return errorAnswer(404, 'NOT_FOUND', 'Not found');
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe('GenerateScreen', () => {
  it('shows a guest the sign-in prompt instead of generating', async () => {
    const fetchMock = serve([], () => errorAnswer(500, 'INTERNAL'));
    renderUi(<GenerateScreen />, '/generate');
    expect(screen.getByTestId('auth-prompt')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(dialog).getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/generate');
  });

  it('generates from words handed over in the link, showing progress, the retry and the result', async () => {
    signIn(testUser, 'token');
    let stream: ReturnType<typeof liveStream> | undefined;
    let body: unknown;
    serve(words, (init) => {
      body = JSON.parse(String(init.body));
      stream = liveStream(init.signal);
      return stream.response;
    });
    renderUi(<GenerateScreen />, '/generate?words=w1,w2');
    await waitFor(() => expect(screen.getByTestId('selected-count')).toHaveTextContent('2 / 50 selected'));

    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(stream).toBeDefined());
    expect(body).toMatchObject({
      wordIds: ['w1', 'w2'],
      maxRetries: 3,
      grammarLanguage: 'bilingual',
      isPublic: true,
    });

    stream?.push({ type: 'attempt', attempt: 1, maxAttempts: 3 });
    expect(await screen.findByText('Attempt 1 of 3')).toBeInTheDocument();
    stream?.push({
      type: 'retry',
      attempt: 2,
      maxAttempts: 3,
      message: 'AI response format error, retrying...',
    });
    expect(await screen.findByText('AI response format error, retrying...')).toBeInTheDocument();
    expect(screen.getByText('Attempt 2 of 3')).toBeInTheDocument();

    stream?.push({ type: 'partial', generation: { sentence: 'We ate an apple' } });
    await waitFor(() =>
      expect(screen.getByTestId('generation-preview')).toHaveTextContent('We ate an apple'),
    );

    stream?.push({ type: 'done', generation });
    stream?.close();
    const result = await screen.findByTestId('generation-result');
    expect(within(result).getByTestId('generated-sentence')).toHaveTextContent(
      'We ate an apple by the river.',
    );
    expect(within(result).getByText('我们在河边吃了一个苹果。')).toBeInTheDocument();
    expect(within(result).getByText('Simple past tense describes a finished action.')).toBeInTheDocument();
    expect(within(result).getAllByText('river', { selector: 'mark' })).toHaveLength(1);
    expect(within(result).getByRole('button', { name: 'Make private' })).toBeInTheDocument();
    expect(screen.queryByTestId('ai-progress')).not.toBeInTheDocument();
  });

  it('says before submitting that the sentence will be shared, and keeps it private when switched off', async () => {
    signIn(testUser, 'token');
    let body: unknown;
    serve(words, (init) => {
      body = JSON.parse(String(init.body));
      return liveStream(init.signal).response;
    });
    renderUi(<GenerateScreen />, '/generate?words=w1');
    // The description sits inside the label, so the switch's name starts with the label.
    const share = await screen.findByRole('switch', { name: /^Share in the community/ });
    expect(share).toBeChecked();
    expect(
      screen.getByText(
        'This sentence will appear in the community feed under your name. You can make it private later.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(share);
    expect(screen.getByText('This sentence stays private: only you will see it.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('selected-count')).toHaveTextContent('1 / 50 selected'));
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(body).toMatchObject({ wordIds: ['w1'], isPublic: false }));
  });

  it('cancels a running generation by aborting the request', async () => {
    signIn(testUser, 'token');
    let signal: AbortSignal | null | undefined;
    serve(words, (init) => {
      signal = init.signal;
      return liveStream(init.signal).response;
    });
    renderUi(<GenerateScreen />, '/generate?words=w1');
    await waitFor(() => expect(screen.getByTestId('selected-count')).toHaveTextContent('1 / 50 selected'));
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(signal?.aborted).toBe(true);
    expect(await screen.findByTestId('cancelled')).toHaveTextContent('Canceled. Nothing was saved.');
  });

  it('keeps the first 50 of more words handed over, with the warning', async () => {
    signIn(testUser, 'token');
    const many = Array.from({ length: 53 }, (_, index) => word(`w${index}`, `word${index}`));
    serve(many, () => errorAnswer(500, 'INTERNAL'));
    renderUi(<GenerateScreen />, `/generate?words=${many.map((item) => item.id).join(',')}`);
    await waitFor(() => expect(screen.getByTestId('selected-count')).toHaveTextContent('50 / 50 selected'));
    expect(await screen.findByText('You can select maximum 50 words at a time')).toBeInTheDocument();
  });
});
