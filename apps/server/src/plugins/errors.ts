import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_STATUS, langFromHeader, message, type ErrorCode, type Lang, type MessageKey } from '@lampsheet/contracts';
import { isDatabaseUnavailable } from '../lib/db-errors.js';
import { WorkRefused } from '../lib/admission.js';
import { AppError } from '../lib/errors.js';
import { ClientGone } from '../lib/ndjson.js';

/** The message of each code when nothing more specific applies. Details of a failure go to the log only. */
const CODE_MESSAGE: Record<ErrorCode, MessageKey> = {
  VALIDATION_FAILED: 'invalidInput',
  UNAUTHORIZED: 'unauthorized',
  INVALID_CREDENTIALS: 'invalidCredentials',
  FORBIDDEN: 'forbidden',
  NOT_FOUND: 'notFound',
  REQUEST_TIMEOUT: 'requestTimeout',
  CONFLICT: 'concurrentWrite',
  PAYLOAD_TOO_LARGE: 'bodyTooLarge',
  HEADERS_TOO_LARGE: 'headersTooLarge',
  UNSUPPORTED_MEDIA_TYPE: 'unsupportedMediaType',
  RATE_LIMITED: 'tooManyRequests',
  INTERNAL: 'internal',
  UNAVAILABLE: 'serverBusy',
};

/** The code of a 4xx status raised by a plugin or parser; other client statuses answer 400. */
const STATUS_CODE: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  431: 'HEADERS_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** Fastify's, its router's and multipart's own errors that are the client's fault: our code and a fixed message. */
const FRAMEWORK: Record<string, { code: ErrorCode; key: MessageKey }> = {
  FST_ERR_BAD_URL: { code: 'VALIDATION_FAILED', key: 'badUrl' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'VALIDATION_FAILED', key: 'badUrl' },
  FST_ERR_ASYNC_CONSTRAINT: { code: 'INTERNAL', key: 'internal' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', key: 'unsupportedMediaType' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', key: 'unsupportedMediaType' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', key: 'bodyTooLarge' },
  FST_REQ_FILE_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', key: 'uploadTooLarge' },
  FST_PARTS_LIMIT: { code: 'PAYLOAD_TOO_LARGE', key: 'bodyTooLarge' },
  FST_FIELDS_LIMIT: { code: 'PAYLOAD_TOO_LARGE', key: 'bodyTooLarge' },
  FST_FILES_LIMIT: { code: 'VALIDATION_FAILED', key: 'uploadOneFile' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'VALIDATION_FAILED', key: 'invalidJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'VALIDATION_FAILED', key: 'invalidJson' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'VALIDATION_FAILED', key: 'invalidInput' },
  FST_ERR_VALIDATION: { code: 'VALIDATION_FAILED', key: 'invalidInput' },
};

/**
 * PostgreSQL's data exceptions a value from the request can cause (a number beyond its column,
 * text where a number belongs, a text too long): the client's fault, answered 400. The schemas
 * refuse such values first; this is the net under them.
 */
const PG_DATA_EXCEPTIONS = new Set(['22001', '22003', '22007', '22008', '22P02']);

/**
 * Two writers meeting on the same rows: PostgreSQL's serialization failure (40001) and deadlock
 * (40P01), a foreign key whose row went away meanwhile (23503), a unique key taken meanwhile
 * (23505), and SQLite's equivalents. The loser is told to reload and try again (409); the
 * services translate the cases they can name more precisely (a deleted record: 404) themselves.
 */
const DB_CONFLICTS = new Set(['40001', '40P01', '23503', '23505', 'SQLITE_CONSTRAINT_FOREIGNKEY', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_BUSY']);

/** Whether an error is two writers meeting (see DB_CONFLICTS). */
export function isWriteConflict(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && DB_CONFLICTS.has(code);
}

/** How busboy words a multipart body it cannot read. */
const MULTIPART_BROKEN = /^(Multipart: |Malformed part header|Unexpected end of (form|multipart data)|Part terminated early|Malformed urlencoded form)/;

function send(reply: FastifyReply, code: ErrorCode, text: string, field?: string, params?: Readonly<Record<string, string | number | null>>) {
  return reply.status(ERROR_STATUS[code]).send({ success: false, code, message: text, ...(field ? { field } : {}), ...(params ? { params } : {}) });
}

/** The envelope of a failure: the code's status and a message in the request's language. */
function sendFixed(reply: FastifyReply, lang: Lang, code: ErrorCode, key: MessageKey = CODE_MESSAGE[code]) {
  return send(reply, code, message(key, lang));
}

/**
 * Fastify's `frameworkErrors` option: the router's refusals (a path that does not decode, a
 * path parameter beyond its length) leave as the envelope too, before any hook has run.
 */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = langFromHeader(request.headers['accept-language']);
  const mapped = FRAMEWORK[err.code];
  request.log.info({ code: err.code, url: request.url }, 'request refused by the router');
  return sendFixed(reply, lang, mapped?.code ?? 'VALIDATION_FAILED', mapped?.key ?? 'badUrl');
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before there is a request (a
 * request not sent within REQUEST_TIMEOUT_MS, headers beyond Node's limit, bytes that are not
 * HTTP) leaves as the envelope too, in English (no header has been read), and the socket closes.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const code: ErrorCode = err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 'REQUEST_TIMEOUT' : err.code === 'HPE_HEADER_OVERFLOW' ? 'HEADERS_TOO_LARGE' : 'VALIDATION_FAILED';
  const status = ERROR_STATUS[code];
  const body = JSON.stringify({ success: false, code, message: message(CODE_MESSAGE[code], 'en') });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * A stream that ended early because the client closed its connection (the compressor's
 * "Premature close" on a cancelled request; a streamed answer's work aborted before its first
 * line, `ClientGone`): the client's choice, not the server's failure.
 * The same error while the client still waits is a real one.
 */
function clientWentAway(err: FastifyError, request: FastifyRequest): boolean {
  return (err.code === 'ERR_STREAM_PREMATURE_CLOSE' || err instanceof ClientGone) && (request.raw.destroyed || request.raw.socket?.destroyed === true);
}

/**
 * One error handler for the whole server: every failure leaves as the envelope
 * `{ success: false, code, message }` with the status of its code. Our own errors (AppError) and
 * schema violations name what was wrong; everything raised by a plugin, parser or the database
 * gets the fixed message of its code, and its own words go to the log only.
 */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.lang;
    if (err instanceof WorkRefused) reply.header('retry-after', String(err.retryAfter));
    // Refused before its body was read to the end (an upload stopped by a full disk, a wrong
    // type): the rest of the body would stall the connection for the client's next request, so
    // the answer closes it.
    const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
    if (hasBody && !request.raw.readableEnded) reply.header('connection', 'close');
    if (err instanceof AppError) return send(reply, err.code, err.text(lang), err.field, err.params);
    if (hasZodFastifySchemaValidationErrors(err)) {
      const where = err.validationContext ?? 'request';
      const details = err.validation
        .slice(0, 5)
        .map((v) => {
          const path = v.instancePath ? v.instancePath.replace(/^\//, '').replaceAll('/', '.') : '';
          return `${where}${path ? `.${path}` : ''}: ${v.message}`;
        })
        .join('; ');
      // The field named down to its nested key (`dimensions.H`, `projectParamindexList.0.evenness`).
      const first = err.validation[0]?.instancePath?.replace(/^\//, '').replaceAll('/', '.');
      return send(reply, 'VALIDATION_FAILED', `${message('invalidInput', lang)}: ${details}`, first || undefined);
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'answer does not match its schema');
      return sendFixed(reply, lang, 'INTERNAL');
    }
    if (err.statusCode === 429) return sendFixed(reply, lang, 'RATE_LIMITED');
    // busboy's own errors on a broken multipart body (no boundary, cut short, bad part headers).
    if (MULTIPART_BROKEN.test(err.message)) {
      request.log.info({ err }, 'unreadable multipart body');
      return sendFixed(reply, lang, 'VALIDATION_FAILED', 'uploadMalformed');
    }
    if (err.code && PG_DATA_EXCEPTIONS.has(err.code)) {
      request.log.warn({ err }, 'a value the database refused');
      return sendFixed(reply, lang, 'VALIDATION_FAILED');
    }
    if (isWriteConflict(err)) {
      request.log.warn({ err }, 'concurrent writes met; the loser is asked to retry');
      return sendFixed(reply, lang, 'CONFLICT');
    }
    const framework = err.code ? FRAMEWORK[err.code] : undefined;
    if (framework) {
      request.log.info({ err }, 'request refused');
      return sendFixed(reply, lang, framework.code, framework.key);
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      request.log.info({ err }, 'request refused');
      return sendFixed(reply, lang, STATUS_CODE[err.statusCode] ?? 'VALIDATION_FAILED');
    }
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err }, 'the database cannot be reached');
      return sendFixed(reply.header('retry-after', '2'), lang, 'UNAVAILABLE', 'databaseUnavailable');
    }
    if (isStorageFull(err)) {
      // The data folder's file system is full: nothing half-written stays (every write goes
      // through a `.part` file); the administrator must make room.
      request.log.error({ err }, 'the data folder is full');
      return sendFixed(reply.header('retry-after', '30'), lang, 'UNAVAILABLE', 'storageFull');
    }
    if (clientWentAway(err, request)) {
      // Nobody is left to answer: the browser cancelled (a live ranking typed past, a page left).
      // The answer still goes through the lifecycle (to a closed socket), so that the request
      // ends and a stop that waits for requests in flight does not wait for it.
      request.log.info({ err: { code: err.code, message: err.message } }, 'the client closed the connection before its answer');
      return sendFixed(reply, lang, 'INTERNAL');
    }
    request.log.error({ err }, 'unexpected error');
    return sendFixed(reply, lang, 'INTERNAL');
  });
});

/** A write refused for want of space (ENOSPC) or quota (EDQUOT), however deeply wrapped. */
function isStorageFull(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 3) return false;
  const e = err as { code?: unknown; cause?: unknown };
  return e.code === 'ENOSPC' || e.code === 'EDQUOT' || isStorageFull(e.cause, depth + 1);
}
