import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CHANNELS, EVENTS } from '@gestora/contract/realtime';
import { ADMIN_EMAIL, ADMIN_PASSWORD, build, type Harness } from '../test/harness.ts';
import { notify } from '../modules/notifications/notifications.service.ts';
import { sendNotification } from '../modules/notifications/notifications.test-utils.ts';
import {
  channelPost,
  connect,
  disconnected,
  liveServerForFile,
  next,
  pause,
  record,
} from '../modules/notifications/socket-client.test-utils.ts';
import { SESSION_COOKIE } from './auth.ts';

let h: Harness;
/** The server's log, one JSON line each: a refused handshake must tell why in one line, not a stack. */
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _enc, done) {
    logLines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});
const live = liveServerForFile(async () => (h = await build({ config: { logLevel: 'warn' }, logStream })));

/** A user signed in on the web (cookie) and on the phone (Bearer token). */
async function signedIn(on: Harness = h) {
  const u = await on.makeUser([]);
  const web = on.browser();
  expect((await web.login(u.email)).statusCode).toBe(200);
  const native = await on.as(u.email);
  return { u, cookie: `${SESSION_COOKIE}=${web.jar.get(SESSION_COOKIE)}`, token: native.token };
}

const notifyOne = (recipientId: number, title: string) =>
  sendNotification(h, { recipientIds: [recipientId], type: 'Ticket', title, message: 'Hola', link: '/ticket' });

describe('real time', () => {
  it("delivers NotificationChanel to the recipient's cookie and Bearer sockets only", async () => {
    const ana = await signedIn();
    const beto = await signedIn();
    const anaWeb = await live.open({ cookie: ana.cookie });
    const anaPhone = await live.open({ token: ana.token });
    const betoWeb = await live.open({ cookie: beto.cookie });
    const betoPhone = await live.open({ token: beto.token });
    const betoSaw = [...[betoWeb, betoPhone].map((s) => record(s, EVENTS.notification))];

    const [onWeb, onPhone] = [next(anaWeb, EVENTS.notification), next(anaPhone, EVENTS.notification)];
    await notifyOne(ana.u.id, 'Para Ana');
    const [a, b] = await Promise.all([onWeb, onPhone]);
    expect(a.notification).toMatchObject({
      title: 'Para Ana',
      recipient_public_id: ana.u.publicId,
      status: '1',
      type: 'Ticket',
      link: '/ticket',
    });
    expect(b.notification.public_id).toBe(a.notification.public_id);

    // Beto's turn proves his sockets work, so that their silence above means something.
    const onBeto = next(betoPhone, EVENTS.notification);
    const anaSaw = record(anaWeb, EVENTS.notification);
    await notifyOne(beto.u.id, 'Para Beto');
    expect((await onBeto).notification.title).toBe('Para Beto');
    await pause(300);
    expect(betoSaw[0].map((p) => p.notification.title)).toEqual(['Para Beto']);
    expect(betoSaw[1].map((p) => p.notification.title)).toEqual(['Para Beto']);
    expect(anaSaw).toEqual([]);
  });

  it('refuses a handshake without a valid session, and a cookie from another site', async () => {
    await expect(connect(live.url, {})).rejects.toThrow('unauthenticated');
    await expect(connect(live.url, { token: 'not-a-token' })).rejects.toThrow('unauthenticated');
    await expect(connect(live.url, { cookie: `${SESSION_COOKIE}=forged` })).rejects.toThrow('unauthenticated');
    const ana = await signedIn();
    await expect(connect(live.url, { cookie: ana.cookie, origin: 'https://evil.example' })).rejects.toThrow(
      'forbidden',
    );
    const same = await live.open({ cookie: ana.cookie, origin: live.url });
    expect(same.connected).toBe(true);
  });

  it("refuses Origin 'null' (sandboxed frames, file: pages) as another site, in one log line, no stack", async () => {
    const ana = await signedIn();
    for (const origin of ['null', 'not a url']) {
      const from = logLines.length;
      await expect(connect(live.url, { cookie: ana.cookie, origin })).rejects.toThrow('forbidden');
      const logged = logLines.slice(from);
      expect(
        logged.map((l) => JSON.parse(l)),
        origin,
      ).toEqual([expect.objectContaining({ level: 40, msg: 'socket handshake refused: another site', origin })]);
      expect(logged[0]).not.toMatch(/stack|Invalid URL|\\n\s+at /);
    }
  });

  it('reaches every subscriber of a public channel, and only subscribers', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const sa = await live.open({ cookie: a.cookie });
    const sb = await live.open({ token: b.token });
    const sc = await live.open({ token: (await signedIn()).token });
    for (const s of [sa, sb]) expect(await s.emitWithAck('subscribe', CHANNELS.informationBoard)).toEqual({ ok: true });
    expect(await sc.emitWithAck('subscribe', CHANNELS.notification)).toEqual({ ok: false });
    const unsubscribed = record(sc, EVENTS.informationBoardPublic);
    const got = Promise.all([next(sa, EVENTS.informationBoardPublic), next(sb, EVENTS.informationBoardPublic)]);
    const post = channelPost('x');
    h.app.realtime.toChannel(CHANNELS.informationBoard, EVENTS.informationBoardPublic, post);
    expect(await got).toEqual([post, post]);
    await pause(200);
    expect(unsubscribed).toEqual([]);
  });

  it("sends an 'Account' notification to the user whose roles an admin changed, and drops a deactivated user's sockets", async () => {
    const admin = await h.as(ADMIN_EMAIL, ADMIN_PASSWORD);
    const target = await signedIn();
    const other = await signedIn();
    const socket = await live.open({ token: target.token });
    const otherSaw = record(await live.open({ token: other.token }), EVENTS.notification);
    const roles = await h.app.db.query.roles.findMany();
    const colaborador = roles.find((r) => r.name === 'Colaborador')!;
    const payload = {
      name: target.u.name,
      last_name: target.u.lastName,
      email: target.u.email,
      role_ids: [colaborador.publicId],
      department_id: null,
    };

    const arrived = next(socket, EVENTS.notification);
    const res = await admin.inject({ method: 'PUT', url: `/api/users/${target.u.publicId}`, payload });
    expect(res.statusCode).toBe(200);
    expect((await arrived).notification).toMatchObject({
      type: 'Account',
      title: 'Sus permisos fueron actualizados',
      link: '/profile',
      recipient_public_id: target.u.publicId,
    });

    // Deactivation ends the sessions: their sockets are closed before anything more is emitted to them.
    const afterDeactivation = record(socket, EVENTS.notification);
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect(
      (await admin.inject({ method: 'PUT', url: `/api/users/${target.u.publicId}/active`, payload: { active: false } }))
        .statusCode,
    ).toBe(200);
    expect(await gone).toBe('io server disconnect');
    await h.app.deliveries.idle();
    expect(afterDeactivation).toEqual([]);
    await expect(connect(live.url, { token: target.token })).rejects.toThrow('unauthenticated');
    expect(otherSaw).toEqual([]);
    // Stored for the bell too.
    const stored = await h.app.db.query.notifications.findMany({
      where: (n, { eq }) => eq(n.recipientId, target.u.id),
    });
    expect(stored.map((n) => n.title).sort()).toEqual([
      'Su cuenta fue desactivada',
      'Sus permisos fueron actualizados',
    ]);
  });

  it('sends an Account notification when an admin resets a password, and closes the sockets of ended sessions', async () => {
    const admin = await h.as(ADMIN_EMAIL, ADMIN_PASSWORD);
    const target = await signedIn();
    const socket = await live.open({ cookie: target.cookie });
    const arrived = next(socket, EVENTS.notification);
    const link = await admin.inject({ method: 'POST', url: `/api/users/${target.u.publicId}/password`, payload: {} });
    expect(link.statusCode).toBe(200);
    expect((await arrived).notification).toMatchObject({
      type: 'Account',
      title: 'Restablecimiento de contraseña',
      link: '/profile',
    });

    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const set = await admin.inject({
      method: 'POST',
      url: `/api/users/${target.u.publicId}/password`,
      payload: { password: 'Otra-Clave-2026!' },
    });
    expect(set.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    const titles = (
      await h.app.db.query.notifications.findMany({ where: (n, { eq }) => eq(n.recipientId, target.u.id) })
    ).map((n) => n.title);
    expect(titles.sort()).toEqual(['Restablecimiento de contraseña', 'Su contraseña fue restablecida']);
  });

  it('stores nothing and emits nothing when the transaction rolls back', async () => {
    const ana = await signedIn();
    const s = await live.open({ token: ana.token });
    const saw = record(s, EVENTS.notification);
    await expect(
      h.app.db.transaction(async (tx) => {
        await notify(tx, { recipientIds: [ana.u.id], type: 'Ticket', title: 'Nunca', message: 'x' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await pause(200);
    expect(saw).toEqual([]);
    expect(await h.app.db.query.notifications.findMany({ where: (n, { eq }) => eq(n.recipientId, ana.u.id) })).toEqual(
      [],
    );
  });

  it('a server going down closes its connections without ending the sockets, so that clients come back', async () => {
    // socket.io-client, like the web app's client, does not reconnect after a Socket.IO disconnect ('io server
    // disconnect', what ending a session sends): a restart that sent one left every open page without live events.
    const other = await build();
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const address = other.app.server.address();
    const otherBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const ana = await signedIn(other);
    const [phone, web] = [
      await connect(otherBase, { token: ana.token }),
      await connect(otherBase, { cookie: ana.cookie }),
    ];
    const gone = [disconnected(phone), disconnected(web)];
    await other.close();
    expect(await Promise.all(gone)).toEqual(['transport close', 'transport close']);
  });
});
