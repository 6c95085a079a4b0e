import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/postgres-adapter';
import {
  CLIENT_SUBSCRIBE,
  CLIENT_UNSUBSCRIBE,
  PUBLIC_CHANNELS,
  SOCKET_PATH,
  type TPublicChannel,
} from '@gestora/contract/realtime';
import { resolveSession, sessionIsLive } from '../modules/auth/sessions.service.ts';
import { SESSION_COOKIE } from './auth.ts';
import type { AppSocket, Io, Realtime } from '../lib/realtime.ts';

export type { Realtime } from '../lib/realtime.ts';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/** The host an Origin header names; null for 'null' (sandboxed frames, file: pages) and anything not a URL. */
const originHost = (origin: string) => (URL.canParse(origin) ? new URL(origin).host : null);

export const userRoom = (userPublicId: string) => `user:${userPublicId}`;
/** Every socket opened through one session or token: closed together when it ends. */
const sessionRoom = (sessionPublicId: string) => `session:${sessionPublicId}`;

/**
 * Socket.IO on Fastify's own HTTP server (same port, path /socket.io). A handshake is accepted with the session
 * cookie (web) or `auth.token` (native Bearer token), resolved exactly like an HTTP request; each socket joins
 * its user's private room, where NotificationChanel is emitted. With a PostgreSQL server the Postgres adapter
 * (own pg pool, LISTEN/NOTIFY) carries emits between processes; on PGlite the in-memory adapter (one process).
 */
export const realtimePlugin = fp(async (app: FastifyInstance) => {
  const io: Io = new Server(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    // The web client is served from the same origin; other origins have no business here.
    cors: { origin: false },
  });
  let adapterPool: pg.Pool | undefined;
  const adapterClients = new Set<Promise<void>>();
  if (app.database.kind === 'postgres' && app.config.databaseUrl) {
    adapterPool = new pg.Pool({ connectionString: app.config.databaseUrl, max: 4 });
    adapterPool.on('error', (err) => app.log.warn({ err }, 'socket.io adapter pool error'));
    adapterPool.on('connect', (client) => {
      const ended = new Promise<void>((resolve) => client.once('end', () => resolve()));
      adapterClients.add(ended);
      void ended.then(() => adapterClients.delete(ended));
    });
    io.adapter(createAdapter(adapterPool, { errorHandler: (err) => app.log.warn({ err }, 'socket.io adapter error') }));
  }

  io.use(async (socket, next) => {
    try {
      const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : undefined;
      let auth = null;
      if (token) auth = await resolveSession(app.db, token, 'native');
      else {
        const cookie = app.parseCookie(socket.handshake.headers.cookie ?? '')[SESSION_COOKIE];
        // A cookie rides along with any page's request: only this site's own pages may use it.
        const origin = socket.handshake.headers.origin;
        if (cookie && origin && originHost(origin) !== socket.handshake.headers.host) {
          // Expected traffic (other sites' pages, sandboxed frames): one line says so, with no stack.
          app.log.warn({ origin: origin.slice(0, 200) }, 'socket handshake refused: another site');
          return next(new Error('forbidden'));
        }
        if (cookie) auth = await resolveSession(app.db, cookie, 'web');
      }
      if (!auth) return next(new Error('unauthenticated'));
      socket.data = {
        userId: auth.userId,
        userPublicId: auth.userPublicId,
        sessionId: auth.sessionId,
        sessionPublicId: auth.sessionPublicId,
      };
      next();
    } catch (err) {
      app.log.warn({ err }, 'socket handshake failed');
      next(new Error('unauthenticated'));
    }
  });

  io.on('connection', (socket: AppSocket) => {
    void socket.join([sessionRoom(socket.data.sessionPublicId), userRoom(socket.data.userPublicId)]);
    // The session may have ended between the handshake's lookup and the joins above, its sockets closed while
    // this one was not yet in their room: looked up again now that it is, the socket closes if it is gone.
    void sessionIsLive(app.db, socket.data.sessionId).then(
      (ok) => {
        if (!ok) socket.disconnect(true);
      },
      (err) => {
        app.log.warn({ err }, 'socket session check failed');
        socket.disconnect(true);
      },
    );
    const isPublic = (c: unknown): c is TPublicChannel => (PUBLIC_CHANNELS as readonly unknown[]).includes(c);
    socket.on(CLIENT_SUBSCRIBE, (channel, ack) => {
      const ok = isPublic(channel);
      if (ok) void socket.join(channel);
      if (typeof ack === 'function') ack({ ok });
    });
    socket.on(CLIENT_UNSUBSCRIBE, (channel, ack) => {
      const ok = isPublic(channel);
      if (ok) void socket.leave(channel);
      if (typeof ack === 'function') ack({ ok });
    });
  });

  /** Once the server is closing, ended sessions have no sockets left to close. */

  let closing = false;

  const realtime: Realtime = {
    io,
    toUser: (userPublicId, event, ...args) => {
      io.to(userRoom(userPublicId)).emit(event, ...args);
    },
    toUsers: (userPublicIds, event, ...args) => {
      if (userPublicIds.length === 0) return;
      io.to([...new Set(userPublicIds)].map(userRoom)).emit(event, ...args);
    },
    toChannel: (channel, event, ...args) => {
      io.to(channel).emit(event, ...args);
    },
    closeSessions: async (ended) => {
      if (closing || ended.length === 0) return;
      io.in(ended.map((e) => sessionRoom(e.publicId))).disconnectSockets(true);
    },
  };
  app.decorate('realtime', realtime);

  // Open sockets would keep the HTTP server from closing: end their connections first, then the adapter and its
  // pool. Only the connections: a Socket.IO disconnect (what ending a session sends) tells a client not to come
  // back, and after a restart every client must reconnect on its own and catch up.
  app.addHook('preClose', async () => {
    closing = true;
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    for (const nsp of io._nsps.values()) await nsp.adapter.close();
    await adapterPool?.end();
    // pool.end() resolves before its connections have closed; a database dropped right after (tests) or a
    // server going down would otherwise cut them mid-goodbye.
    await Promise.race([Promise.all([...adapterClients]), new Promise((r) => setTimeout(r, 2000).unref())]);
  });
});
