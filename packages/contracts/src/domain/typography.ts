/**
 * Chinese text takes full-width punctuation: a half-width , : ; ( ) ! ? beside a Chinese
 * character (a space between counts as beside) is a slip: 功率（W）, not 功率 (W). The catalogues'
 * and the pictures' tests hold their Chinese texts to it.
 */
export const HALF_WIDTH_BESIDE_HAN = /\p{Script=Han}\s*[,:;()!?]|[,:;()!?]\s*\p{Script=Han}/u;
