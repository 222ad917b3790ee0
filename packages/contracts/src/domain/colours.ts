/**
 * Colour keys of the domain. A detection row is measured either with every channel on (the
 * all-lit key, '全亮', stored as data) or with one colour channel of a multi-colour fixture; a
 * parameter index entry's colour temperature text defaults to the all-lit key.
 */

/**
 * The all-lit colour key: every channel on; the default colour state of a parameter index entry
 * (specification point 9). Stored text, shown translated ("All on", `colourStateLabel`).
 */
export const ALL_ON = '全亮';

/** The colour channels of the RGB family: red, green, blue, white, amber, lime. */
export const COLOUR_CHANNELS = ['R', 'G', 'B', 'W', 'A', 'L'] as const;
export type ColourChannel = (typeof COLOUR_CHANNELS)[number];

/** A detection row's colour key: all lit or one channel. */
export type ColourKey = typeof ALL_ON | ColourChannel;
