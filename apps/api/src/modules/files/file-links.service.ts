import { and, eq, getTableColumns } from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgInsertValue, type PgTable } from 'drizzle-orm/pg-core';
import type { TAttachment } from '@gestora/contract/files/files.schema';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { userRef, userRefColumns } from '../../lib/refs.presenter.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { runWrite } from '../../lib/run-write.ts';
import { users } from '../users/users.table.ts';
import { fileUrl } from './files.presenter.ts';
import { deleteStoredFiles, insertStoredFiles, putFiles, type CheckedFile, type FileOwner } from './files.service.ts';
import { storedFiles } from './files.table.ts';

/** A link table's id columns: integer, not null. */
type LinkId = { data: number; notNull: true };

/**
 * How a module links stored files to its records (task_files, ticket_files, information_post_files): the link
 * table's column naming the record and the one naming the file, and the storage folder of the bytes. Every
 * attachment of every module is added, found, listed and authorised through it.
 */
export function fileLinks(record: AnyPgColumn<LinkId>, file: AnyPgColumn<LinkId>, folder: string) {
  const table = record.table;
  const keys = Object.entries(getTableColumns(table));
  const keyOf = (column: AnyPgColumn) => keys.find(([, c]) => c === column)![0];
  const [recordKey, fileKey] = [keyOf(record), keyOf(file)];
  return {
    /**
     * Stores the bytes of uploads already checked, then runs `write` in one transaction: it locks and checks its
     * record and calls `link(recordId)`, which inserts the stored_files rows (under the quotas) and their links. A
     * write that fails removes the bytes again, so that no stored file is left without its record.
     */
    async attach<T>(
      ctx: ServiceContext,
      actor: Actor,
      files: CheckedFile[],
      write: (tx: Tx, link: (recordId: number) => Promise<void>) => Promise<T>,
    ): Promise<T> {
      const storageKeys = await putFiles(ctx.storage, folder, files);
      try {
        return await runWrite(ctx, (tx) =>
          write(tx, async (recordId) => {
            const target = { linkColumn: record, recordId };
            const rows = await insertStoredFiles(tx, ctx, files, storageKeys, actor.userId, target);
            // The link table's own keys, found from its columns above: its two ids, nothing else.
            const links = rows.map((r) => ({ [recordKey]: recordId, [fileKey]: r.id }) as PgInsertValue<PgTable>);
            await tx.insert(table).values(links);
          }),
        );
      } catch (err) {
        await Promise.all(storageKeys.map((k) => ctx.storage.remove(k)));
        throw err;
      }
    },

    /**
     * Deletes one file of the record, by its public id, in the caller's transaction (404 when it is not one of
     * this record's): its name, for the record's history, and its storage key, to remove once committed.
     */
    async deleteOne(tx: DbOrTx, recordId: number, filePublicId: string) {
      const [found] = await tx
        .select({ id: storedFiles.id, name: storedFiles.originalName })
        .from(table)
        .innerJoin(storedFiles, eq(storedFiles.id, file))
        .where(and(eq(record, recordId), eq(storedFiles.publicId, filePublicId)));
      if (!found) throw notFound();
      return { name: found.name, keys: await deleteStoredFiles(tx, [found.id]) };
    },

    /** The attachments of a record, oldest first, with who uploaded each. */
    async list(db: DbOrTx, recordId: number): Promise<TAttachment[]> {
      const uploader = alias(users, 'uploader');
      const rows = await db
        .select({ file: storedFiles, by: userRefColumns(uploader) })
        .from(table)
        .innerJoin(storedFiles, eq(storedFiles.id, file))
        .leftJoin(uploader, eq(uploader.id, storedFiles.uploadedBy))
        .where(eq(record, recordId))
        .orderBy(storedFiles.id);
      return rows.map(({ file: f, by }) => ({
        public_id: f.publicId,
        name: f.originalName,
        mime: f.mime,
        size: f.size,
        url: fileUrl(f.publicId, f.originalName),
        uploaded_by: by ? userRef(by) : null,
        created_at: f.createdAt.toISOString(),
      }));
    },

    /**
     * The files module's question to the module (FileOwner): null when the file is not linked to one of its
     * records, else whether the actor may see that record (`sees`, the module's own rule).
     */
    owner(sees: (db: Db, actor: Actor, recordId: number) => Promise<boolean>): FileOwner {
      return async (db, fileId, actor) => {
        const [link] = await db.select({ recordId: record }).from(table).where(eq(file, fileId));
        return link ? sees(db, actor, link.recordId) : null;
      };
    },
  };
}

/**
 * Runs `write`, which deletes stored_files rows in its transaction and answers their storage keys; the bytes are
 * removed only once it has committed, so a rolled-back delete keeps its files.
 */
export async function removeFilesAfterCommit(ctx: ServiceContext, write: (tx: Tx) => Promise<string[]>) {
  const keys = await runWrite(ctx, write);
  await Promise.all(keys.map((k) => ctx.storage.remove(k)));
}
