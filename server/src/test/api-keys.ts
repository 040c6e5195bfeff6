import { constants, publicEncrypt } from 'node:crypto';
import { bearer } from '../test/accounts';
import type { TestApp } from '../test/app';

/** What the browser does: RSA-OAEP-SHA-256 with the server's public key, base64. */
export async function encryptForServer(t: Pick<TestApp, 'inject'>, key: string): Promise<string> {
  const response = await t.inject({ method: 'GET', url: '/api/auth/public-key' });
  const { publicKey } = response.json<{ publicKey: string }>();
  return publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(key, 'utf8'),
  ).toString('base64');
}

export async function saveKey(t: Pick<TestApp, 'inject'>, token: string, provider: string, key: string) {
  return t.inject({
    method: 'PUT',
    url: '/api/auth/api-key',
    headers: bearer(token),
    payload: { useCustomKey: true, provider, encryptedKey: await encryptForServer(t, key) },
  });
}
