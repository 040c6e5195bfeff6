import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { signIn, signOut } from '../../../lib/session';
import { aiModelsAnswer, mockFetch, testUser } from '../../../test/fixtures';
import { renderUi } from '../../../test/render-ui';
import { HomeCta } from './home-cta';

function serve(source: 'platform' | 'offline') {
  return mockFetch(() => aiModelsAnswer(source));
}

beforeEach(() => signIn(testUser, 'token'));
afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe('the call to action on Home', () => {
  it('offers AI sentences where a model can write them', async () => {
    serve('platform');
    renderUi(<HomeCta />);
    expect(await screen.findByRole('link', { name: 'Generate a sentence' })).toHaveAttribute(
      'href',
      '/generate',
    );
  });

  it('on a server without a model, offers checking and the word list instead', async () => {
    serve('offline');
    renderUi(<HomeCta />);
    expect(await screen.findByRole('link', { name: 'Open my words' })).toHaveAttribute('href', '/words');
    expect(screen.getByRole('link', { name: 'Check a sentence' })).toHaveAttribute('href', '/check');
    expect(screen.queryByRole('link', { name: 'Generate a sentence' })).not.toBeInTheDocument();
  });
});
