import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptApiKey, KeyEncryptionError } from './encrypt-key';

const subtle = globalThis.crypto.subtle;
const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

describe('encrypting an API key in the browser', () => {
  it('makes RSA-OAEP-SHA-256 ciphertext that only the server can read', async () => {
    const ciphertext = await encryptApiKey('sk-test-1234567890abcdef', async () => ({ publicKey }), subtle);
    expect(ciphertext).not.toContain('sk-test');
    const plaintext = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(ciphertext, 'base64'),
    );
    expect(plaintext.toString('utf8')).toBe('sk-test-1234567890abcdef');
  });

  it('says the encryption key could not be fetched when the request fails', async () => {
    const failure = encryptApiKey('sk-x', () => Promise.reject(new Error('offline')), subtle);
    await expect(failure).rejects.toBeInstanceOf(KeyEncryptionError);
    await expect(failure).rejects.toMatchObject({ failure: 'fetchKey' });
  });

  it('says encryption failed for a broken public key or no Web Crypto', async () => {
    await expect(
      encryptApiKey('sk-x', async () => ({ publicKey: 'not a key' }), subtle),
    ).rejects.toMatchObject({ failure: 'encrypt' });
    await expect(encryptApiKey('sk-x', async () => ({ publicKey }), null)).rejects.toMatchObject({
      failure: 'encrypt',
    });
  });
});
