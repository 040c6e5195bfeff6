import { afterEach, beforeEach, vi } from 'vitest';
import { setLanguage } from '../i18n';
import { signIn, signOut } from '../lib/session';
import { testUser } from './fixtures';

/**
 * Every test of the file runs signed in as testUser; after each, the stubbed globals (fetch, speech) are
 * restored, the language is English again and the session ends.
 */
export function signedInForEachTest(): void {
  beforeEach(() => signIn(testUser, 'token'));
  afterEach(() => {
    vi.unstubAllGlobals();
    setLanguage('en');
    signOut();
  });
}
