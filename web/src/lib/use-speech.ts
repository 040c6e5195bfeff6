import { useCallback, useEffect, useState } from 'react';

function speechSupported(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && 'SpeechSynthesisUtterance' in window;
}

/**
 * Reads English text aloud with the browser's voices (American English). `supported` is false
 * where the browser has none, so callers hide their Listen button; `speaking` lets it become Stop.
 */
export function useSpeech() {
  const [speaking, setSpeaking] = useState(false);

  useEffect(
    () => () => {
      if (speechSupported()) window.speechSynthesis.cancel();
    },
    [],
  );

  const speak = useCallback((text: string) => {
    if (!speechSupported()) return;
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = 'en-US';
    utterance.rate = 0.9;
    const voice = window.speechSynthesis.getVoices().find((candidate) => candidate.lang === 'en-US');
    if (voice) utterance.voice = voice;
    utterance.onend = () => setSpeaking(false);
    utterance.onerror = () => setSpeaking(false);
    window.speechSynthesis.cancel();
    window.speechSynthesis.speak(utterance);
    setSpeaking(true);
  }, []);

  const stop = useCallback(() => {
    if (speechSupported()) window.speechSynthesis.cancel();
    setSpeaking(false);
  }, []);

  return { supported: speechSupported(), speaking, speak, stop };
}
