/**
 * The width a table column needs for its header on one line (px): a Chinese character or
 * full-width bracket 16 px, any other character 9.5 px (14 px system-ui, semibold, as measured in Chromium with room to spare), plus the
 * cell's padding. Columns take at least this, so a header is never broken inside a word
 * (类型标记) nor cut.
 */
export function headerWidth(text: string, padding = 16): number {
  let width = 0;
  for (const ch of text) width += /[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? 16 : 9.5;
  return Math.ceil(width) + padding;
}

/** A column's width: its own, or its header's if that is wider. */
export const fitHeader = (text: string, width: number, padding?: number) => Math.max(width, headerWidth(text, padding));
