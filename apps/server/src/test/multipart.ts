/** A multipart/form-data body for `inject`, with one part per given file. */
export function multipart(files: Array<{ name?: string; filename: string; contentType: string; data: Buffer }>) {
  const boundary = `----lampsheet${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.name ?? 'file'}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A valid 1×1 PNG followed by `tail` bytes of pattern: the upload checks the first bytes only. */
export function pngWithTail(tail: number): Buffer {
  const head = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
  return Buffer.concat([head, Buffer.from(Array.from({ length: tail }, (_, i) => (i * 7) % 256))]);
}
