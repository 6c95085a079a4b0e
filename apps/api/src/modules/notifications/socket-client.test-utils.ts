import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll } from 'vitest';
import type { TInformationPost } from '@gestora/contract/information-board/information-board.schema';
import { SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@gestora/contract/realtime';
import type { Harness } from '../../test/harness.ts';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A real Socket.IO client: by the web session cookie, or by the native Bearer token. */
export function connect(
  baseUrl: string,
  auth: { cookie?: string; token?: string; origin?: string },
): Promise<ClientSocket> {
  const headers: Record<string, string> = {};
  if (auth.cookie) headers.cookie = auth.cookie;
  if (auth.origin) headers.origin = auth.origin;
  const socket: ClientSocket = io(baseUrl, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: headers,
    auth: auth.token ? { token: auth.token } : {},
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

/** Resolves with the next payload of `event`, or rejects after `ms`. */
export function next<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
  ms = 5000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, ((payload: Parameters<ServerToClientEvents[E]>[0]) => {
      clearTimeout(timer);
      resolve(payload);
    }) as never);
  });
}

/** Records every payload of `event` from now on, to assert later that none (or which) arrived. */
export function record<E extends keyof ServerToClientEvents>(socket: ClientSocket, event: E) {
  const seen: Parameters<ServerToClientEvents[E]>[0][] = [];
  socket.on(event, ((payload: Parameters<ServerToClientEvents[E]>[0]) => seen.push(payload)) as never);
  return seen;
}

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A board post as the board's public channel carries it (InformationBoardPublic), for the channel's own tests. */
export const channelPost = (publicId: string): TInformationPost => ({
  public_id: publicId,
  title: 'Aviso',
  content: '<p>Aviso</p>',
  created_at: '2026-01-01T00:00:00.000Z',
  author: null,
  department: null,
  files: [],
});

/** Resolves with the reason once the server closes `socket`, or rejects after `ms`. */
export function disconnected(socket: ClientSocket, ms = 5000): Promise<string> {
  return new Promise((resolve, reject) => {
    if (socket.disconnected) return resolve('already disconnected');
    const timer = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** A harness's app listening on a free local port, with the sockets a test opens to it. */
export interface LiveServer {
  url: string;
  /** Connects a socket to the app; it is closed after the file's tests. */
  open(auth: Parameters<typeof connect>[1]): Promise<ClientSocket>;
}

/**
 * For a test file that talks to the app through Socket.IO as its clients do: before the file's tests `make`
 * builds the harness and its app listens on a free local port; after them every socket and the harness close.
 */
export function liveServerForFile(make: () => Promise<Harness>): LiveServer {
  let h: Harness | undefined;
  let url = '';
  const sockets: ClientSocket[] = [];
  beforeAll(async () => {
    h = await make();
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await h?.close();
  });
  return {
    get url() {
      return url;
    },
    async open(auth) {
      const s = await connect(url, auth);
      sockets.push(s);
      return s;
    },
  };
}
