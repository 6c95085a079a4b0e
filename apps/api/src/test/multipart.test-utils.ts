/** A multipart body with the given file parts under one field, as a browser's FormData sends it. */
export function multipart(field: string, files: { name: string; type: string; data: Buffer }[]) {
  const boundary = `----gestora${Date.now()}${Math.random().toString(16).slice(2)}`;
  const parts = files.flatMap((f) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
    ),
    f.data,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A multipart body with one file part. */
export const multipartFile = (field: string, name: string, type: string, data: Buffer) =>
  multipart(field, [{ name, type, data }]);

/** A real 1×1 PNG: an upload that must pass as an image. */
export const ONE_PIXEL_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001',
  'hex',
);
