/** server_keys: key pairs shared by every instance, one row per purpose. */
export interface ServerKeysTable {
  name: string;
  /** Short SHA-256 fingerprint of the public key. */
  key_id: string;
  /** PEM SPKI. */
  public_key: string;
  /** The PKCS#8 private key sealed with AES-256-GCM under an APP_SECRET-derived key (base64). */
  sealed_private_key: string;
  key_version: number;
  created_at: string;
}
