import { useCallback } from 'react';

function speechSupported(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && 'SpeechSynthesisUtterance' in window;
}

/** Reads a word aloud with the browser's own voices (American English); `supported` is false without them. */
export function useSpeech() {
  const speak = useCallback((text: string) => {
    if (!speechSupported()) return;
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = 'en-US';
    utterance.rate = 0.9;
    const voice = window.speechSynthesis.getVoices().find((candidate) => candidate.lang === 'en-US');
    if (voice) utterance.voice = voice;
    // A new word interrupts the previous one instead of queueing behind it.
    window.speechSynthesis.cancel();
    window.speechSynthesis.speak(utterance);
  }, []);
  return { supported: speechSupported(), speak };
}
