import { describe, expect, it } from 'vitest';
import { scrub } from './key-test';
import { baseUrlOf, hasKeyShape, keyPreview } from './providers';

describe('custom key providers', () => {
  it.each([
    ['openai', 'sk-proj-abcdefghijklmnopqrstuvwxyz012345'],
    ['anthropic', 'sk-ant-api03-abcdefghijklmnopqrstuvwxyz'],
    ['google', `AIza${'x'.repeat(35)}`],
    ['deepseek', 'sk-0123456789abcdef0123456789abcdef'],
    ['qwen', 'sk-0123456789abcdef0123456789abcdef'],
    ['openrouter', 'sk-or-v1-0123456789abcdef0123456789abcdef'],
  ] as const)('accepts a %s key of the right shape', (provider, key) => {
    expect(hasKeyShape(provider, key)).toBe(true);
  });

  it.each([
    ['openai', 'sk-short'],
    ['openai', 'sk-with space-0123456789abcdef'],
    ['openai', `sk-${'a'.repeat(320)}`],
    ['anthropic', 'sk-proj-abcdefghijklmnopqrstuvwxyz012345'],
    ['google', `AIza${'x'.repeat(34)}`],
    ['openrouter', 'sk-0123456789abcdef0123456789abcdef'],
    ['openai', 'sk-ключ-0123456789abcdef0123'],
  ] as const)('refuses a %s key like %s', (provider, key) => {
    expect(hasKeyShape(provider, key)).toBe(false);
  });

  it('previews a key by its first 3 and last 4 characters', () => {
    expect(keyPreview('sk-proj-abcdefghijklmnopqrstuvwxyza1b2')).toBe('sk-…a1b2');
  });

  it('uses the fixed base URL unless the operator overrides it', () => {
    expect(baseUrlOf('openai', {})).toBe('https://api.openai.com/v1');
    expect(baseUrlOf('openai', { openai: 'https://gateway.example/v1/' })).toBe('https://gateway.example/v1');
  });

  it('takes the key out of a provider message, whole or masked', () => {
    const key = 'sk-proj-abcdefghijklmnopqrstuvwxyza1b2';
    expect(scrub(`Incorrect API key provided: ${key}.`, key)).toBe('Incorrect API key provided: [key].');
    expect(scrub('Incorrect API key provided: sk-proj-****a1b2.', key)).toBe(
      'Incorrect API key provided: [key]',
    );
  });
});
