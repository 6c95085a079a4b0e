import { describe, expect, it } from 'vitest';
import { EVENTS } from '@gestora/contract/realtime';
import { ADMIN_EMAIL, ADMIN_PASSWORD, PASSWORD, build, type Harness } from '../../test/harness.ts';
import { sendNotification } from '../notifications/notifications.test-utils.ts';
import {
  connect,
  disconnected,
  liveServerForFile,
  next,
  pause,
  record,
} from '../notifications/socket-client.test-utils.ts';
import { SESSION_COOKIE } from '../../plugins/auth.ts';

let h: Harness;
const live = liveServerForFile(async () => (h = await build()));

const open = live.open;

/** A user with a web session and a phone session, each with its own open socket. */
async function twoDevices(permissions: string[] = ['Gestionar cuenta']) {
  const u = await h.makeUser(permissions);
  const web = h.browser();
  expect((await web.login(u.email)).statusCode).toBe(200);
  const phone = await h.as(u.email);
  const webSocket = await open({ cookie: `${SESSION_COOKIE}=${web.jar.get(SESSION_COOKIE)}` });
  const phoneSocket = await open({ token: phone.token });
  return { u, web, phone, webSocket, phoneSocket };
}

const notifyOne = (recipientId: number, message: string) =>
  sendNotification(h, { recipientIds: [recipientId], type: 'ProcessTask', title: 'Comentario', message });

describe('sockets die with their session', () => {
  it('POST /api/logout closes the sockets of that token at once; the other session keeps its socket', async () => {
    const { u, phone, webSocket, phoneSocket } = await twoDevices();
    const phoneSaw = record(phoneSocket, EVENTS.notification);
    const gone = disconnected(phoneSocket);
    expect((await phone.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(204);
    expect(await gone).toBe('io server disconnect');

    // The web session is alive: its socket still hears the user's private events; the closed one heard nothing.
    const onWeb = next(webSocket, EVENTS.notification);
    await notifyOne(u.id, '«extracto privado del comentario»');
    expect((await onWeb).notification.message).toBe('«extracto privado del comentario»');
    await pause(200);
    expect(phoneSaw).toEqual([]);
    await expect(connect(live.url, { token: phone.token })).rejects.toThrow('unauthenticated');
  });

  it('POST /logout (web) closes the sockets of that browser session', async () => {
    const { web, webSocket, phoneSocket } = await twoDevices();
    const gone = disconnected(webSocket);
    expect((await web.inject({ method: 'POST', url: '/logout' })).statusCode).toBe(204);
    expect(await gone).toBe('io server disconnect');
    expect(phoneSocket.connected).toBe(true);
  });

  it('a password change in the profile closes the sockets of every other session, not of the one that asked', async () => {
    const { web, webSocket, phoneSocket } = await twoDevices();
    const gone = disconnected(phoneSocket);
    const res = await web.inject({
      method: 'PUT',
      url: '/api/profile/password',
      payload: { current_password: PASSWORD, password: 'Nueva-Clave-2026', password_confirmation: 'Nueva-Clave-2026' },
    });
    expect(res.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    await pause(200);
    expect(webSocket.connected).toBe(true);
  });

  it('revoking a session from the profile closes its sockets', async () => {
    const { web, webSocket, phoneSocket } = await twoDevices();
    const list = (await web.inject({ method: 'GET', url: '/api/profile/sessions' })).json();
    const phoneSession = list.find((s: { kind: string }) => s.kind === 'native').public_id;
    const gone = disconnected(phoneSocket);
    expect((await web.inject({ method: 'DELETE', url: `/api/profile/sessions/${phoneSession}` })).statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    await pause(200);
    expect(webSocket.connected).toBe(true);
  });

  it("an administrator's password reset and a deactivation through the user form close every socket of the user", async () => {
    const admin = await h.as(ADMIN_EMAIL, ADMIN_PASSWORD);
    const a = await twoDevices();
    const goneA = [disconnected(a.webSocket), disconnected(a.phoneSocket)];
    const reset = await admin.inject({
      method: 'POST',
      url: `/api/users/${a.u.publicId}/password`,
      payload: { password: 'Otra-Clave-2026!' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await Promise.all(goneA)).toEqual(['io server disconnect', 'io server disconnect']);

    const b = await twoDevices();
    const goneB = [disconnected(b.webSocket), disconnected(b.phoneSocket)];
    const put = await admin.inject({
      method: 'PUT',
      url: `/api/users/${b.u.publicId}`,
      payload: {
        name: b.u.name,
        last_name: b.u.lastName,
        email: b.u.email,
        role_ids: [b.u.role.publicId],
        department_id: null,
        active: false,
      },
    });
    expect(put.statusCode).toBe(200);
    expect(await Promise.all(goneB)).toEqual(['io server disconnect', 'io server disconnect']);
  });
});
