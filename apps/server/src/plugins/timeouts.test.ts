import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

/** Open a raw connection, send `chunks` and report what the server answered and when it closed. */
function hold(port: number, chunks: string[]): Promise<{ answer: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (d) => (answer += d.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ answer, ms: Date.now() - started }));
    socket.on('connect', () => chunks.forEach((c) => socket.write(c)));
    setTimeout(() => {
      socket.destroy();
      reject(new Error('the server held the connection for 10 s'));
    }, 10_000);
  });
}

describe('a slow client cannot hold a socket', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { demo: false, env: { REQUEST_TIMEOUT_MS: '600', CONNECTION_TIMEOUT_MS: '1500' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  }, 60000);
  afterAll(() => t.close());

  it('closes the connection when the body stalls', async () => {
    const res = await hold(port, ['POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"user']);
    // Node's 408 or the idle deadline, whichever comes first: the socket is free within seconds.
    expect(res.answer === '' || /^HTTP\/1\.1 408/.test(res.answer), res.answer).toBe(true);
    expect(res.ms).toBeLessThan(5000);
  });

  it('answers 408 in the envelope and closes when the headers never finish', async () => {
    const res = await hold(port, ['GET /api/health HTTP/1.1\r\nHost: x\r\n']);
    expect(res.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(JSON.parse(res.answer.slice(res.answer.indexOf('\r\n\r\n') + 4))).toEqual({
      success: false,
      code: 'REQUEST_TIMEOUT',
      message: 'The request took too long',
    });
    expect(res.ms).toBeLessThan(5000);
  });

  it("answers what Node's parser refuses in the envelope: headers too large 431, not HTTP 400", async () => {
    const large = await hold(port, [`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Pad: ${'x'.repeat(20_000)}\r\n\r\n`]);
    expect(large.answer).toMatch(/^HTTP\/1\.1 431/);
    expect(JSON.parse(large.answer.slice(large.answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ success: false, code: 'HEADERS_TOO_LARGE' });
    const garbage = await hold(port, ['\x16\x03\x01 not http at all\r\n\r\n']);
    expect(garbage.answer).toMatch(/^HTTP\/1\.1 400/);
    expect(JSON.parse(garbage.answer.slice(garbage.answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it('closes a connection on which nothing is sent', async () => {
    const res = await hold(port, []);
    expect(res.ms).toBeLessThan(5000);
  });

  it('still answers a client that sends its request in time', async () => {
    const res = await hold(port, ['GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n']);
    expect(res.answer).toMatch(/^HTTP\/1\.1 200/);
  });
});
