import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createPrivateKey,
  generateKeyPairSync,
  randomBytes,
  webcrypto,
} from 'node:crypto';
import { deriveKey } from '../lib/keys';

/*
 * Secrets at rest: AES-256-GCM under a key derived from APP_SECRET, a fresh 96-bit nonce each time and
 * the owner (user id, key name) as additional data, so a sealed value copied onto another row fails.
 * The version names the derivation; rotating APP_SECRET means adding a version and resealing.
 */
export const SEALING_KEY_VERSION = 1;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export interface Sealer {
  version: number;
  seal(plaintext: string, owner: string): string;
  /** Throws when the value was sealed under another secret, for another owner, or was altered. */
  open(sealed: string, owner: string, version: number): string;
}

export function createSealer(appSecret: string): Sealer {
  const key = deriveKey(appSecret, 'api-key-encryption');
  return {
    version: SEALING_KEY_VERSION,
    seal(plaintext, owner) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(owner, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return Buffer.concat([nonce, body, cipher.getAuthTag()]).toString('base64');
    },
    open(sealed, owner, version) {
      if (version !== SEALING_KEY_VERSION) throw new Error(`unknown sealing key version ${version}`);
      const bytes = Buffer.from(sealed, 'base64');
      if (bytes.length < NONCE_BYTES + TAG_BYTES) throw new Error('sealed value too short');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE_BYTES));
      decipher.setAAD(Buffer.from(owner, 'utf8'));
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      const body = bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    },
  };
}

export interface TransportKeyPair {
  keyId: string;
  publicKey: string;
  privateKeyPem: string;
}

/** A new RSA-3072 pair for RSA-OAEP-SHA-256: browsers encrypt with the public half. */
export function generateTransportKeyPair(): TransportKeyPair {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 3072,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { keyId: fingerprint(publicKey), publicKey, privateKeyPem: privateKey };
}

/** The short SHA-256 fingerprint of the SPKI, so a client can tell which key it holds. */
export function fingerprint(publicKeyPem: string): string {
  const body = publicKeyPem.replace(/-----[^-]+-----|\s/g, '');
  return createHash('sha256').update(Buffer.from(body, 'base64')).digest('base64url').slice(0, 16);
}

const RSA_OAEP = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

/** The private key as a Web Crypto key, whose operations run on libuv's thread pool. */
export function importPrivateKey(pem: string): Promise<webcrypto.CryptoKey> {
  const pkcs8 = createPrivateKey(pem).export({ type: 'pkcs8', format: 'der' });
  return webcrypto.subtle.importKey('pkcs8', pkcs8, RSA_OAEP, false, ['decrypt']);
}

/**
 * Decrypts base64 RSA-OAEP-SHA-256 ciphertext; null when it is not valid for this key. An RSA-3072
 * private-key operation takes milliseconds of CPU: done synchronously, a few calls in flight stalled every
 * other request, so it runs off the main thread (Web Crypto's async job).
 */
export async function decryptWith(
  privateKey: webcrypto.CryptoKey,
  ciphertextBase64: string,
): Promise<string | null> {
  const ciphertext = Buffer.from(ciphertextBase64.replace(/\s/g, ''), 'base64');
  if (ciphertext.length === 0) return null;
  try {
    const plaintext = await webcrypto.subtle.decrypt(RSA_OAEP, privateKey, ciphertext);
    return Buffer.from(plaintext).toString('utf8');
  } catch {
    return null;
  }
}
