/**
 * Takes API keys out of text a provider sent back (an error message), before it reaches a learner or the
 * log. Providers echo a key whole or masked (`sk-proj-abc…****…a1b2`): every word that contains the key,
 * shares its first 8 or last 4 characters, or holds a run of `*`, goes.
 */
export function scrubSecrets(text: string, secrets: ReadonlyArray<string | null>): string {
  const keys = secrets.filter((secret): secret is string => Boolean(secret));
  let cleaned = text;
  for (const key of keys) cleaned = cleaned.split(key).join('[key]');
  return cleaned
    .split(/(\s+)/)
    .map((word) => (looksLikeKey(word, keys) ? '[key]' : word))
    .join('')
    .trim();
}

function looksLikeKey(word: string, keys: string[]): boolean {
  if (/\*{3,}/.test(word)) return true;
  return keys.some((key) => word.includes(key.slice(0, 8)) || word.includes(key.slice(-4)));
}
