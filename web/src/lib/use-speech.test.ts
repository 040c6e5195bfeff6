import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { testUser } from '../test/fixtures';
import { signIn, signOut } from './session';
import { useSpeech } from './use-speech';

class FakeUtterance {
  lang = '';
  rate = 1;
  voice: unknown = null;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(public text: string) {}
}

const spoken: FakeUtterance[] = [];
const voices = [
  { lang: 'en-US', name: 'Samantha' },
  { lang: 'en_GB', name: 'Daniel' },
];

beforeEach(() => {
  spoken.length = 0;
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  vi.stubGlobal('speechSynthesis', {
    getVoices: () => voices,
    speak: (utterance: FakeUtterance) => spoken.push(utterance),
    cancel: () => undefined,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe('useSpeech', () => {
  it('reads with a British voice for a learner who chose British English', () => {
    signIn({ ...testUser, preferences: { ...testUser.preferences, englishVariety: 'british' } }, 'token');
    const { result } = renderHook(() => useSpeech());
    act(() => result.current.speak('colour'));
    expect(spoken[0]).toMatchObject({ text: 'colour', lang: 'en-GB', voice: { name: 'Daniel' } });
  });

  it('reads with an American voice by default, and for guests', () => {
    const { result } = renderHook(() => useSpeech());
    act(() => result.current.speak('color'));
    expect(spoken[0]).toMatchObject({ lang: 'en-US', voice: { name: 'Samantha' } });
  });
});
