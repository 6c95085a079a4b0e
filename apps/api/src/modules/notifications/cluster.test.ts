import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS } from '@gestora/contract/realtime';
import { ADMIN_EMAIL, ADMIN_PASSWORD, build, type Harness, type TestUser } from '../../test/harness.ts';
import {
  channelPost,
  connect,
  disconnected,
  next,
  pause,
  record,
  type ClientSocket,
} from './socket-client.test-utils.ts';

// Several processes share one PostgreSQL server only; PGlite is one process by nature. CI runs the API suites
// on PostgreSQL as well, where this file runs in full.
const onPostgres = !!process.env.DATABASE_URL;

describe('two server processes on one PostgreSQL', () => {
  let h: Harness;
  let child: ChildProcess | undefined;
  let here: string;
  let there: string;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    h = await build();
    if (!onPostgres) return;
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    here = `http://127.0.0.1:${(h.app.server.address() as { port: number }).port}`;
    child = spawn(
      process.execPath,
      ['--import', 'tsx', new URL('./second-server.test-utils.ts', import.meta.url).pathname],
      {
        env: {
          ...process.env,
          DATABASE_URL: h.app.config.databaseUrl,
          DATA_DIR: mkdtempSync(path.join(tmpdir(), 'gestora-second-')),
          LOG_LEVEL: 'silent',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    there = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('second server did not start')), 45_000);
      let out = '';
      child!.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const port = /LISTENING (\d+)/.exec(out)?.[1];
        if (port) {
          clearTimeout(timer);
          resolve(`http://127.0.0.1:${port}`);
        }
      });
      child!.once('exit', (code) => reject(new Error(`second server exited with ${code}`)));
    });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child!.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    await h?.close();
  });

  async function userWithSocket(url: string) {
    const u = await h.makeUser([]);
    const { token } = await h.as(u.email);
    const socket = await connect(url, { token });
    sockets.push(socket);
    return { u, socket };
  }
  const rolesPayload = async (u: TestUser) => {
    const roles = await h.app.db.query.roles.findMany();
    return {
      name: u.name,
      last_name: u.lastName,
      email: u.email,
      role_ids: [roles.find((r) => r.name === 'Colaborador')!.publicId],
      department_id: null,
    };
  };

  it.runIf(onPostgres)(
    'carries a notification raised in one process to a socket on the other, and to nobody else',
    async () => {
      const admin = await h.as(ADMIN_EMAIL, ADMIN_PASSWORD);
      const ana = await userWithSocket(there);
      const beto = await userWithSocket(there);
      const betoHere = await userWithSocket(here);
      const betoSaw = [record(beto.socket, EVENTS.notification), record(betoHere.socket, EVENTS.notification)];

      // Raised here (HTTP on process 1), received there (socket on process 2).
      const arrived = next(ana.socket, EVENTS.notification, 10_000);
      const res = await admin.inject({
        method: 'PUT',
        url: `/api/users/${ana.u.publicId}`,
        payload: await rolesPayload(ana.u),
      });
      expect(res.statusCode).toBe(200);
      expect((await arrived).notification).toMatchObject({
        type: 'Account',
        recipient_public_id: ana.u.publicId,
        title: 'Sus permisos fueron actualizados',
      });

      // And the other way: raised there through its own HTTP API, received here.
      const carla = await userWithSocket(here);
      const back = next(carla.socket, EVENTS.notification, 10_000);
      const put = await fetch(`${there}/api/users/${carla.u.publicId}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(await rolesPayload(carla.u)),
      });
      expect(put.status).toBe(200);
      expect((await back).notification.recipient_public_id).toBe(carla.u.publicId);

      await pause(500);
      expect(betoSaw).toEqual([[], []]);
    },
  );

  it.runIf(onPostgres)('carries public channel events between the processes', async () => {
    const a = await userWithSocket(there);
    expect(await a.socket.emitWithAck('subscribe', 'information-board-channel')).toEqual({ ok: true });
    const got = next(a.socket, EVENTS.informationBoardPublic, 10_000);
    const post = channelPost('t-1');
    h.app.realtime.toChannel('information-board-channel', EVENTS.informationBoardPublic, post);
    expect(await got).toEqual(post);
  });

  it.runIf(onPostgres)('closes the sockets of a session ended in one process on the other process', async () => {
    const u = await h.makeUser([]);
    const phone = await h.as(u.email);
    const other = await h.as(u.email);
    const there1 = await connect(there, { token: phone.token });
    const there2 = await connect(there, { token: other.token });
    sockets.push(there1, there2);
    const gone = disconnected(there1, 10_000);
    expect((await phone.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(204);
    expect(await gone).toBe('io server disconnect');
    await pause(300);
    expect(there2.connected).toBe(true);
  });

  it('uses the Postgres adapter on a PostgreSQL server and the in-memory one on PGlite', () => {
    const adapter = h.app.realtime.io.of('/').adapter.constructor.name;
    expect(adapter).toBe(onPostgres ? 'PostgresAdapter' : 'Adapter');
  });
});
