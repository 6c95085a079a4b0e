import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Harness, type TestClient } from '../../test/harness.ts';
import { sendNotification } from '../notifications/notifications.test-utils.ts';
import { pushDevices } from './push.table.ts';
import { devicesOf, PlainAgent, fakeService } from './push.test-utils.ts';

const NOT_ALLOWED = 'El servicio de notificaciones de este navegador no está admitido.';

function subscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return JSON.stringify({
    endpoint,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  });
}
const register = (c: TestClient, endpoint: string) =>
  c.inject({
    method: 'GET',
    url: `/api/get_device?platform=web&user_device=${encodeURIComponent(subscription(endpoint))}`,
  });

describe('web push endpoints (default policy)', () => {
  let h: Harness;
  let service: Awaited<ReturnType<typeof fakeService>>;
  beforeAll(async () => {
    service = await fakeService(() => ({ status: 201 }));
    // Only the stand-in's host:port is added, as PUSH_ALLOWED_HOSTS would; private addresses stay refused.
    h = await build({
      config: { push: { allowedHosts: [`localhost:${new URL(service.url).port}`], allowPrivateAddresses: false } },
    });
    h.app.push.webPushAgent = new PlainAgent();
  });
  afterAll(async () => {
    await h.close();
    await service.close();
  });

  /** A notification to the user reaches no push service, and their device is forgotten. */
  async function expectRefusedAtSend(userId: number) {
    await sendNotification(h, { recipientIds: [userId], type: 'Ticket', title: 'Privado', message: 'x' });
    await h.app.deliveries.idle();
    expect(service.received).toEqual([]);
    expect(await devicesOf(h, userId)).toEqual([]);
  }

  it('refuses, with a Spanish 422, endpoints that are not https addresses of a known push service', async () => {
    const c = await h.as((await h.makeUser([])).email);
    for (const endpoint of [
      `${service.endpoint}/push/x`,
      `${service.url}/push/x`,
      'http://169.254.169.254/latest/meta-data/',
      'https://169.254.169.254/latest/meta-data/',
      'http://[::1]:6379/',
      'https://[::ffff:127.0.0.1]/x',
      'https://10.0.0.8/x',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/fcm/send/abc',
      'https://evilfcm.googleapis.com/fcm/send/abc',
      'https://push.apple.com.evil.example/x',
      'https://user:pw@fcm.googleapis.com/fcm/send/abc',
      'https://evil.example/push',
    ]) {
      const res = await register(c, endpoint);
      expect(res.statusCode, endpoint).toBe(422);
      expect(res.json(), endpoint).toEqual({ message: NOT_ALLOWED, errors: { user_device: [NOT_ALLOWED] } });
    }
  });

  it('accepts the push services of Chrome, Firefox, Safari and Edge', async () => {
    const c = await h.as((await h.makeUser([])).email);
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://eu.push.services.mozilla.com/x',
      'https://web.push.apple.com/QGx',
      'https://wns2-by3p.notify.windows.com/w/?token=BQYAAA',
    ]) {
      const res = await register(c, endpoint);
      expect(res.statusCode, endpoint).toBe(200);
    }
  });

  it('refuses at send time a host that resolves to a loopback address, and forgets that device', async () => {
    const u = await h.makeUser([]);
    const c = await h.as(u.email);
    const endpoint = `https://localhost:${new URL(service.url).port}/push/rebound`;
    expect((await register(c, endpoint)).statusCode).toBe(200); // allowed by name; DNS decides at send time
    await expectRefusedAtSend(u.id);
  });

  it('refuses at send time a device stored before the policy (an internal address), and forgets it', async () => {
    const u = await h.makeUser([]);
    await h.app.db.insert(pushDevices).values({
      userId: u.id,
      platform: 'web',
      address: `${service.endpoint}/push/old`,
      subscription: JSON.parse(subscription(`${service.endpoint}/push/old`)),
    });
    await expectRefusedAtSend(u.id);
  });
});

describe('PUSH_ALLOWED_HOSTS', () => {
  it('adds hosts (with *. for subdomains and :port for another port) to the known push services', async () => {
    const { loadConfig } = await import('../../config.ts');
    const config = loadConfig({ PUSH_ALLOWED_HOSTS: ' push.example.org , *.push.example.net,relay.example.com:8443' });
    expect(config.push).toEqual({
      allowedHosts: ['push.example.org', '*.push.example.net', 'relay.example.com:8443'],
      allowPrivateAddresses: false,
    });
    const h = await build({ config: { push: config.push } });
    try {
      const c = await h.as((await h.makeUser([])).email);
      for (const [endpoint, status] of [
        ['https://push.example.org/a', 200],
        ['https://eu.push.example.net/a', 200],
        ['https://relay.example.com:8443/a', 200],
        ['https://relay.example.com/a', 422],
        ['https://other.example.org/a', 422],
      ] as const)
        expect((await register(c, endpoint)).statusCode, endpoint).toBe(status);
    } finally {
      await h.close();
    }
  });
});
