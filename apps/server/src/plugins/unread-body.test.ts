import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors.js';
import errorsPlugin, { frameworkErrors } from './errors.js';
import languagePlugin from './language.js';

/**
 * A request refused before its body was read to the end (an upload stopped by a full disk or a
 * wrong type after its first bytes): the unread rest would stay in the connection, and the
 * client's next request on it would never be read. The refusal closes the connection; an error
 * answer to a request whose body was read (or had none) keeps it open.
 */
describe('an error answer to a request whose body was not read', () => {
  let app: FastifyInstance;
  let url: string;
  beforeAll(async () => {
    app = Fastify({ frameworkErrors, logger: false });
    await app.register(languagePlugin);
    await app.register(errorsPlugin);
    // The body reaches the handler as a stream (as an upload does), which refuses it unread.
    app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));
    app.post('/api/refuse', async () => {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'uploadOnlyJpg');
    });
    app.post('/api/read', async () => {
      throw new AppError('VALIDATION_FAILED', 'invalidInput');
    });
    app.get('/api/missing', async () => {
      throw new AppError('NOT_FOUND', 'routeNotFound');
    });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('closes the connection, and the next request is answered', async () => {
    const refused = await fetch(`${url}/api/refuse`, { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body: Buffer.alloc(1024 * 1024, 1) });
    expect(refused.status).toBe(415);
    expect(refused.headers.get('connection')).toBe('close');
    await refused.arrayBuffer();
    expect((await fetch(`${url}/api/missing`, { signal: AbortSignal.timeout(10_000) })).status).toBe(404);
  });

  it('keeps it open when the body was read or there was none', async () => {
    const read = await fetch(`${url}/api/read`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' });
    expect(read.status).toBe(400);
    expect(read.headers.get('connection')).not.toBe('close');
    const none = await fetch(`${url}/api/missing`);
    expect(none.status).toBe(404);
    expect(none.headers.get('connection')).not.toBe('close');
  });
});
