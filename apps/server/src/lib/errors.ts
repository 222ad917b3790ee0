import { ERROR_STATUS, message, type ErrorCode, type Lang, type MessageKey } from '@lampsheet/contracts';

/**
 * An error meant for the client: a machine code, a message key (translated per request) or a
 * literal text, and optionally the field it is about. Everything else thrown becomes a 500
 * whose details stay in the log.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly key: MessageKey | null;
  readonly field: string | undefined;
  /** What exactly was wrong, after the key's message (`…: line 4: expected …`). */
  readonly detail: string | undefined;
  /** The same, named for a screen to word in its own language (`{ reason, line, found, file }`); sent beside the message. */
  readonly params: Readonly<Record<string, string | number | null>> | undefined;

  constructor(code: ErrorCode, key: MessageKey | null, options: { field?: string; text?: string; detail?: string; params?: Readonly<Record<string, string | number | null>> } = {}) {
    super(options.text ?? (key && options.detail ? `${key}: ${options.detail}` : (key ?? code)));
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.key = key;
    this.field = options.field;
    this.detail = options.detail;
    this.params = options.params;
  }

  /** The message in the request's language. */
  text(lang: Lang): string {
    if (!this.key) return this.message;
    return this.detail ? `${message(this.key, lang)}: ${this.detail}` : message(this.key, lang);
  }
}

export const badRequest = (key: MessageKey, field?: string) => new AppError('VALIDATION_FAILED', key, { field });
export const unauthorized = () => new AppError('UNAUTHORIZED', 'unauthorized');
export const forbidden = (key: MessageKey = 'forbidden') => new AppError('FORBIDDEN', key);
export const notFound = () => new AppError('NOT_FOUND', 'notFound');
export const conflict = (key: MessageKey = 'staleWrite') => new AppError('CONFLICT', key);
