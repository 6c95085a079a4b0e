import { createECDH, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { decrypt } from 'http_ece';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ZPushPayload } from '@gestora/contract/notifications/notifications.schema';
import { build, type Harness } from '../../test/harness.ts';
import { sendNotification } from '../notifications/notifications.test-utils.ts';
import { devicesOf, PlainAgent, fakeService } from './push.test-utils.ts';

/** A browser's push subscription: an ECDH P-256 key pair and a random auth secret, made here. */
function browserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
  };
}

const notifyOne = (h: Harness, recipientId: number, title: string) =>
  sendNotification(h, {
    recipientIds: [recipientId],
    type: 'Ticket',
    title,
    message: 'Cuerpo del aviso',
    link: '/ticket/manage_ticket',
  });

describe('web push', () => {
  let h: Harness;
  let service: Awaited<ReturnType<typeof fakeService>>;
  let status = 201;
  beforeAll(async () => {
    service = await fakeService(() => ({ status }));
    h = await build({ config: service.policy });
    h.app.push.webPushAgent = new PlainAgent();
    h.app.push.retryDelaysMs = [20, 20];
  });
  afterAll(async () => {
    await h.close();
    await service.close();
  });

  it('hands out the VAPID public key, the same on every call', async () => {
    const c = await h.as((await h.makeUser([])).email);
    const a = (await c.inject({ method: 'GET', url: '/api/push/vapid_public_key' })).json();
    expect(a.key).toMatch(/^[\w-]{80,}$/);
    expect((await c.inject({ method: 'GET', url: '/api/push/vapid_public_key' })).json()).toEqual(a);
  });

  it('sends through the real web-push library an aes128gcm payload the subscriber decrypts', async () => {
    const u = await h.makeUser([]);
    const c = await h.as(u.email);
    const sub = browserSubscription(`${service.endpoint}/push/ana`);
    const reg = await c.inject({
      method: 'GET',
      url: `/api/get_device?platform=web&user_device=${encodeURIComponent(JSON.stringify(sub.json))}`,
    });
    expect(reg.statusCode).toBe(200);
    expect(reg.json()).toEqual({ result: true });
    // registering again keeps one device
    await c.inject({
      method: 'GET',
      url: `/api/get_device?platform=web&user_device=${encodeURIComponent(JSON.stringify(sub.json))}`,
    });
    expect(await devicesOf(h, u.id)).toHaveLength(1);

    const before = service.received.length;
    await notifyOne(h, u.id, 'Nuevo ticket asignado');
    const [req] = (await service.count(before + 1)).slice(before);
    expect(req.url).toBe('/push/ana');
    expect(req.headers['content-encoding']).toBe('aes128gcm');
    const { key } = (await c.inject({ method: 'GET', url: '/api/push/vapid_public_key' })).json();
    expect(req.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${key}$`));
    const clear = decrypt(req.body, { version: 'aes128gcm', privateKey: sub.ecdh, authSecret: sub.auth });
    const payload = ZPushPayload.parse(JSON.parse(clear.toString('utf8')));
    expect(payload).toMatchObject({
      title: 'Nuevo ticket asignado',
      body: 'Cuerpo del aviso',
      link: '/ticket/manage_ticket',
      type: 'Ticket',
    });
    await h.app.deliveries.idle();
    expect(await devicesOf(h, u.id)).toHaveLength(1);
  });

  it('forgets a subscription answering 410, retries a 500, and keeps the notification either way', async () => {
    const u = await h.makeUser([]);
    const c = await h.as(u.email);
    await c.inject({
      method: 'GET',
      url: `/api/get_device?platform=web&user_device=${encodeURIComponent(JSON.stringify(browserSubscription(`${service.endpoint}/push/x`).json))}`,
    });

    status = 500;
    let before = service.received.length;
    await notifyOne(h, u.id, 'Uno');
    await h.app.deliveries.idle();
    expect(service.received.length - before).toBe(3); // first attempt and two retries
    expect(await devicesOf(h, u.id)).toHaveLength(1);

    status = 410;
    before = service.received.length;
    await notifyOne(h, u.id, 'Dos');
    await service.count(before + 1);
    await h.app.deliveries.idle();
    expect(await devicesOf(h, u.id)).toEqual([]);
    status = 201;
    const all = (await c.inject({ method: 'GET', url: '/api/all_notifications?page=1' })).json();
    expect(all.all_notifications.data.map((n: { title: string }) => n.title)).toEqual(['Dos', 'Uno']);
  });

  it('refuses a malformed device, and a cookie session request that did not come from the page', async () => {
    const u = await h.makeUser([]);
    const c = await h.as(u.email);
    expect((await c.inject({ method: 'GET', url: '/api/get_device?platform=web&user_device=nope' })).statusCode).toBe(
      422,
    );
    expect((await c.inject({ method: 'GET', url: '/api/get_device?platform=desktop&user_device=x' })).statusCode).toBe(
      422,
    );
    const web = h.browser();
    await web.login(u.email);
    const url = `/api/get_device?platform=web&user_device=${encodeURIComponent(JSON.stringify(browserSubscription(`${service.endpoint}/push/w`).json))}`;
    expect((await web.inject({ method: 'GET', url })).statusCode).toBe(419);
    expect(
      (
        await web.inject({
          method: 'GET',
          url,
          headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
        })
      ).statusCode,
    ).toBe(419);
    expect(
      (await web.inject({ method: 'GET', url, headers: { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await web.inject({ method: 'GET', url, headers: { 'x-xsrf-token': web.jar.get('XSRF-TOKEN')! } })).statusCode,
    ).toBe(200);
  });

  it("keeps a device with its user: another user's registration is refused until the first signs out there", async () => {
    const [a, b] = [await h.makeUser([]), await h.makeUser([])];
    const [ca, cb] = [await h.as(a.email), await h.as(b.email)];
    const url = `/api/get_device?platform=web&user_device=${encodeURIComponent(JSON.stringify(browserSubscription(`${service.endpoint}/push/shared`).json))}`;
    expect((await ca.inject({ method: 'GET', url })).statusCode).toBe(200);
    const taken = await cb.inject({ method: 'GET', url });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.user_device).toEqual(['Este dispositivo ya recibe las notificaciones de otro usuario.']);
    expect(await devicesOf(h, a.id)).toHaveLength(1);
    expect(await devicesOf(h, b.id)).toEqual([]);
    // A's pushes still reach it; B's do not.
    let before = service.received.length;
    await notifyOne(h, b.id, 'Para B');
    await notifyOne(h, a.id, 'Para A');
    await h.app.deliveries.idle();
    expect(service.received.slice(before).map((r) => r.url)).toEqual(['/push/shared']);

    // Signing out there ends the session that registered it: the device is A's no more, and B may take it.
    expect((await ca.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(204);
    expect(await devicesOf(h, a.id)).toEqual([]);
    expect((await cb.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect(await devicesOf(h, b.id)).toHaveLength(1);
    before = service.received.length;
    await notifyOne(h, a.id, 'Para A otra vez');
    await h.app.deliveries.idle();
    expect(service.received.length).toBe(before);
  });
});

describe('shutdown', () => {
  it('gives up a push waiting for its retry instead of holding the server open', async () => {
    const service = await fakeService(() => ({ status: 503 }));
    const h = await build({ config: service.policy });
    h.app.push.webPushAgent = new PlainAgent();
    h.app.push.retryDelaysMs = [60_000];
    const u = await h.makeUser([]);
    await (
      await h.as(u.email)
    ).inject({
      method: 'GET',
      url: `/api/get_device?platform=web&user_device=${encodeURIComponent(JSON.stringify(browserSubscription(`${service.endpoint}/push/s`).json))}`,
    });
    await notifyOne(h, u.id, 'Tarde');
    await service.count(1);
    const t0 = Date.now();
    await h.close();
    expect(Date.now() - t0).toBeLessThan(5000);
    expect(service.received).toHaveLength(1);
    await service.close();
  });
});

describe('FCM for native devices', () => {
  let h: Harness;
  let fcm: Awaited<ReturnType<typeof fakeService>>;
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const token = 'f'.repeat(40) + ':APA91b-device';

  beforeAll(async () => {
    fcm = await fakeService((req) => {
      if (req.url === '/token') {
        const assertion = new URLSearchParams(req.body.toString()).get('assertion') ?? '';
        const [head, claims, sig] = assertion.split('.');
        const ok = createVerify('RSA-SHA256')
          .update(`${head}.${claims}`)
          .verify(publicKey, Buffer.from(sig, 'base64url'));
        const c = JSON.parse(Buffer.from(claims, 'base64url').toString());
        return ok && c.iss === 'push@gestora-test.iam.gserviceaccount.com'
          ? { status: 200, body: { access_token: 'tok-123', expires_in: 3600 } }
          : { status: 400 };
      }
      if (req.headers.authorization !== 'Bearer tok-123') return { status: 401 };
      const message = JSON.parse(req.body.toString()).message;
      return message.token === token
        ? { status: 200, body: { name: 'projects/gestora-test/messages/1' } }
        : { status: 404, body: { error: { status: 'NOT_FOUND', details: [{ errorCode: 'UNREGISTERED' }] } } };
    });
    const dir = (await import('node:os')).tmpdir();
    const file = path.join(dir, `fcm-${randomBytes(4).toString('hex')}.json`);
    writeFileSync(
      file,
      JSON.stringify({
        type: 'service_account',
        project_id: 'gestora-test',
        client_email: 'push@gestora-test.iam.gserviceaccount.com',
        private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
        token_uri: 'https://oauth2.googleapis.com/token',
      }),
    );
    vi.stubEnv('FCM_SERVICE_ACCOUNT', file);
    vi.stubEnv('FCM_PROJECT_ID', 'gestora-test');
    vi.stubEnv('FCM_ENDPOINT', fcm.url);
    vi.stubEnv('FCM_TOKEN_ENDPOINT', `${fcm.url}/token`);
    h = await build();
    vi.unstubAllEnvs();
    h.app.push.retryDelaysMs = [20];
  });
  afterAll(async () => {
    await h.close();
    await fcm.close();
  });

  it('exchanges a signed JWT for an access token and posts the message with it', async () => {
    expect(h.app.push.fcmEnabled).toBe(true);
    const u = await h.makeUser([]);
    const c = await h.as(u.email);
    expect(
      (
        await c.inject({
          method: 'GET',
          url: `/api/get_device?platform=native&user_device=${encodeURIComponent(token)}`,
        })
      ).json(),
    ).toEqual({ result: true });
    await notifyOne(h, u.id, 'Reunión mañana');
    await h.app.deliveries.idle();
    const sends = fcm.received.filter((r) => r.url.includes('messages:send'));
    expect(sends).toHaveLength(1);
    expect(sends[0].url).toBe('/v1/projects/gestora-test/messages:send');
    expect(sends[0].headers.authorization).toBe('Bearer tok-123');
    const { message } = JSON.parse(sends[0].body.toString());
    expect(message).toMatchObject({
      token,
      notification: { title: 'Reunión mañana', body: 'Cuerpo del aviso' },
      data: { link: '/ticket/manage_ticket', type: 'Ticket' },
    });
    expect(await devicesOf(h, u.id)).toHaveLength(1);
  });

  it('refuses a registration token another user holds, and keeps it with that user', async () => {
    const [a, b] = [await h.makeUser([]), await h.makeUser([])];
    const url = `/api/get_device?platform=native&user_device=${'d'.repeat(40)}`;
    expect((await (await h.as(a.email)).inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await (await h.as(b.email)).inject({ method: 'GET', url })).statusCode).toBe(422);
    expect(await devicesOf(h, a.id)).toHaveLength(1);
    expect(await devicesOf(h, b.id)).toEqual([]);
  });

  it('forgets a registration token FCM no longer knows', async () => {
    const u = await h.makeUser([]);
    const c = await h.as(u.email);
    await c.inject({ method: 'GET', url: `/api/get_device?platform=native&user_device=${'e'.repeat(40)}` });
    await notifyOne(h, u.id, 'Otro');
    await h.app.deliveries.idle();
    expect(await devicesOf(h, u.id)).toEqual([]);
  });
});
