import { describe, expect, it } from 'vitest';
import { pictureProblem } from './upload-check';

describe('pictureProblem', () => {
  it('accepts JPG, JPEG and PNG under 2 MB', () => {
    expect(pictureProblem({ name: 'a.JPG', type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(pictureProblem({ name: 'a.jpeg', type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(pictureProblem({ name: 'a.png', type: 'image/png', size: 2 * 1024 * 1024 - 1 })).toBeNull();
  });
  it('refuses other types and 2 MB or more with the specification keys', () => {
    expect(pictureProblem({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('uploadOnlyJpg');
    expect(pictureProblem({ name: 'a.png.exe', type: '', size: 10 })).toBe('uploadOnlyJpg');
    expect(pictureProblem({ name: 'a.png', type: 'image/png', size: 2 * 1024 * 1024 })).toBe('uploadTooLarge');
  });
});
