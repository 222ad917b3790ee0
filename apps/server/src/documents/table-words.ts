/*
 * How a printed table's text is measured out (documents/pdf-writer.ts's `table`, the schedule's
 * column widths): the words a line may not break inside, and column widths shared by the page so
 * that none of those words is broken.
 */

/**
 * Column widths by shares of `total`, but never narrower than each column's `minimum` (at most a
 * quarter of the table): the room a column needs beyond its share is taken from the columns with
 * room to spare. `wanted` (each column's longest body word) is given as far as the table's width
 * allows once every `minimum` (the header's words) is met: when the words of every column do not
 * fit side by side, the longest words are cut down to one cap, as wide as the page leaves, so the
 * short ones (a number, a status) stay whole, the table stays on the page, and a header word is
 * never broken.
 */
export function shareWidths(shares: number[], minimums: number[], total: number, wanted: number[] = minimums): number[] {
  const sum = shares.reduce((a, b) => a + b, 0);
  const widths = shares.map((s) => (s / sum) * total);
  const hard = minimums.map((m) => Math.min(total / 4, m));
  const want = wanted.map((m, i) => Math.max(hard[i]!, Math.min(total / 4, m)));
  const need = (cap: number) => want.reduce((a, m, i) => a + Math.max(hard[i]!, Math.min(m, cap)), 0);
  let cap = total;
  if (need(cap) > total) {
    let lo = 0;
    for (let step = 0; step < 40; step++) {
      const mid = (lo + cap) / 2;
      if (need(mid) > total) cap = mid;
      else lo = mid;
    }
    cap = lo;
  }
  const mins = want.map((m, i) => Math.max(hard[i]!, Math.min(m, cap)));
  for (let round = 0; round < shares.length; round++) {
    const deficit = widths.reduce((a, w, i) => a + Math.max(0, mins[i]! - w), 0);
    if (deficit < 0.01) break;
    const slack = widths.map((w, i) => Math.max(0, w - mins[i]!));
    const spare = slack.reduce((a, b) => a + b, 0);
    if (spare <= 0) break;
    const take = Math.min(1, deficit / spare);
    widths.forEach((w, i) => (widths[i] = w < mins[i]! ? mins[i]! : w - slack[i]! * take));
  }
  return widths;
}

/** A run of at most this many CJK letters is a word a line does not break inside (类型标记, 已生成); a longer one breaks anywhere. */
const CJK_WORD = 4;
const CJK_LETTERS = /([\u3400-\u9fff]+)/u;
const CJK_MARK = /([\u2e80-\u33ff\uff00-\uffef])/u;

/** CJK marks a line never ends with (an opening bracket) or starts with (a closing one, a comma or stop): they keep to their neighbour. */
const CJK_OPENING = /^[（(「『《〈【〔［｛‘“]$/u;
const CJK_CLOSING = /^[）)」』》〉】〕］｝’”，。、；：！？]$/u;

/**
 * Words of a text a line may not break inside: split at white space (a no-break space glues a value
 * to its unit) and after a hyphen or a long part's slash before a letter; a run of CJK letters is a word of its own, one letter a word when longer than a
 * short term, and a CJK mark (（，、) a word of its own, but for an opening bracket, which keeps to the word after it, and a closing
 * bracket or a comma, which keep to the word before ("照明指标", "（按面）").
 */
export function unbreakableWords(text: string): string[] {
  return text.split(/[^\S\u00a0]+/u).flatMap((whole) => {
    const pieces = [whole]
      // a line may break after a hyphen, or after a slash that ends a long part, before a letter
      // (QLU-TGD46, XQD1060W/M024); a unit's slash after a short part stays whole (cd/m², lm/W, L70/B50)
      .flatMap((chunk) => chunk.split(/(?<=-|[^\s/-]{4}\/)(?=\p{L})/u))
      .flatMap((chunk) => chunk.split(CJK_MARK))
      .flatMap((chunk) => chunk.split(CJK_LETTERS))
      .flatMap((word) => (CJK_LETTERS.test(word) && [...word].length > CJK_WORD ? [...word] : [word]))
      .filter(Boolean);
    const words: string[] = [];
    let opening = '';
    for (const piece of pieces) {
      if (CJK_OPENING.test(piece)) opening += piece;
      else if (CJK_CLOSING.test(piece) && words.length && !opening) words[words.length - 1] += piece;
      else {
        words.push(opening + piece);
        opening = '';
      }
    }
    if (opening) words.push(opening);
    return words;
  });
}
