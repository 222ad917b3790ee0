import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18next, initI18n } from '@/lib/i18n';
import { en } from '@/locales/en';
import { zhCN } from '@/locales/zh-CN';
import antdZhCN from 'antd/es/locale/zh_CN';

// Screens load their parts lazily (route splitting): on a busy machine the first import of a
// chunk takes longer than Testing Library's default second, and two test files run at once (the
// root vitest.config.ts), so findBy and waitFor wait up to 10 s for what must appear (they return
// as soon as it does).
configure({ asyncUtilTimeout: 10_000 });

// antd's responsive helpers and Table/Grid observe sizes; jsdom has neither API.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverShim {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverShim });
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverShim });
}

// jsdom throws "Not implemented" for pseudo-element styles, which rc-table's scrollbar
// measurement asks for; answer with the element's own style instead.
const realGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = ((elt: Element, pseudo?: string | null) =>
  realGetComputedStyle(elt, pseudo ? undefined : pseudo)) as typeof window.getComputedStyle;

if (!window.scrollTo || String(window.scrollTo).includes('Not implemented')) {
  window.scrollTo = (() => {}) as typeof window.scrollTo;
}
if (!HTMLElement.prototype.scrollIntoView) {
  HTMLElement.prototype.scrollIntoView = () => {};
}

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Tests start in English unless they switch.
initI18n('en', { en, 'zh-CN': zhCN }, { 'zh-CN': antdZhCN });
beforeEach(async () => {
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
});
