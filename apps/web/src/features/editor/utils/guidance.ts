/** Name of the cookie that keeps the guidance switch on (specification point 2). */
export const GUIDANCE_COOKIE = 'directFlag';
/** Lifetime of the cookie while the switch is on: 15 days. */
export const GUIDANCE_DAYS = 15;

export function readGuidance(cookie: string = document.cookie): boolean {
  return cookie.split(';').some((c) => c.trim() === `${GUIDANCE_COOKIE}=1`);
}

/** On: the cookie is set for 15 days; off: it is removed. */
export function writeGuidance(on: boolean): void {
  document.cookie = on
    ? `${GUIDANCE_COOKIE}=1; max-age=${GUIDANCE_DAYS * 24 * 60 * 60}; path=/; SameSite=Lax`
    : `${GUIDANCE_COOKIE}=; max-age=0; path=/; SameSite=Lax`;
}
