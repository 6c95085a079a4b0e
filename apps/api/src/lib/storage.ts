import { createReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomToken } from './crypto.ts';

/** Files on disk under a private folder, with random names: the user's file name never reaches the disk. */
export interface Storage {
  put(folder: string, data: Buffer, ext: string): Promise<string>;
  read(key: string): NodeJS.ReadableStream;
  remove(key: string): Promise<void>;
}

export function createStorage(root: string): Storage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error('storage key escapes its root');
    return full;
  };
  return {
    async put(folder, data, ext) {
      const key = `${folder}/${randomToken(18)}.${ext}`;
      await mkdir(path.dirname(resolve(key)), { recursive: true });
      await writeFile(resolve(key), data);
      return key;
    },
    read: (key) => createReadStream(resolve(key)),
    remove: (key) => rm(resolve(key), { force: true }),
  };
}

/** The image type told by the file's first bytes (never by its name or declared type), or null. */
export function sniffImage(buf: Buffer): { ext: 'jpg' | 'png' | 'webp'; mime: string } | null {
  if (buf.length > 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff)
    return { ext: 'jpg', mime: 'image/jpeg' };
  if (buf.length > 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { ext: 'png', mime: 'image/png' };
  }
  if (buf.length > 12 && buf.toString('ascii', 0, 4) === 'RIFF' && buf.toString('ascii', 8, 12) === 'WEBP') {
    return { ext: 'webp', mime: 'image/webp' };
  }
  return null;
}
