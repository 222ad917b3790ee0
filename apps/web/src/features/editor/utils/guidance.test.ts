import { afterEach, describe, expect, it } from 'vitest';
import { GUIDANCE_COOKIE, readGuidance, writeGuidance } from './guidance';

describe('guidance cookie', () => {
  afterEach(() => writeGuidance(false));
  it('is read from the cookie', () => {
    expect(readGuidance('a=1; directFlag=1')).toBe(true);
    expect(readGuidance('directFlag=0')).toBe(false);
  });
  it('is kept while on and removed when off', () => {
    writeGuidance(true);
    expect(document.cookie).toContain(`${GUIDANCE_COOKIE}=1`);
    expect(readGuidance()).toBe(true);
    writeGuidance(false);
    expect(readGuidance()).toBe(false);
  });
});
