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
   * Off the main thread: the answer comes back through the event loop, so a callback queued right after the
   * call runs before it. A synchronous decrypt would have finished before the call returned.
   */
  it('decrypts off the main thread', async () => {
    const privateKey = await importPrivateKey(pair.privateKeyPem);
    const ciphertext = encrypt('sk-test-123456789');
    // Start in the timers phase, so the immediate below runs in this very turn of the loop.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const order: string[] = [];
    const decrypted = decryptWith(privateKey, ciphertext).then(() => order.push('decrypted'));
    setImmediate(() => order.push('event loop turned'));
    await decrypted;
    expect(order[0]).toBe('event loop turned');
  });
});
