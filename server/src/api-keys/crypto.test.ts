import { constants, publicEncrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptWith, generateTransportKeyPair, importPrivateKey } from './crypto';

describe('the transport key', () => {
  const pair = generateTransportKeyPair();
  const encrypt = (text: string) =>
    publicEncrypt(
      { key: pair.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(text, 'utf8'),
    ).toString('base64');

  it('decrypts what the browser encrypted, and refuses anything else', async () => {
    const privateKey = await importPrivateKey(pair.privateKeyPem);
    expect(await decryptWith(privateKey, encrypt('sk-test-123456789'))).toBe('sk-test-123456789');
    expect(await decryptWith(privateKey, Buffer.from('not ciphertext').toString('base64'))).toBeNull();
    expect(await decryptWith(privateKey, '')).toBeNull();
  });

  /*
   * Off the main thread: while eight decryptions are in flight the event loop keeps turning. Done
   * synchronously, all eight would finish before a single turn (the stall that pushed /api/health to 1.4 s).
   */
  it('decrypts off the main thread', async () => {
    const privateKey = await importPrivateKey(pair.privateKeyPem);
    const ciphertext = encrypt('sk-test-123456789');
    let turns = 0;
    let done = false;
    const count = () => {
      if (done) return;
      turns += 1;
      setImmediate(count);
    };
    setImmediate(count);
    const results = await Promise.all(Array.from({ length: 8 }, () => decryptWith(privateKey, ciphertext)));
    done = true;
    expect(results).toEqual(Array(8).fill('sk-test-123456789'));
    expect(turns).toBeGreaterThan(0);
  });
});
