/**
 * A user agent in plain words for people ('Chrome en Windows', 'Safari en iPhone'). Good enough to recognise
 * one's own devices; not a full parser.
 */
export function describeUserAgent(ua: string | null | undefined, kind?: 'web' | 'native' | string): string {
  if (!ua) return kind === 'native' ? 'Aplicación móvil' : 'Dispositivo desconocido';
  const browser = browserOf(ua);
  const system = systemOf(ua);
  if (kind === 'native') return system ? `Aplicación móvil en ${system}` : 'Aplicación móvil';
  if (browser && system) return `${browser} en ${system}`;
  return browser ?? system ?? 'Dispositivo desconocido';
}

function browserOf(ua: string): string | null {
  if (/Edg(A|iOS)?\//.test(ua)) return 'Edge';
  if (/OPR\/|Opera/.test(ua)) return 'Opera';
  if (/SamsungBrowser\//.test(ua)) return 'Samsung Internet';
  if (/Firefox\/|FxiOS\//.test(ua)) return 'Firefox';
  if (/HeadlessChrome\//.test(ua)) return 'Chrome (automatizado)';
  if (/Chrome\/|CriOS\/|Chromium\//.test(ua)) return 'Chrome';
  if (/Safari\//.test(ua) && /Version\//.test(ua)) return 'Safari';
  if (/curl\//i.test(ua)) return 'curl';
  return null;
}

function systemOf(ua: string): string | null {
  if (/iPhone/.test(ua)) return 'iPhone';
  if (/iPad/.test(ua)) return 'iPad';
  if (/Android/.test(ua)) return 'Android';
  if (/Windows/.test(ua)) return 'Windows';
  if (/Mac OS X|Macintosh/.test(ua)) return 'macOS';
  if (/CrOS/.test(ua)) return 'ChromeOS';
  if (/Linux/.test(ua)) return 'Linux';
  return null;
}

/** Whether the device is a phone or tablet (for the icon beside a session). */
export const isMobileAgent = (ua: string | null | undefined) => Boolean(ua && /Android|iPhone|iPad|Mobile/.test(ua));
