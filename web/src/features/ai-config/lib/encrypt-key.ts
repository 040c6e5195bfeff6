/** Why a key could not be encrypted: each maps to one of docs/product.md's messages. */
export type KeyEncryptionFailure = 'fetchKey' | 'encrypt';

export class KeyEncryptionError extends Error {
  override readonly name = 'KeyEncryptionError';
  constructor(readonly failure: KeyEncryptionFailure) {
    super(failure);
  }
}

/** The i18n key of each failure's message. */
export const ENCRYPTION_MESSAGES = {
  fetchKey: 'aiConfig.errors.fetchKey',
  encrypt: 'aiConfig.errors.encrypt',
} as const satisfies Record<KeyEncryptionFailure, string>;

/**
 * RSA-OAEP-SHA-256 with the server's public key (PEM SPKI), base64: the key leaves the browser only as
 * ciphertext, so no proxy, log or browser extension on the way sees it.
 */
export async function encryptApiKey(
  apiKey: string,
  fetchPublicKey: () => Promise<{ publicKey: string }>,
  /** Null where Web Crypto is missing (an insecure http:// origin). */
  subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null,
): Promise<string> {
  let publicKey: string;
  try {
    ({ publicKey } = await fetchPublicKey());
  } catch {
    throw new KeyEncryptionError('fetchKey');
  }
  try {
    if (!subtle) throw new Error('Web Crypto is not available');
    const key = await subtle.importKey(
      'spki',
      pemToDer(publicKey),
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      false,
      ['encrypt'],
    );
    const ciphertext = await subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(apiKey));
    return toBase64(new Uint8Array(ciphertext));
  } catch {
    throw new KeyEncryptionError('encrypt');
  }
}

function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const body = pem.replace(/-----[^-]+-----|\s/g, '');
  const binary = atob(body);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
