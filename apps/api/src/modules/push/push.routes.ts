import type { FastifyInstance } from 'fastify';
import {
  ZGetDeviceQuery,
  ZGetDeviceResponse,
  ZVapidKeyResponse,
} from '@gestora/contract/notifications/notifications.schema';
import { apiRoutes } from '../../lib/api-routes.ts';
import { HttpError } from '../../lib/errors.ts';
import { safeEqual } from '../../lib/crypto.ts';
import { MSG } from '@gestora/contract/messages';
import { authOf } from '../../plugins/auth.ts';
import { LOGIN } from '../auth/route-access.rules.ts';
import { saveDevice } from './push.service.ts';

export async function pushRoutes(app: FastifyInstance) {
  const route = apiRoutes(app, ['Notificaciones']);

  // A GET that writes, as the spec's client calls it. A lax session cookie rides along with a top-level
  // navigation from another site, which could attach the attacker's subscription to the victim: a cookie
  // session must show the X-XSRF-TOKEN header, or the browser's word that the page itself fetched it.
  route.get(
    '/api/get_device',
    LOGIN,
    { query: ZGetDeviceQuery, response: { 200: ZGetDeviceResponse } },
    async (ctx, _actor, { query }, request) => {
      const auth = authOf(request);
      if (auth.kind === 'web') {
        const header = String(request.headers['x-xsrf-token'] ?? '');
        const sameOrigin =
          request.headers['sec-fetch-site'] === 'same-origin' && request.headers['sec-fetch-mode'] !== 'navigate';
        if (!sameOrigin && !(header && auth.csrfToken && safeEqual(header, auth.csrfToken)))
          throw new HttpError(419, MSG.csrfMismatch);
      }
      await saveDevice(ctx.db, app.config.push, auth, query.platform, query.user_device);
      return { result: true as const };
    },
  );
  route.read('/api/push/vapid_public_key', LOGIN, ZVapidKeyResponse, () => ({ key: app.push.vapidPublicKey }));
}
