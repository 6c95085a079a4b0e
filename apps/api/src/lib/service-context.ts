import type { FastifyBaseLogger } from 'fastify';
import type { UploadLimits } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Realtime } from './realtime.ts';
import type { Mailer } from './mailer.ts';
import type { Storage } from './storage.ts';

/**
 * What a service needs from the server, and nothing of HTTP: services take `(ctx, actor, …)` and never a
 * FastifyInstance or FastifyRequest (routes parse multipart and hand over plain values). Writes go through
 * `runWrite` (run-write.ts).
 */
export interface ServiceContext {
  db: Db;
  realtime: Realtime;
  storage: Storage;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Public address of the app, for links in mails. */
  appUrl: string;
  /** Today in the organisation's time zone, 'YYYY-MM-DD' (ORG_TIMEZONE): the only "today" services use. */
  today(): string;
  /** The organisation's IANA time zone (ORG_TIMEZONE): dates and times written into texts are read in it. */
  timeZone: string;
  /** The organisation's currency, ISO 4217 (ORG_CURRENCY): amounts are in it. */
  currency: string;
  /**
   * Sends stored notifications (real time + push) once committed; never throws (app.deliveries.deliver). Takes
   * what `notify` stored (its PendingDelivery), written out here so that this file imports no module.
   */
  deliver(pending: { notificationIds: number[] }): void;
  /** Attachment quotas (UPLOAD_* settings), checked where stored files are inserted (files-quota.service.ts). */
  uploads: UploadLimits;
}

/** Who acts: the signed-in user, their permissions and, for the security log, their address. */
export interface Actor {
  userId: number;
  userPublicId: string;
  permissions: ReadonlySet<string>;
  ip: string | null;
}
