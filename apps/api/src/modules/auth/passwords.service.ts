import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended minimum.
export const hashPassword = (plain: string) => hash(plain);

export async function verifyPassword(hashed: string | null, plain: string): Promise<boolean> {
  if (!hashed) return false;
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}

/** Spent on unknown emails too, so that timing does not tell which accounts exist. */
const DUMMY = hash('gestora-timing-equaliser');
export async function burnVerifyTime(plain: string): Promise<void> {
  await verifyPassword(await DUMMY, plain);
}
