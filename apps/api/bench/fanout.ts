// `npm run bench`, second part: real-time fan-out. One server process (PGlite in memory) listening on a port,
// 1,000 Socket.IO clients connected to it over WebSocket with Bearer tokens (in this same process), then:
//  - one recipient among them: time from storing a notification (transaction + after-commit delivery) to its
//    arrival on that recipient's socket, repeated;
//  - a public-channel broadcast: time from the emit to its arrival on each of the 1,000 sockets.
// Bounded: the whole scenario stops within TOTAL_SECONDS even if deliveries stall.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { COLLABORATOR_ROLE } from '@gestora/contract/permissions';
import {
  CHANNELS,
  EVENTS,
  SOCKET_PATH,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@gestora/contract/realtime';
import { seed } from '../src/db/seed.ts';
import { createSession } from '../src/modules/auth/sessions.service.ts';
import { notify } from '../src/modules/notifications/notifications.service.ts';
import { channelPost } from '../src/modules/notifications/socket-client.test-utils.ts';
import { roles } from '../src/modules/roles/roles.table.ts';
import { userRoles, users } from '../src/modules/users/users.table.ts';
import { inMemoryApp } from './bench-kit.ts';

const SOCKETS = 1000;
const ONE_RECIPIENT_ROUNDS = 200;
const BROADCAST_ROUNDS = 20;
const TOTAL_SECONDS = 80;
const WAIT_MS = 5000;

const started = performance.now();
const deadline = started + TOTAL_SECONDS * 1000;
const overdue = () => performance.now() > deadline;
const { app, database } = await inMemoryApp('gestora-fanout-');
await seed(app.db, { email: 'admin@bench.local', password: 'Bench-Clave-2026' });
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

// 1,000 users with a native session each (tokens made directly: argon2 sign-ins would be the whole run).
const [collab] = await app.db.select().from(roles).where(eq(roles.name, COLLABORATOR_ROLE));
const people = await app.db
  .insert(users)
  .values(
    Array.from({ length: SOCKETS }, (_, i) => ({
      name: 'Usuario',
      lastName: `Bench ${i}`,
      email: `fanout${i}@bench.local`,
    })),
  )
  .returning({ id: users.id, publicId: users.publicId });
await app.db.insert(userRoles).values(people.map((p) => ({ userId: p.id, roleId: collab.id })));
const tokens: string[] = [];
for (const p of people) tokens.push((await createSession(app.db, p.id, 'native', {})).token);

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
const sockets: ClientSocket[] = new Array(SOCKETS);
const connectOne = (i: number) =>
  new Promise<void>((resolve, reject) => {
    const s: ClientSocket = io(url, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth: { token: tokens[i] },
    });
    sockets[i] = s;
    s.once('connect', () => {
      s.emit('subscribe', CHANNELS.publicTask, () => resolve());
    });
    s.once('connect_error', reject);
  });
const tc = performance.now();
for (let i = 0; i < SOCKETS; i += 100)
  await Promise.all(Array.from({ length: Math.min(100, SOCKETS - i) }, (_, k) => connectOne(i + k)));
const connectSeconds = (performance.now() - tc) / 1000;

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const summary = (times: number[]) => {
  const s = [...times].sort((a, b) => a - b);
  return { n: s.length, median: pct(s, 50), p99: pct(s, 99), max: s[s.length - 1] };
};

// One recipient among the 1,000: store, commit, deliver; time until that socket has it.
const single: number[] = [];
let lost = 0;
for (let round = 0; round < ONE_RECIPIENT_ROUNDS && !overdue(); round++) {
  const i = (round * 7919) % SOCKETS;
  const arrived = new Promise<number>((resolve) => {
    const timer = setTimeout(() => resolve(-1), WAIT_MS);
    sockets[i].once(EVENTS.notification, () => {
      clearTimeout(timer);
      resolve(performance.now());
    });
  });
  const t0 = performance.now();
  const pending = await app.db.transaction((tx) =>
    notify(tx, {
      recipientIds: [people[i].id],
      type: 'Ticket',
      title: `Aviso ${round}`,
      message: 'Medición de entrega',
      link: '/ticket',
    }),
  );
  app.deliveries.deliver(pending);
  const t1 = await arrived;
  if (t1 < 0) lost++;
  else single.push(t1 - t0);
}

// A public-channel broadcast to all 1,000: time from the emit to each socket's arrival.
const broadcastEach: number[] = [];
const broadcastLast: number[] = [];
for (let round = 0; round < BROADCAST_ROUNDS && !overdue(); round++) {
  let left = SOCKETS;
  const t0 = performance.now();
  const all = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, WAIT_MS);
    for (const s of sockets) {
      s.once(EVENTS.informationBoardPublic, () => {
        broadcastEach.push(performance.now() - t0);
        if (--left === 0) {
          clearTimeout(timer);
          resolve();
        }
      });
    }
  });
  app.realtime.toChannel(CHANNELS.informationBoard, EVENTS.informationBoardPublic, channelPost(`round-${round}`));
  await all;
  if (left === 0) broadcastLast.push(performance.now() - t0);
  else lost += left;
  for (const s of sockets) s.off(EVENTS.informationBoardPublic);
}

const cpus = os.cpus();
const ms = (v: number | undefined) => (v === undefined ? '     n/a' : v.toFixed(2).padStart(8));
const one = summary(single);
const each = summary(broadcastEach);
const last = summary(broadcastLast);
console.log(
  `\nGestora real-time fan-out — one process, ${SOCKETS} Socket.IO clients over WebSocket (clients in the same process), PGlite in memory`,
);
console.log(
  `machine: ${cpus[0]?.model ?? 'unknown CPU'} × ${cpus.length}, ${(os.totalmem() / 1024 ** 3).toFixed(1)} GB RAM, ${os.type()} ${os.release()} ${os.arch()}, Node ${process.version}`,
);
console.log(`connected ${SOCKETS} sockets in ${connectSeconds.toFixed(1)} s`);
console.log(`${'scenario'.padEnd(52)}      n   median ms   p99 ms   max ms`);
console.log(
  `${'notification to 1 recipient (store → commit → socket)'.padEnd(52)} ${String(one.n).padStart(6)} ${ms(one.median)}    ${ms(one.p99)} ${ms(one.max)}`,
);
console.log(
  `${'public broadcast, each of 1,000 arrivals'.padEnd(52)} ${String(each.n).padStart(6)} ${ms(each.median)}    ${ms(each.p99)} ${ms(each.max)}`,
);
console.log(
  `${'public broadcast, until the last of 1,000 sockets'.padEnd(52)} ${String(last.n).padStart(6)} ${ms(last.median)}    ${ms(last.p99)} ${ms(last.max)}`,
);
console.log(`not delivered within ${WAIT_MS} ms: ${lost}`);
console.log(`total ${((performance.now() - started) / 1000).toFixed(1)} s\n`);

for (const s of sockets) s?.close();
await app.close();
await database.close();
