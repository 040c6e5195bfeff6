/** api_keys: a learner's own AI key; a row means the learner uses it instead of the platform AI. */
export interface ApiKeysTable {
  user_id: string;
  /** One of CUSTOM_KEY_PROVIDERS. */
  provider: string;
  /** nonce | ciphertext | tag of AES-256-GCM, base64; the user id is the additional data. */
  sealed_key: string;
  /** Which APP_SECRET-derived key sealed it. */
  key_version: number;
  /** e.g. `sk-…a1b2`: safe to show, not enough to use. */
  key_preview: string;
  created_at: string;
  updated_at: string;
}
