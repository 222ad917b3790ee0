import { PNG } from 'pngjs';

/** Deterministic pixel noise (compresses about as badly as a photograph); `channels` 3 or 4. */
export function noise(width: number, height: number, channels: 3 | 4, seed = 7): Buffer {
  const data = Buffer.alloc(width * height * channels);
  let s = seed >>> 0;
  for (let i = 0; i < data.length; i++) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    data[i] = channels === 4 && i % 4 === 3 ? 128 + (s >>> 25) : s >>> 24;
  }
  return data;
}

/** An opaque PNG with a smooth two-way colour gradient. */
export function gradientPng(width: number, height: number): Buffer {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      image.data[i] = (x * 255) / width;
      image.data[i + 1] = 80;
      image.data[i + 2] = (y * 255) / height;
      image.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(image);
}
