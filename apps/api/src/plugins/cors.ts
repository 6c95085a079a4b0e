import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '@gestora/contract/messages';

/**
 * The origins of the native app's pages: Capacitor serves them from capacitor://localhost on iOS, and from
 * https://localhost on Android (http://localhost with `androidScheme: 'http'`). Exact matches: a web page on some
 * localhost port is another origin.
 */
export const NATIVE_ORIGINS: readonly string[] = ['capacitor://localhost', 'https://localhost', 'http://localhost'];

const ALLOW_METHODS = 'GET, POST, PUT, PATCH, DELETE';
const ALLOW_HEADERS = 'Accept, Authorization, Content-Type, X-Requested-With';
// What the app reads of a cross-origin answer beyond the basic headers: a download's name, an export's row count.
const EXPOSE_HEADERS = 'Content-Disposition, X-Export-Rows';
const PREFLIGHT_MAX_AGE_S = 600;

/**
 * CORS for the native app only, and without credentials: it authenticates with a Bearer token, never with cookies,
 * so no answer says Access-Control-Allow-Credentials and a browser never sends the session cookie cross-origin.
 * The web app is served from the API's own origin and needs no CORS; any other origin gets no CORS header (the
 * browser keeps the answer from it) and its preflight is refused with 403.
 */
export const corsPlugin = fp(async (app: FastifyInstance) => {
  const allowed = new Set(NATIVE_ORIGINS);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin) return;
    const preflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
    if (preflight) reply.header('Vary', 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers');
    else reply.header('Vary', 'Origin');
    if (!allowed.has(origin)) {
      if (preflight) return reply.code(403).send({ message: MSG.forbidden });
      return;
    }
    reply.header('Access-Control-Allow-Origin', origin);
    if (!preflight) {
      reply.header('Access-Control-Expose-Headers', EXPOSE_HEADERS);
      return;
    }
    return reply
      .code(204)
      .header('Access-Control-Allow-Methods', ALLOW_METHODS)
      .header('Access-Control-Allow-Headers', ALLOW_HEADERS)
      .header('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_S))
      .send();
  });
});
