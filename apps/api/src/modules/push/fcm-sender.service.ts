import { createSign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { outcomeOf, type SendOutcome } from './web-push-sender.service.ts';

export interface FcmOptions {
  /** Path to the Firebase service-account JSON (client_email, private_key, token_uri, project_id). */
  serviceAccountPath: string;
  projectId?: string;
  /** Base URL of the FCM HTTP v1 API (tests point it at a local server). */
  endpoint?: string;
  /** OAuth token endpoint; the service account's token_uri otherwise. */
  tokenEndpoint?: string;
}

interface ServiceAccount {
  client_email: string;
  private_key: string;
  token_uri?: string;
  project_id?: string;
}

export interface FcmMessage {
  title: string;
  body: string;
  data: Record<string, string>;
}

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const b64url = (v: string | Buffer) => Buffer.from(v).toString('base64url');

/**
 * FCM HTTP v1 without an SDK: a JWT signed with the service account's RSA key (RS256, node:crypto) is
 * exchanged for an OAuth access token (kept until a minute before it expires), which authorises each send.
 */
export function createFcmSender(opts: FcmOptions) {
  const account = JSON.parse(readFileSync(opts.serviceAccountPath, 'utf8')) as ServiceAccount;
  if (!account.client_email || !account.private_key)
    throw new Error('FCM service account lacks client_email or private_key');
  const projectId = opts.projectId ?? account.project_id;
  if (!projectId) throw new Error('FCM_PROJECT_ID is not set and the service account has no project_id');
  const tokenUri = opts.tokenEndpoint ?? account.token_uri ?? 'https://oauth2.googleapis.com/token';
  const sendUrl = `${(opts.endpoint ?? 'https://fcm.googleapis.com').replace(/\/$/, '')}/v1/projects/${projectId}/messages:send`;
  let cached: { token: string; expiresAt: number } | null = null;

  async function accessToken(): Promise<string> {
    if (cached && cached.expiresAt > Date.now() + 60_000) return cached.token;
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))}.${b64url(
      JSON.stringify({ iss: account.client_email, scope: SCOPE, aud: tokenUri, iat: now, exp: now + 3600 }),
    )}`;
    const signature = createSign('RSA-SHA256').update(unsigned).sign(account.private_key);
    const res = await fetch(tokenUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: `${unsigned}.${b64url(signature)}`,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok)
      throw Object.assign(new Error(`FCM token exchange failed: ${res.status}`), {
        statusCode: res.status >= 500 ? res.status : undefined,
      });
    const json = (await res.json()) as { access_token: string; expires_in?: number };
    cached = { token: json.access_token, expiresAt: Date.now() + (json.expires_in ?? 3600) * 1000 };
    return cached.token;
  }

  return {
    projectId,
    async send(registrationToken: string, message: FcmMessage): Promise<SendOutcome> {
      try {
        const res = await fetch(sendUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${await accessToken()}` },
          body: JSON.stringify({
            message: {
              token: registrationToken,
              notification: { title: message.title, body: message.body },
              data: message.data,
              android: { priority: 'high' },
            },
          }),
          signal: AbortSignal.timeout(10_000),
        });
        if (res.status === 401) cached = null; // a revoked token: fetch a new one on the retry
        if (res.status === 400) {
          // An unknown or malformed registration token is a device to forget, like web push's 410.
          const text = await res.text();
          return /UNREGISTERED|registration token/i.test(text) ? 'gone' : 'failed';
        }
        return res.status === 401 ? 'retry' : outcomeOf(res.status);
      } catch (err) {
        return outcomeOf((err as { statusCode?: number }).statusCode);
      }
    },
  };
}
export type FcmSender = ReturnType<typeof createFcmSender>;
