import type { Agent } from 'node:https';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}
export type SendOutcome = 'sent' | 'gone' | 'retry' | 'failed';

/** 404/410: the subscription is gone for good. 429 and 5xx: try again later. Other 4xx: the message is wrong. */
export const outcomeOf = (status: number | undefined): SendOutcome => {
  if (status === undefined) return 'retry'; // network error, timeout
  if (status >= 200 && status < 300) return 'sent';
  if (status === 404 || status === 410) return 'gone';
  if (status === 429 || status >= 500) return 'retry';
  return 'failed';
};

/** VAPID `sub`: the sender's mail address (MAIL_FROM) or, failing that, the site's https address. */
export function vapidSubject(mailFrom: string, appUrl: string): string {
  const mail =
    /<([^>]+@[^>]+)>/.exec(mailFrom)?.[1] ?? (/^[^\s<>]+@[^\s<>]+$/.test(mailFrom.trim()) ? mailFrom.trim() : null);
  if (mail) return `mailto:${mail}`;
  return appUrl.startsWith('https://') ? appUrl : 'mailto:no-reply@gestora.local';
}

/**
 * One Web Push message through the web-push library (VAPID, aes128gcm). `agent` is for tests only: a plain
 * HTTP stand-in for the push service (the library only takes an https.Agent).
 */
export async function sendWebPush(
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  payload: string,
  opts: { vapid: VapidKeys; subject: string; agent?: Agent; ttlSeconds?: number },
): Promise<SendOutcome> {
  try {
    const res = await webpush.sendNotification(subscription, payload, {
      vapidDetails: { subject: opts.subject, publicKey: opts.vapid.publicKey, privateKey: opts.vapid.privateKey },
      contentEncoding: 'aes128gcm',
      TTL: opts.ttlSeconds ?? 86_400,
      urgency: 'high',
      timeout: 10_000,
      ...(opts.agent ? { agent: opts.agent } : {}),
    });
    return outcomeOf(res.statusCode);
  } catch (err) {
    return outcomeOf((err as { statusCode?: number }).statusCode);
  }
}
