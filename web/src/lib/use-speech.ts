import { useCallback, useEffect, useState } from 'react';
import type { EnglishVariety } from '@contract';
import { useSession } from './session';

/** The voice for each English variety a learner can choose; guests hear American English. */
export const SPEECH_LANGS: Record<EnglishVariety, string> = { american: 'en-US', british: 'en-GB' };

function speechSupported(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && 'SpeechSynthesisUtterance' in window;
}

/** A voice of exactly this language, else any voice of it (some browsers name them 'en_GB'). */
function voiceFor(lang: string): SpeechSynthesisVoice | undefined {
  const voices = window.speechSynthesis.getVoices();
  const loose = lang.toLowerCase().replace('-', '_');
  return (
    voices.find((voice) => voice.lang === lang) ??
    voices.find((voice) => voice.lang.toLowerCase().replace('-', '_') === loose)
  );
}

/**
 * Reads English text aloud with the browser's voices, in the learner's English variety (Preferences:
 * American en-US or British en-GB). `supported` is false where the browser has none, so callers hide
 * their Listen button; `speaking` lets it become Stop.
 */
export function useSpeech() {
  const { user } = useSession();
  const lang = SPEECH_LANGS[user?.preferences.englishVariety ?? 'american'];
  const [speaking, setSpeaking] = useState(false);

  useEffect(
    () => () => {
      if (speechSupported()) window.speechSynthesis.cancel();
    },
    [],
  );

  const speak = useCallback(
    (text: string) => {
      if (!speechSupported()) return;
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = lang;
      utterance.rate = 0.9;
      const voice = voiceFor(lang);
      if (voice) utterance.voice = voice;
      utterance.onend = () => setSpeaking(false);
      utterance.onerror = () => setSpeaking(false);
      window.speechSynthesis.cancel();
      window.speechSynthesis.speak(utterance);
      setSpeaking(true);
    },
    [lang],
  );

  const stop = useCallback(() => {
    if (speechSupported()) window.speechSynthesis.cancel();
    setSpeaking(false);
  }, []);

  return { supported: speechSupported(), speaking, speak, stop };
}
