/** reset_codes: at most one pending password reset per user; a new request replaces it. */
export interface ResetCodesTable {
  user_id: string;
  /** HMAC of the 6-digit code, never the code itself. */
  code_hash: string;
  expires_at: string;
  attempts: number;
  /** Set once the code is verified; the hash of the reset token handed to the client. */
  reset_token_hash: string | null;
  created_at: string;
}
