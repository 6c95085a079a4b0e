import type { TGetDeviceResponse, TVapidKeyResponse } from '@gestora/contract/notifications/notifications.schema';
import { buildUrl } from './http.ts';
import { afterDeviceReady, authHeaders, isNative, leaveFor, requestCredentials, supportsWebPush } from './platform.ts';
import { DEVICE_FLAG, isDeviceRegistered } from './push-flag.ts';

/**
 * Push registration (spec section 7): this device is sent to GET /api/get_device once, then the local flag
 * 'device' remembers it. Web: about 1 s after the menu loads, a service worker and a Push API subscription with
 * the server's VAPID key. Native: the Capacitor push plugin, 2 s after device-ready (10 s fallback), then waits
 * of 3 s and 5 s for the registration id. Every failure is swallowed: push is a bonus, never an error on screen.
 */

export { DEVICE_FLAG };
export const PUSH_TIMINGS = {
  webDelayMs: 1000,
  nativeReadyDelayMs: 2000,
  nativeFallbackMs: 10_000,
  idWaitsMs: [3000, 5000],
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A GET that never shows anything: lib/http.ts alerts on a missing response, which push registration must not do
 * (its failures are silent), so this one talks to fetch directly with the same credentials.
 */
async function quietGet<T>(url: string, params?: Record<string, unknown>): Promise<T> {
  const res = await fetch(buildUrl(url, params), {
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', ...authHeaders() },
    credentials: requestCredentials(),
  });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return (await res.json()) as T;
}

async function sendDevice(userDevice: string, platform: 'web' | 'native'): Promise<boolean> {
  const res = await quietGet<TGetDeviceResponse>('/api/get_device', { user_device: userDevice, platform });
  if (res?.result !== true) return false;
  localStorage.setItem(DEVICE_FLAG, 'true');
  return true;
}

/** The VAPID key travels as base64url; the Push API wants its bytes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const padded = (value + '='.repeat((4 - (value.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const view = new Uint8Array(a);
  return view.every((x, i) => x === b[i]);
}

/** Web: subscribe this browser with the server's VAPID key and send the subscription. True when saved. */
export async function registerWebPush(): Promise<boolean> {
  if (isDeviceRegistered() || !supportsWebPush()) return false;
  try {
    const { key } = await quietGet<TVapidKeyResponse>('/api/push/vapid_public_key');
    const serverKey = base64UrlToBytes(key);
    await navigator.serviceWorker.register('/sw.js');
    const registration = await navigator.serviceWorker.ready;
    let subscription = await registration.pushManager.getSubscription();
    // A subscription made with another key (the server's keys were replaced) can no longer be used.
    if (subscription && !sameKey(subscription.options.applicationServerKey, serverKey)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: serverKey,
    });
    return await sendDevice(JSON.stringify(subscription), 'web');
  } catch {
    return false;
  }
}

/** Native: the FCM/APNs registration id from the Capacitor plugin, sent as the device. True when saved. */
export async function registerNativePush(): Promise<boolean> {
  if (isDeviceRegistered()) return false;
  try {
    await afterDeviceReady(PUSH_TIMINGS.nativeReadyDelayMs, PUSH_TIMINGS.nativeFallbackMs);
    const { PushNotifications } = await import('@capacitor/push-notifications');
    let token: string | null = null;
    const onRegistration = await PushNotifications.addListener('registration', (t) => {
      token = t.value;
    });
    // Tapping a push opens its item, in the app.
    await PushNotifications.addListener('pushNotificationActionPerformed', (action) => {
      const link = (action.notification.data as { link?: unknown } | undefined)?.link;
      if (typeof link === 'string' && link.startsWith('/') && !link.startsWith('//')) leaveFor(link);
    });
    const permission = await PushNotifications.requestPermissions();
    if (permission.receive !== 'granted') return false;
    await PushNotifications.register();
    for (const wait of PUSH_TIMINGS.idWaitsMs) {
      if (token) break;
      await sleep(wait);
    }
    await onRegistration.remove();
    return token ? await sendDevice(token, 'native') : false;
  } catch {
    return false;
  }
}

/** Starts the registration of this device when it is not registered yet; returns a cancel for unmounting. */
let nativeRun: Promise<boolean> | null = null;

export function schedulePushRegistration(): () => void {
  if (isDeviceRegistered()) return () => undefined;
  if (isNative()) {
    // Its waits are long: a remounted menu must not start a second registration meanwhile.
    nativeRun ??= registerNativePush().finally(() => (nativeRun = null));
    return () => undefined;
  }
  const timer = setTimeout(() => void registerWebPush(), PUSH_TIMINGS.webDelayMs);
  return () => clearTimeout(timer);
}
