import { useSyncExternalStore } from 'react';
import type { User } from '@contract';

export const TOKEN_STORAGE_KEY = 'wordloom.token';
/** The signed-in user as last answered, so the app can start without a network (offline review). */
export const USER_STORAGE_KEY = 'wordloom.user';

/**
 * 'checking': a token was stored but /auth/me has not answered yet, so guards wait instead of
 * bouncing a signed-in user to /login on every page load.
 */
export type SessionStatus = 'checking' | 'signed-in' | 'guest';

export interface Session {
  status: SessionStatus;
  token: string | null;
  user: User | null;
}

const listeners = new Set<() => void>();
let session: Session = initialSession();

function initialSession(): Session {
  const token = readToken();
  return { status: token ? 'checking' : 'guest', token, user: null };
}

function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(TOKEN_STORAGE_KEY, token);
    else localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode); the session then lasts for this tab only.
  }
}

function writeUser(user: User | null): void {
  try {
    if (user) localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    else localStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    // As for the token: without storage the app simply needs a network to start.
  }
}

/** The user the stored token belongs to, as last seen: what the app starts with when /auth/me cannot be reached. */
export function storedUser(): User | null {
  try {
    const text = localStorage.getItem(USER_STORAGE_KEY);
    return text ? (JSON.parse(text) as User) : null;
  } catch {
    return null;
  }
}

function publish(next: Session): void {
  session = next;
  listeners.forEach((listener) => listener());
}

export function getSession(): Session {
  return session;
}

export function signIn(user: User, token: string): void {
  writeToken(token);
  writeUser(user);
  publish({ status: 'signed-in', token, user });
}

/** Replaces the user after /auth/me or an update, keeping the token. */
export function setUser(user: User): void {
  if (!session.token) return;
  writeUser(user);
  publish({ ...session, status: 'signed-in', user });
}

export function signOut(): void {
  writeToken(null);
  writeUser(null);
  // The review queue and unsent ratings kept for offline use belong to this learner (lib/offline-db.ts);
  // loaded only now, so the first paint never carries IndexedDB code.
  void import('./offline-db').then(({ clearOfflineData }) => clearOfflineData()).catch(() => undefined);
  publish({ status: 'guest', token: null, user: null });
}

/** Tests and storage events start from what is stored. */
export function reloadSession(): void {
  publish(initialSession());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession, getSession);
}
