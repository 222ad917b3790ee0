/**
 * Branded unit types. A brand costs nothing at run time; it only stops a number in one unit
 * from being passed where another is expected (degrees where radians are wanted, feet where
 * metres are wanted).
 */

/** An angle in degrees. */
export type Degrees = number & { readonly __unit: 'deg' };
/** An angle in radians. */
export type Radians = number & { readonly __unit: 'rad' };
/** A length in metres. */
export type Metres = number & { readonly __unit: 'm' };
/** Luminous intensity in candela (cd). */
export type Candela = number & { readonly __unit: 'cd' };
/** Luminous flux in lumens (lm). */
export type Lumens = number & { readonly __unit: 'lm' };
/** Illuminance in lux (lm/m²). */
export type Lux = number & { readonly __unit: 'lx' };
/** Luminance in candela per square metre (cd/m²). */
export type CandelaPerSquareMetre = number & { readonly __unit: 'cd/m2' };

/** Degrees to radians. */
export function degreesToRadians(deg: number): Radians {
  return ((deg * Math.PI) / 180) as Radians;
}

/** Radians to degrees. */
export function radiansToDegrees(rad: number): Degrees {
  return ((rad * 180) / Math.PI) as Degrees;
}

/** One international foot in metres (IES units type 1). */
export const METRES_PER_FOOT = 0.3048;
