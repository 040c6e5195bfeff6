/**
 * Which UNIQUE constraint a failed insert/update hit, in either dialect, so a race between two
 * requests answers 409 instead of 500. Returns the violated column (or constraint) name, else null.
 */
export function uniqueViolation(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, constraint } = error as { code?: unknown; message?: unknown; constraint?: unknown };
  // PostgreSQL: SQLSTATE 23505 with the constraint's name.
  if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  // better-sqlite3: "UNIQUE constraint failed: users.email" (or PRIMARYKEY for a primary key).
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    const match = /constraint failed: (.+)$/.exec(String(message));
    return match?.[1] ?? '';
  }
  return null;
}
