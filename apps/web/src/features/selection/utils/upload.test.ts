import { describe, expect, it } from 'vitest';
import { checkUpload } from './upload';

describe('checkUpload', () => {
  it('accepts JPEG and PNG under 2 MB', () => {
    expect(checkUpload({ type: 'image/jpeg', size: 1024 })).toBeNull();
    expect(checkUpload({ type: 'image/png', size: 2 * 1024 * 1024 - 1 })).toBeNull();
  });
  it('refuses other types and 2 MB or more, with the specification messages', () => {
    expect(checkUpload({ type: 'image/gif', size: 10 })).toBe('uploadOnlyJpg');
    expect(checkUpload({ type: 'application/pdf', size: 10 })).toBe('uploadOnlyJpg');
    expect(checkUpload({ type: 'image/png', size: 2 * 1024 * 1024 })).toBe('uploadTooLarge');
  });
});
