import { and, count, eq, getTableName, gte, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { uploadDailyVolumeMsg, uploadRecordFullMsg } from '@gestora/contract/messages';
import type { UploadLimits } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../lib/errors.ts';
import { storedFiles } from './files.table.ts';

/** What a quota check needs from the server: the limits and the organisation's day (ServiceContext has both). */
export interface QuotaContext {
  uploads: UploadLimits;
  today(): string;
  timeZone: string;
}

/**
 * The record new files are linked to: the link table's column naming the record (`ticketFiles.ticketId`) and the
 * record's id. Null for an owner that holds one file and replaces it (a RAG document's source).
 */
export interface AttachTarget {
  linkColumn: PgColumn;
  recordId: number;
}

/** Arbitrary first key of the uploader's advisory lock; the record's lock uses its link table's name instead. */
const UPLOADER_LOCK = 0x67e5f11e;

/**
 * Refuses (413) files that would take the record past its file count or the uploader past the day's volume.
 * Runs in the transaction that links the files, under transaction-scoped advisory locks on the record and on the
 * uploader: two uploads racing on one record or by one user count one after the other, so neither limit is
 * exceeded by concurrency. Always the record first, then the uploader, so that two uploads never deadlock.
 */
export async function assertUploadQuota(
  tx: DbOrTx,
  ctx: QuotaContext,
  uploadedBy: number,
  sizes: readonly number[],
  target: AttachTarget | null,
) {
  const { maxFilesPerRecord, dailyBytes } = ctx.uploads;
  if (target) {
    const table = target.linkColumn.table;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${getTableName(table)}), ${target.recordId}::int)`);
    const [{ n }] = await tx.select({ n: count() }).from(table).where(eq(target.linkColumn, target.recordId));
    if (n + sizes.length > maxFilesPerRecord) throw new HttpError(413, uploadRecordFullMsg(maxFilesPerRecord, n));
  }
  await tx.execute(sql`select pg_advisory_xact_lock(${UPLOADER_LOCK}::int, ${uploadedBy}::int)`);
  const dayStart = sql`(${ctx.today()}::date::timestamp at time zone ${ctx.timeZone})`;
  const [{ used }] = await tx
    .select({ used: sql<number>`coalesce(sum(${storedFiles.size}), 0)`.mapWith(Number) })
    .from(storedFiles)
    .where(and(eq(storedFiles.uploadedBy, uploadedBy), gte(storedFiles.createdAt, dayStart)));
  const adding = sizes.reduce((a, b) => a + b, 0);
  if (used + adding > dailyBytes) throw new HttpError(413, uploadDailyVolumeMsg(dailyBytes, used));
}
