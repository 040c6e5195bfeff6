import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SentenceCheck } from '@contract';
import { signIn, signOut } from '../../../lib/session';
import { aCheck, answer, errorAnswer, mockFetch, testUser } from '../../../test/fixtures';
import { renderUi } from '../../../test/render-ui';
import { FeedList } from './feed-list';

const check = (id: string, likes: number, likedByMe = false): SentenceCheck =>
  aCheck({
    id,
    likes,
    likedByMe,
    author: { username: 'mei_wang' },
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  });

/** One page of one check; POST …/like answers as `onLike` says (after `release` when given). */
function serve(onLike: () => Response | Promise<Response>) {
  return mockFetch((url, init) => {
    if (url.startsWith('/api/checks/public?')) {
      return answer('GET /checks/public', { checks: [check('c1', 3)], nextCursor: null, hasMore: false });
    }
    if (url === '/api/checks/c1/like' && init.method === 'POST') return onLike();
    return errorAnswer(404, 'NOT_FOUND');
  });
}

const likeButton = () => screen.getByTestId('like-button');

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe('FeedList likes', () => {
  it('shows the like at once, then rolls it back with a toast when the server fails', async () => {
    signIn(testUser, 'token');
    let fail: (response: Response) => void = () => {};
    serve(() => new Promise<Response>((resolve) => (fail = resolve)));
    renderUi(<FeedList kind="checks" sort="recent" />);

    await screen.findByTestId('feed-card');
    expect(likeButton()).toHaveTextContent('3');
    await userEvent.click(likeButton());

    // Optimistic: liked and counted before the server has answered.
    expect(likeButton()).toHaveTextContent('4');
    expect(likeButton()).toHaveAttribute('aria-pressed', 'true');

    fail(errorAnswer(500, 'INTERNAL'));
    await waitFor(() => expect(likeButton()).toHaveTextContent('3'));
    expect(likeButton()).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText('Failed to like sentence check')).toBeInTheDocument();
  });

  it("keeps the server's count when it answers", async () => {
    signIn(testUser, 'token');
    serve(() => answer('POST /checks/:id/like', { liked: true, likes: 9, message: 'Liked' }));
    renderUi(<FeedList kind="checks" sort="recent" />);

    await userEvent.click(await screen.findByTestId('like-button'));
    await waitFor(() => expect(likeButton()).toHaveTextContent('9'));
    expect(likeButton()).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks a guest to sign in instead of liking', async () => {
    const fetchMock = serve(() => answer('POST /checks/:id/like', { liked: true, likes: 4, message: '' }));
    renderUi(<FeedList kind="checks" sort="recent" />);

    await userEvent.click(await screen.findByTestId('like-button'));
    const dialog = await screen.findByTestId('auth-prompt-dialog');
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(likeButton()).toHaveTextContent('3');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/like'))).toBe(false);
  });

  it('shows the end notice when there is nothing more, and the time in words', async () => {
    serve(() => errorAnswer(500, 'INTERNAL'));
    renderUi(<FeedList kind="checks" sort="recent" />);
    expect(await screen.findByTestId('feed-end')).toHaveTextContent("You've reached the end");
    expect(screen.getByText('5 minutes ago')).toBeInTheDocument();
    expect(screen.queryByTestId('load-more')).not.toBeInTheDocument();
  });
});
