import { posix } from 'node:path';

/**
 * The path of a request URL the way a lenient router or proxy might read it: percent escapes
 * decoded (repeatedly), `;…` parameters dropped, repeated slashes collapsed, dot segments resolved, lower
 * case. For decisions that must not depend on how a client spelled the path.
 */
export function normalisedPath(url: string): string {
  let path = url.split('?')[0] ?? '';
  // Decoded until stable (a proxy may decode once more than the router): `%2561pi` is `api` too.
  for (let i = 0; i < 4 && path.includes('%'); i++) {
    try {
      path = decodeURIComponent(path);
    } catch {
      break; // a broken escape stays as it is; the router refuses such a path anyway
    }
  }
  path = path.split(';')[0]!.replace(/[\\/]+/g, '/');
  return posix.normalize(path.startsWith('/') ? path : `/${path}`).toLowerCase();
}

/** Whether a URL, however spelled, points under one of the server's own prefixes (`/api`, `/media`). */
export function isServerPath(url: string): boolean {
  return /^\/(api|media)(\/|$)/.test(normalisedPath(url));
}
