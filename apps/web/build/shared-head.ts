import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** Where a page's HTML takes the head both pages share (`head.html`). */
export const HEAD_MARK = '<!-- head.html -->';

/** A page's HTML with the shared head in place of its mark, indented as the mark is; a page without the mark is an error. */
export function withSharedHead(html: string, head: string, page = 'page'): string {
  const at = html.indexOf(HEAD_MARK);
  if (at < 0) throw new Error(`${page} has no ${HEAD_MARK} for the shared head`);
  const indent = /[ \t]*$/.exec(html.slice(0, at))![0];
  const lines = head.trimEnd().split('\n').join(`\n${indent}`);
  return html.slice(0, at) + lines + html.slice(at + HEAD_MARK.length);
}

/**
 * The two pages (index.html, login.html) share their head — charset, viewport, description,
 * icon — from one `head.html`, put in at build and in the dev server alike.
 */
export function sharedHead(file: URL): Plugin {
  return {
    name: 'lampsheet-shared-head',
    transformIndexHtml: {
      order: 'pre',
      handler: (html, ctx) => withSharedHead(html, readFileSync(file, 'utf8'), ctx.path),
    },
  };
}
