import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { message, type ErrorCode } from '@lampsheet/contracts';
import { isDatabaseUnavailable } from '../lib/db-errors.js';
import { AppError } from '../lib/errors.js';

/** Fastify's own error codes that are the client's fault, with the code we answer. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_PARTS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_JSON_BODY: 'VALIDATION_FAILED',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'VALIDATION_FAILED',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_FAILED',
  FST_ERR_VALIDATION: 'VALIDATION_FAILED',
};

/**
 * PostgreSQL's data exceptions a value from the request can cause (a number beyond its column,
 * text where a number belongs, a text too long): the client's fault, answered 400. The schemas
 * refuse such values first; this is the net under them.
 */
const PG_DATA_EXCEPTIONS = new Set(['22001', '22003', '22007', '22008', '22P02']);

/** How busboy words a multipart body it cannot read. */
const MULTIPART_BROKEN = /^(Multipart: |Malformed part header|Unexpected end of (form|multipart data)|Part terminated early|Malformed urlencoded form)/;

function send(reply: FastifyReply, status: number, code: ErrorCode, text: string, field?: string) {
  return reply.status(status).send({ success: false, code, message: text, ...(field ? { field } : {}) });
}

/**
 * One error handler for the whole server: every failure leaves as the envelope
 * `{ success: false, code, message }` with its status; 5xx details go to the log only.
 */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.lang;
    if (err instanceof AppError) return send(reply, err.status, err.code, err.text(lang), err.field);
    if (hasZodFastifySchemaValidationErrors(err)) {
      const where = err.validationContext ?? 'request';
      const details = err.validation
        .slice(0, 5)
        .map((v) => {
          const path = v.instancePath ? v.instancePath.replace(/^\//, '').replaceAll('/', '.') : '';
          return `${where}${path ? `.${path}` : ''}: ${v.message}`;
        })
        .join('; ');
      const first = err.validation[0]?.instancePath?.replace(/^\//, '').split('/')[0];
      return send(reply, 400, 'VALIDATION_FAILED', `${message('invalidInput', lang)}: ${details}`, first || undefined);
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'answer does not match its schema');
      return send(reply, 500, 'INTERNAL', message('internal', lang));
    }
    if (err.statusCode === 429) return send(reply, 429, 'RATE_LIMITED', message('tooManyRequests', lang));
    if (err.code === 'FST_FILES_LIMIT') return send(reply, 400, 'VALIDATION_FAILED', message('uploadOneFile', lang));
    // busboy's own errors on a broken multipart body (no boundary, cut short, bad part headers).
    if (MULTIPART_BROKEN.test(err.message)) return send(reply, 400, 'VALIDATION_FAILED', message('uploadMalformed', lang));
    if (err.code && PG_DATA_EXCEPTIONS.has(err.code)) {
      request.log.warn({ err }, 'a value the database refused');
      return send(reply, 400, 'VALIDATION_FAILED', message('invalidInput', lang));
    }
    const mapped = err.code ? FASTIFY_CODES[err.code] : undefined;
    if (mapped) {
      const status = mapped === 'VALIDATION_FAILED' ? 400 : mapped === 'PAYLOAD_TOO_LARGE' ? 413 : 415;
      const text =
        mapped === 'PAYLOAD_TOO_LARGE' ? message('uploadTooLarge', lang) : `${message('invalidInput', lang)}: ${err.message}`;
      return send(reply, status, mapped, text);
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return send(reply, err.statusCode, err.statusCode === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED', err.message);
    }
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err }, 'the database cannot be reached');
      return send(reply.header('retry-after', '2'), 503, 'UNAVAILABLE', message('databaseUnavailable', lang));
    }
    request.log.error({ err }, 'unexpected error');
    return send(reply, 500, 'INTERNAL', message('internal', lang));
  });
});
