/** localStorage key of the log-in token (docs/DOMAIN.md, "Accounts"). */
export const TOKEN_STORAGE_KEY = 'lampsheet.token';

export function getToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // nothing stored
  }
}

/**
 * Only same-site paths are followed after log-in (no open redirect), never the log-in page
 * itself.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/projects'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\') || target.startsWith('/login')) {
    return fallback;
  }
  return target;
}

/** What the log-in page says once when it opens: after a log-out, or when a session ended. */
export type LoginNotice = 'loggedOut' | 'sessionExpired';
const LOGIN_NOTICE_KEY = 'lampsheet.loginNotice';

/**
 * Leaves a notice for the log-in page. It is a page of its own (login.html): a toast of the
 * app would be gone with the app when the browser opens it.
 */
export function setLoginNotice(notice: LoginNotice): void {
  try {
    window.sessionStorage.setItem(LOGIN_NOTICE_KEY, notice);
  } catch {
    // not said, nothing else lost
  }
}

/** The notice left for the log-in page, once (it is removed). */
export function takeLoginNotice(): LoginNotice | null {
  try {
    const notice = window.sessionStorage.getItem(LOGIN_NOTICE_KEY);
    window.sessionStorage.removeItem(LOGIN_NOTICE_KEY);
    return notice === 'loggedOut' || notice === 'sessionExpired' ? notice : null;
  } catch {
    return null;
  }
}
