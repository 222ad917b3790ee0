import type { MessageInstance } from 'antd/es/message/interface';

/**
 * The one place failed calls become toasts. The provider hands in antd's context-aware message
 * instance (so the toast follows theme and locale); until then nothing is shown.
 */
let instance: MessageInstance | null = null;

export function setMessageInstance(next: MessageInstance | null): void {
  instance = next;
}

/** Shows an error toast; the same text replaces itself instead of stacking. */
export function notifyError(text: string): void {
  instance?.error({ content: text, key: `err:${text}` });
}

export function notifySuccess(text: string): void {
  instance?.success({ content: text, key: `ok:${text}` });
}

export function notifyWarning(text: string): void {
  instance?.warning({ content: text, key: `warn:${text}` });
}
