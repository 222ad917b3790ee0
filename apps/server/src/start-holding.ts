import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { langFromHeader, message, type MessageKey } from '@lampsheet/contracts';

/** Why the server does not serve yet: the database does not answer, or start-up work runs. */
export type HoldingReason = Extract<MessageKey, 'databaseUnavailable' | 'serverStarting'>;

export interface HoldingServer {
  /** The port it listens on (the one the app then takes over). */
  port: number;
  /** What the 503 answers say from now on. */
  reason: HoldingReason;
  /** Stop listening and end its connections, so the app can listen on the same port. */
  close(): Promise<void>;
}

/**
 * The port answers from the first moment, before the app is built (while PostgreSQL is waited
 * for, migrations and the demo seed run): `/api/health/live` 200 — the process runs, a process
 * manager must not restart it — and every other request 503 `UNAVAILABLE` with Retry-After in
 * the envelope, `/api/health/ready` included. Closed just before the app listens on its port.
 */
export async function listenWhilePreparing(port: number, host: string): Promise<HoldingServer> {
  const holding = { reason: 'databaseUnavailable' as HoldingReason };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    request.resume();
    const live = request.method === 'GET' && (request.url ?? '').split('?')[0] === '/api/health/live';
    const body = live
      ? { success: true, data: { status: 'live' } }
      : { success: false, code: 'UNAVAILABLE', message: message(holding.reason, langFromHeader(request.headers['accept-language'])) };
    response.writeHead(live ? 200 : 503, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', connection: 'close', ...(live ? {} : { 'retry-after': '2' }) });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    get reason() {
      return holding.reason;
    },
    set reason(value: HoldingReason) {
      holding.reason = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
