/** The browser's IANA zone ('Asia/Shanghai'), which the server's "today" and streaks follow; null if unknown. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}
