/** What replaces a secret in the request log (pino's own word for its redacted paths). */
export const REDACTED = '[REDACTED]';

/** Query keys whose values are secrets wherever they appear. */
const SECRET_KEYS = /token|password|secret|signature/i;
/** Paths whose whole query is private: device registrations (push endpoints and their keys) and reset links. */
const PRIVATE_QUERY = /^\/(api\/get_device|password-reset(\/|$))/;

/**
 * The request URL as the log may keep it: the token of a reset link (`/password-reset/<token>`), any query
 * value named like a token, and every query value of /api/get_device and of reset links are replaced.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const rawPath = q === -1 ? url : url.slice(0, q);
  const path = rawPath.replace(/^\/password-reset\/[^/]+/, `/password-reset/${REDACTED}`);
  if (q === -1) return path;
  const all = PRIVATE_QUERY.test(rawPath);
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq === -1 ? pair : pair.slice(0, eq);
      if (eq === -1 && !all) return pair;
      return all || SECRET_KEYS.test(safeDecode(key)) ? `${key}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Fastify's request serializer, with the URL redacted. */
export function serializeRequest(req: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
