/**
 * The API client lives outside React, yet a 401 must move the app to /login without a full reload.
 * The app registers the router's navigate here; until then a hard navigation is the fallback.
 */
export interface ReturnTo {
  /** Where the user was, so logging in again takes them back there. */
  from?: { pathname: string; search: string };
}

type Navigate = (path: string, state?: ReturnTo) => void;

let navigate: Navigate = (path) => window.location.assign(path);

export function registerNavigate(next: Navigate): void {
  navigate = next;
}

export function navigateTo(path: string, state?: ReturnTo): void {
  navigate(path, state);
}
