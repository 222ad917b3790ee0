import type { MessageInstance } from 'antd/es/message/interface';

/**
 * The one place failed calls become toasts. The provider hands in antd's context-aware message
 * instance (so the toast follows theme and locale). The toast code is loaded with the first
 * toast (most visits show none before the first page is usable): until the instance is there,
 * toasts wait in `pending` and the provider is asked to mount its toast host.
 */
let instance: MessageInstance | null = null;
let pending: Array<(m: MessageInstance) => void> = [];
let mountHost: (() => void) | null = null;

export function setMessageInstance(next: MessageInstance | null): void {
  instance = next;
  if (!next) return;
  const waiting = pending;
  pending = [];
  for (const show of waiting) show(next);
}

/** The provider's way to bring in its toast host on the first toast. */
export function setToastHostMounter(mount: (() => void) | null): void {
  mountHost = mount;
  if (mount && pending.length) mount();
}

function show(toast: (m: MessageInstance) => void): void {
  if (instance) return void toast(instance);
  pending.push(toast);
  mountHost?.();
}

/** Shows an error toast; the same text replaces itself instead of stacking. */
export function notifyError(text: string): void {
  show((m) => m.error({ content: text, key: `err:${text}` }));
}

export function notifySuccess(text: string): void {
  show((m) => m.success({ content: text, key: `ok:${text}` }));
}

export function notifyWarning(text: string): void {
  show((m) => m.warning({ content: text, key: `warn:${text}` }));
}
