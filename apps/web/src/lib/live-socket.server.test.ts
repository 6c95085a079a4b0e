import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket } from 'socket.io';
import { WebSocket as NodeWebSocket } from 'ws';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_SUBSCRIBE, SOCKET_PATH } from '@gestora/contract/realtime';
import { connectLiveSocket, type LiveSocket } from './live-socket.ts';

/**
 * The app's own client (live-socket.ts) against the real socket.io server the API pins (apps/api/package.json),
 * over a real WebSocket on a free port: what keeps the client on Socket.IO's protocol when the server is upgraded
 * (docs/decisions/0004-own-router-and-socket-client.md). live-socket.test.ts scripts the server's packets by hand;
 * this one lets the library write them.
 */

let http: HttpServer;
let io: Server;
let url: string;
let client: LiveSocket | null;
/** Each handshake the server saw, with the auth payload it carried. */
let handshakes: Record<string, unknown>[];
/** What the client sent after connecting: [event, ...args]. */
let received: unknown[][];
/** Tokens the server accepts. */
let accepted: Set<string>;

/**
 * The API's options (apps/api/src/plugins/realtime.ts), with a short heartbeat: a ping every 200 ms, and a client
 * that misses a pong for 1 s closed.
 */
async function start(port: number) {
  http = createServer();
  io = new Server(http, {
    path: SOCKET_PATH,
    serveClient: false,
    cors: { origin: false },
    pingInterval: 200,
    pingTimeout: 1000,
  });
  io.use((socket, next) => {
    const auth = socket.handshake.auth as Record<string, unknown>;
    handshakes.push(auth);
    next(typeof auth.token === 'string' && accepted.has(auth.token) ? undefined : new Error('unauthenticated'));
  });
  io.on('connection', (socket) => socket.onAny((...args: unknown[]) => received.push(args)));
  await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));
  return (http.address() as AddressInfo).port;
}

beforeEach(async () => {
  handshakes = [];
  received = [];
  accepted = new Set(['t1', 't2']);
  url = `http://127.0.0.1:${await start(0)}`;
  client = null;
});

afterEach(async () => {
  client?.disconnect();
  await io.close();
});

/** Resolves when `check` holds, polling; fails the test after `ms`. */
async function until(check: () => boolean, ms = 5000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const serverSockets = () => [...io.of('/').sockets.values()] as Socket[];

function connect(token: () => string) {
  const events: string[] = [];
  const socket = connectLiveSocket({
    url,
    path: SOCKET_PATH,
    auth: () => ({ token: token() }),
    WebSocket: NodeWebSocket as unknown as typeof WebSocket,
  });
  socket.on('connect', () => events.push('connect'));
  socket.on('disconnect', () => events.push('disconnect'));
  socket.on('NotificationChanel', (payload) => events.push(`NotificationChanel ${JSON.stringify(payload)}`));
  client = socket;
  return { socket, events };
}

describe('the own Socket.IO client against socket.io’s server', () => {
  it('connects with the auth payload, hears events and sends its own, and keeps answering the pings', async () => {
    const { socket, events } = connect(() => 't1');
    await until(() => events.includes('connect'));
    expect(handshakes).toEqual([{ token: 't1' }]);
    expect(serverSockets()).toHaveLength(1);

    socket.emit(CLIENT_SUBSCRIBE, 'information-board-channel');
    await until(() => received.length === 1);
    expect(received).toEqual([[CLIENT_SUBSCRIBE, 'information-board-channel']]);

    const payload = { notification: { type: 'Tarea', message: 'Asignada: «Diseño» — ñandú' }, count: 2 };
    serverSockets()[0]!.emit('NotificationChanel', payload);
    await until(() => events.length === 2);
    expect(events[1]).toBe(`NotificationChanel ${JSON.stringify(payload)}`);

    // A dozen pings later the same connection is there: each was answered in time.
    const id = serverSockets()[0]!.id;
    await pause(2500);
    expect(serverSockets().map((s) => s.id)).toEqual([id]);
    expect(events).toEqual(['connect', `NotificationChanel ${JSON.stringify(payload)}`]);
  });

  it('reconnects after the server restarts, reading the auth payload anew', async () => {
    let token = 't1';
    const { events } = connect(() => token);
    await until(() => events.includes('connect'));
    token = 't2';
    // What the API does going down (preClose): the connections end, without a Socket.IO disconnect. Then a new
    // server on the same port, as after a restart.
    io.engine.close();
    await io.close();
    await until(() => events.includes('disconnect'));
    await start(Number(new URL(url).port));
    await until(() => events.length === 3);
    expect(events).toEqual(['connect', 'disconnect', 'connect']);
    expect(handshakes).toEqual([{ token: 't1' }, { token: 't2' }]);
    expect(serverSockets()).toHaveLength(1);
  });

  it('stays away after the server disconnects it (an ended session), as socket.io-client does', async () => {
    const { events } = connect(() => 't1');
    await until(() => events.includes('connect'));
    serverSockets()[0]!.disconnect(true);
    await until(() => events.includes('disconnect'));
    // Longer than the first reconnection's longest wait (1 s, +50 %).
    await pause(2000);
    expect(events).toEqual(['connect', 'disconnect']);
    expect(handshakes).toHaveLength(1);
  });

  it('stays away when the handshake is refused (CONNECT_ERROR), as socket.io-client does', async () => {
    connect(() => 'expired');
    await until(() => handshakes.length === 1);
    await pause(2000);
    expect(handshakes).toEqual([{ token: 'expired' }]);
    expect(serverSockets()).toHaveLength(0);
  });

  it('leaves with a Socket.IO disconnect the server reads as the client’s own', async () => {
    const { socket, events } = connect(() => 't1');
    await until(() => events.includes('connect'));
    const reason = new Promise<string>((resolve) => serverSockets()[0]!.on('disconnect', resolve));
    socket.disconnect();
    expect(await reason).toBe('client namespace disconnect');
    expect(events).toEqual(['connect', 'disconnect']);
  });
});
