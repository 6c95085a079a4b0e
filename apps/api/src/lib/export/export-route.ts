import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EXPORT_FORMATS,
  EXPORT_ROWS_HEADER,
  exportFileName,
  type ExportDeclaration,
  type ExportFormat,
} from '@gestora/contract/exports/export-columns';
import type { ListEngine, ListQuery } from '../../db/list/define-list.ts';
import { exportRows, type ExportHandlers } from '../../db/list/export-rows.ts';
import { actorOf } from '../../plugins/auth.ts';
import type { RouteConfig } from '../api-routes.ts';
import type { Actor, ServiceContext } from '../service-context.ts';
import { csvWriter } from './csv-export.ts';
import { pagedRows, type PageAnswer } from './paged-rows.ts';
import { xlsxWriter } from './xlsx-export.ts';

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const ZExportFormat = z.object({
  format: z.enum(EXPORT_FORMATS, { error: 'Seleccione un formato de exportación válido: csv o xlsx.' }).default('csv'),
});

/** How an export's rows are read: the total first (`onStart`), then batch after batch. */
type Produce<R> = (
  ctx: ServiceContext,
  actor: Actor,
  q: Record<string, unknown>,
  handlers: ExportHandlers<R>,
  params: Record<string, string>,
) => Promise<unknown>;

/** Waits until the reader took what was written (a slow download holds the cursor instead of the heap). */
async function drained(out: PassThrough) {
  if (out.destroyed) throw new Error('export: the download was closed');
  if (out.writableNeedDrain)
    // By hand rather than events.once: the listener of the event that did not come would stay, one per batch.
    await new Promise<void>((resolve) => {
      const done = () => {
        out.off('drain', done);
        out.off('close', done);
        resolve();
      };
      out.on('drain', done);
      out.on('close', done);
    });
  if (out.destroyed) throw new Error('export: the download was closed');
}

/**
 * GET `<list path>/export?format=csv|xlsx&<the list's query>`, answered by streaming what `produce` reads. The
 * query is checked (422) and the total counted before any byte is sent, so a refusal is still a JSON answer; after
 * the headers a failure can only cut the download, which the web reports as interrupted. A client that goes away
 * destroys the stream, and the next batch then throws inside `produce`, ending its transaction.
 */
function registerExport<R>(
  server: FastifyInstance,
  path: string,
  config: RouteConfig,
  query: z.ZodObject,
  declaration: ExportDeclaration<R>,
  tags: string[],
  produce: Produce<R>,
  params?: z.ZodObject,
) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    `${path}/export`,
    {
      config,
      schema: { tags, querystring: query.extend(ZExportFormat.shape), ...(params ? { params } : {}) },
    },
    async (request, reply) => {
      const { format, ...q } = request.query as { format: ExportFormat } & Record<string, unknown>;
      const ctx = server.ctx;
      const out = new PassThrough();
      // The embedded database has one connection, which the export's cursor holds: the rows go to a file at the
      // database's pace first and the download is sent from it, so that a slow reader never blocks everybody else.
      const spool = server.database.kind === 'pglite' ? spoolFile(server.config.dataDir) : null;
      const spooled = spool ? pipeline(out, createWriteStream(spool)) : null;
      spooled?.catch(() => {}); // awaited below; a client gone meanwhile rejects it before then
      // Fastify destroys a stream it is sending when the connection closes; this also covers a client gone while the
      // rows were still being counted, before the stream was handed to it.
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) out.destroy();
      });
      let started!: (total: number) => void;
      let failed!: (err: unknown) => void;
      const start = new Promise<number>((resolve, reject) => ((started = resolve), (failed = reject)));
      let sending = false;

      const csv = format === 'csv' ? csvWriter(declaration, ctx.timeZone) : undefined;
      const xlsx = format === 'xlsx' ? xlsxWriter(declaration, ctx.timeZone, out) : undefined;
      void produce(
        ctx,
        actorOf(request),
        q,
        {
          onStart: (total) => {
            sending = true;
            started(total);
            if (csv) out.write(csv.head());
          },
          onBatch: async (rows) => {
            if (csv) out.write(csv.rows(rows));
            else xlsx!.rows(rows);
            // exceljs hands its zip to the stream asynchronously: let it run before looking at the backlog.
            await new Promise((r) => setImmediate(r));
            await drained(out);
          },
        },
        request.params as Record<string, string>,
      )
        .then(async () => {
          if (xlsx) await xlsx.end();
          out.end();
        })
        .catch((err) => {
          if (!sending) return failed(err);
          if (!out.destroyed) request.log.error({ err }, 'export failed while streaming');
          out.destroy(err instanceof Error ? err : new Error(String(err)));
        });

      const total = await start.catch(async (err) => {
        // Refused before the first row (a 404, a 422 of the list): nothing was written, the spool file goes too.
        out.destroy();
        await spooled?.catch(() => {});
        if (spool) rmSync(spool, { force: true });
        throw err;
      });
      if (spool) {
        try {
          await spooled;
        } catch (err) {
          rmSync(spool, { force: true });
          throw err;
        }
        const file = createReadStream(spool);
        file.once('close', () => rmSync(spool, { force: true }));
        reply.raw.once('close', () => file.destroy());
        return sendFile(reply, format, declaration.file, ctx.today(), total, file);
      }
      return sendFile(reply, format, declaration.file, ctx.today(), total, out);
    },
  );
}

/** A new file under the data folder's tmp/ for one export. */
function spoolFile(dataDir: string) {
  const dir = path.join(dataDir, 'tmp');
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `export-${randomUUID()}`);
}

function sendFile(
  reply: FastifyReply,
  format: ExportFormat,
  file: string,
  today: string,
  total: number,
  body: NodeJS.ReadableStream,
) {
  return reply
    .header('Content-Type', CONTENT_TYPES[format])
    .header('Content-Disposition', `attachment; filename="${exportFileName(file, today, format)}"`)
    .header(EXPORT_ROWS_HEADER, String(total))
    .header('Cache-Control', 'no-store')
    .send(body);
}

/**
 * 'Exportar' of a list declared with defineList: every row its filters and sort select, for whoever may read the
 * list (same access, same scope), as `<file>-YYYY-MM-DD.<ext>` with the rows' count in X-Export-Rows, read through a
 * cursor (db/list/export-rows.ts). Plain Fastify (apiRoutes answers JSON), with the list's access in its config as
 * every route has. Adding one: a declaration in packages/contract/src/exports and one call beside the list's route.
 */
export function exportRoute<Q extends ListQuery, R>(
  server: FastifyInstance,
  path: string,
  config: RouteConfig,
  query: z.ZodObject,
  list: ListEngine<Q, unknown>,
  declaration: ExportDeclaration<R>,
  tags: string[] = [],
) {
  registerExport(server, path, config, query, declaration, tags, (ctx, actor, q, handlers) =>
    exportRows<Q, R>(ctx, actor, list, { ...q, page: 1, per_page: 1 } as unknown as Q, handlers),
  );
}

/** The same for a list answered by its own service function (not defineList), read page by page (paged-rows.ts). */
export function pagedExportRoute<Q extends { page: number; per_page: number }, R>(
  server: FastifyInstance,
  path: string,
  config: RouteConfig,
  query: z.ZodObject,
  answer: PageAnswer<Q, R>,
  declaration: ExportDeclaration<R>,
  tags: string[] = [],
) {
  registerExport(server, path, config, query, declaration, tags, (ctx, actor, q, handlers) =>
    pagedRows<Q, R>(ctx, actor, answer, q as unknown as Q, handlers),
  );
}

/**
 * The same for a defineList list under a path that names a record (a report's tasks of one project or person):
 * `prepare` checks the path's record as the list's own route does (a 404 before any byte) and gives the engine's
 * query.
 */
export function recordExportRoute<Q extends ListQuery, R, P extends Record<string, string>>(
  server: FastifyInstance,
  path: string,
  config: RouteConfig,
  schemas: { params: z.ZodObject; query: z.ZodObject },
  list: ListEngine<Q, unknown>,
  prepare: (ctx: ServiceContext, actor: Actor, params: P, q: Record<string, unknown>) => Promise<Q>,
  declaration: ExportDeclaration<R>,
  tags: string[] = [],
) {
  registerExport(
    server,
    path,
    config,
    schemas.query,
    declaration,
    tags,
    async (ctx, actor, q, handlers, params) =>
      exportRows<Q, R>(
        ctx,
        actor,
        list,
        { ...(await prepare(ctx, actor, params as P, q)), page: 1, per_page: 1 },
        handlers,
      ),
    schemas.params,
  );
}
