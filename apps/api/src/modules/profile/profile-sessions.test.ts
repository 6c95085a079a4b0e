import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, build, type Harness } from '../../test/harness.ts';
import { disconnected, liveServerForFile, pause } from '../notifications/socket-client.test-utils.ts';
import { SESSION_COOKIE } from '../../plugins/auth.ts';
import { devicesOf } from '../push/push.test-utils.ts';

let h: Harness;
const live = liveServerForFile(async () => (h = await build()));

const open = live.open;
const fcmToken = (n: number) => `fcm-token-${n}-${'x'.repeat(24)}`;

describe('DELETE /api/profile/sessions (Cerrar las demás sesiones)', () => {
  it('ends every other session and token of mine, closes their sockets and forgets their devices; mine stays', async () => {
    const u = await h.makeUser(['Gestionar cuenta']);
    const web = h.browser();
    expect((await web.login(u.email)).statusCode).toBe(200);
    const otherBrowser = h.browser();
    expect((await otherBrowser.login(u.email)).statusCode).toBe(200);
    const [phone, tablet] = [await h.as(u.email), await h.as(u.email)];
    const stranger = await h.as((await h.makeUser(['Gestionar cuenta'])).email);
    for (const [i, client] of [phone, tablet].entries()) {
      const url = `/api/get_device?platform=native&user_device=${fcmToken(i)}`;
      expect((await client.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    expect(await devicesOf(h, u.id)).toHaveLength(2);

    const mySocket = await open({ cookie: `${SESSION_COOKIE}=${web.jar.get(SESSION_COOKIE)}` });
    const others = [
      await open({ cookie: `${SESSION_COOKIE}=${otherBrowser.jar.get(SESSION_COOKIE)}` }),
      await open({ token: phone.token }),
      await open({ token: tablet.token }),
    ];
    const gone = others.map((s) => disconnected(s));

    const res = await web.inject({ method: 'DELETE', url: '/api/profile/sessions' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Se cerraron las demás sesiones', ended: 3 });

    expect(await Promise.all(gone)).toEqual(Array(3).fill('io server disconnect'));
    for (const client of [otherBrowser, phone, tablet])
      expect((await client.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    expect(await devicesOf(h, u.id)).toEqual([]);

    // This session goes on: its requests, its socket and its list, which now holds only itself.
    expect((await web.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(200);
    await pause(200);
    expect(mySocket.connected).toBe(true);
    const left = (await web.inject({ method: 'GET', url: '/api/profile/sessions' })).json();
    expect(left.map((s: { current: boolean }) => s.current)).toEqual([true]);
    // Someone else's sessions are not mine to end.
    expect((await stranger.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(200);

    const admin = await h.as(ADMIN_EMAIL, ADMIN_PASSWORD);
    const log = await admin.inject({
      method: 'GET',
      url: `/api/security_log?per_page=100&event=session_revoked&q=${encodeURIComponent(u.email)}`,
    });
    expect(log.json().data).toHaveLength(3);
  });

  it('from a native token, ends the browser sessions and keeps the token; with nothing else open it ends none', async () => {
    const u = await h.makeUser(['Gestionar cuenta']);
    const web = h.browser();
    await web.login(u.email);
    const phone = await h.as(u.email);
    const first = await phone.inject({ method: 'DELETE', url: '/api/profile/sessions' });
    expect(first.json()).toMatchObject({ ended: 1 });
    expect((await web.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    expect((await phone.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(200);
    const again = await phone.inject({ method: 'DELETE', url: '/api/profile/sessions' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ ended: 0 });
  });

  it('needs the permission Gestionar cuenta, and a session', async () => {
    const without = await h.as((await h.makeUser([])).email);
    expect((await without.inject({ method: 'DELETE', url: '/api/profile/sessions' })).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'DELETE', url: '/api/profile/sessions' })).statusCode).toBe(401);
  });
});
