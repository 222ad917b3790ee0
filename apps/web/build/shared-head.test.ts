import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withSharedHead } from './shared-head';

const read = (name: string) => readFileSync(join(import.meta.dirname, '..', name), 'utf8');

describe('the pages share one head', () => {
  it('puts head.html in place of each page\'s mark, indented as the mark', () => {
    const head = read('head.html');
    for (const page of ['index.html', 'login.html']) {
      const html = withSharedHead(read(page), head, page);
      expect(html).toContain('    <meta charset="UTF-8" />\n    <meta name="viewport" content="width=device-width, initial-scale=1.0" />');
      expect(html).toContain('<link rel="icon" href="data:image/svg+xml,');
      expect(html).not.toContain('head.html');
    }
  });

  it('refuses a page without the mark', () => {
    expect(() => withSharedHead('<head></head>', 'x', 'other.html')).toThrow('other.html has no <!-- head.html -->');
  });
});
