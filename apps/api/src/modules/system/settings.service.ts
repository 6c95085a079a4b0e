import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appSettings } from './settings.table.ts';

/** A value made once on first start and kept (so every process and restart shares it). */
export async function settingOnce<T>(db: Db, key: string, make: () => T): Promise<T> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  if (row) return row.value as T;
  await db
    .insert(appSettings)
    .values({ key, value: make() as object })
    .onConflictDoNothing();
  const [kept] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  return kept.value as T;
}
