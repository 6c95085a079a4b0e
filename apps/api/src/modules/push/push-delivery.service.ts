import https, { type Agent } from 'node:https';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import webpush from 'web-push';
import type { TNotification, TPushPayload } from '@gestora/contract/notifications/notifications.schema';
import { settingOnce } from '../system/settings.service.ts';
import { createFcmSender, type FcmSender } from './fcm-sender.service.ts';
import { publicOnlyLookup, refusalOf } from './push-endpoint.rules.ts';
import { devicesOf, forgetDevice, touchDevice, type PushDevice } from './push.service.ts';
import { sendWebPush, vapidSubject, type SendOutcome, type VapidKeys } from './web-push-sender.service.ts';

export interface Push {
  vapidPublicKey: string;
  /** Whether native devices can be reached (FCM configured). */
  fcmEnabled: boolean;
  /** Pushes each notification to every device of its recipient; resolves when all attempts are over. */
  send(list: TNotification[]): Promise<void>;
  /** Resolves when no push is in flight or waiting for a retry (tests, shutdown). */
  idle(): Promise<void>;
  /** Tests only: the plain-HTTP stand-in agent for a local push service. */
  webPushAgent?: Agent;
  /** Waits between attempts; 3 attempts in all by default. */
  retryDelaysMs: number[];
}

declare module 'fastify' {
  interface FastifyInstance {
    push: Push;
  }
}

/** Web push services take about 4 KB of payload; the full text is in the app anyway. */
const BODY_MAX = 1000;

/**
 * Web Push (VAPID keys made on first start, kept in app settings so every process and restart shares them)
 * and FCM for native devices when FCM_SERVICE_ACCOUNT is configured. Devices answering 404/410 are forgotten;
 * network errors, 429 and 5xx are retried; a push that finally fails is only logged (the notification is stored).
 */
export const pushPlugin = fp(async (app: FastifyInstance) => {
  const vapid = await settingOnce<VapidKeys>(app.db, 'vapid_keys', () => webpush.generateVAPIDKeys());
  const subject = vapidSubject(app.config.mailFrom, app.config.appUrl);
  let fcm: FcmSender | null = null;
  if (app.config.fcm) {
    try {
      fcm = createFcmSender(app.config.fcm);
    } catch (err) {
      app.log.error({ err }, 'FCM disabled: the service account could not be read');
    }
  }
  // Connections only to the public addresses it resolved (see publicOnlyLookup), never to the inside network.
  const publicAgent = new https.Agent({ lookup: publicOnlyLookup(app.config.push.allowPrivateAddresses) });
  const inFlight = new Set<Promise<void>>();
  let closing = false;
  // Waits between retries end at once when the server closes (the attempt is then given up).
  const sleepers = new Set<() => void>();
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      sleepers.add(done);
    });

  async function attempt(device: PushDevice, n: TNotification): Promise<SendOutcome> {
    const body = n.message.length > BODY_MAX ? `${n.message.slice(0, BODY_MAX)}...` : n.message;
    const payload: TPushPayload = {
      title: n.title,
      body,
      link: n.link,
      notification_public_id: n.public_id,
      type: n.type,
    };
    if (device.platform === 'web' && device.subscription) {
      // Checked again at each send: devices stored before a policy change, and hosts whose DNS now points inward.
      const refused = await refusalOf(device.subscription.endpoint, app.config.push);
      if (refused) {
        app.log.warn({ device: device.id, reason: refused }, 'push endpoint refused; device forgotten');
        return 'gone';
      }
      return sendWebPush(device.subscription, JSON.stringify(payload), {
        vapid,
        subject,
        agent: push.webPushAgent ?? publicAgent,
      });
    }
    if (device.platform === 'native' && fcm) {
      const data = { link: n.link ?? '', notification_public_id: n.public_id, type: n.type };
      return fcm.send(device.address, { title: n.title, body, data });
    }
    return 'failed';
  }

  async function toDevice(device: PushDevice, n: TNotification) {
    for (let i = 0; ; i++) {
      const outcome = await attempt(device, n);
      if (outcome === 'sent') return touchDevice(app.db, device.id);
      if (outcome === 'gone') return forgetDevice(app.db, device.id);
      if (outcome === 'failed' || i >= push.retryDelaysMs.length || closing) {
        app.log.warn({ device: device.id, platform: device.platform, outcome }, 'push not delivered');
        return;
      }
      await sleep(push.retryDelaysMs[i]);
    }
  }

  const push: Push = {
    vapidPublicKey: vapid.publicKey,
    fcmEnabled: !!fcm,
    retryDelaysMs: [2_000, 10_000],
    send(list) {
      const task = (async () => {
        const devices = await devicesOf(app.db, [...new Set(list.map((n) => n.recipient_public_id))]);
        const sends = list.flatMap((n) =>
          devices.filter((d) => d.userPublicId === n.recipient_public_id).map((d) => toDevice(d, n)),
        );
        await Promise.all(sends);
      })().catch((err) => app.log.error({ err }, 'push delivery failed'));
      inFlight.add(task);
      void task.finally(() => inFlight.delete(task));
      return task;
    },
    async idle() {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
  };
  app.decorate('push', push);
  app.addHook('preClose', async () => {
    closing = true;
    for (const wake of [...sleepers]) wake();
  });
  app.addHook('onClose', async () => {
    await push.idle();
    publicAgent.destroy();
  });
});
