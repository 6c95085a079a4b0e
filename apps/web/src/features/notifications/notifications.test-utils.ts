import dayjs from 'dayjs';
import type { TNotification, TTaskMenuItem } from '@gestora/contract/notifications/notifications.schema';
import { installIntersectionObserver } from '../../components/board-feed.test-utils.ts';
import type { Handlers } from '../../test/mock-api.ts';
import { TEST_USER } from '../../test/render-page.tsx';

/**
 * Test doubles for the notification tests: a fake real-time socket (lib/live-socket.ts, the boundary the real-time
 * code talks to), an IntersectionObserver that tests drive by hand (jsdom has none), and notification builders.
 */

type Handler = (...args: unknown[]) => void;

export class FakeSocket {
  handlers = new Map<string, Set<Handler>>();
  sent: { event: string; args: unknown[] }[] = [];
  connected = false;
  disconnected = false;
  constructor(
    public url: string | undefined,
    public options: Record<string, unknown>,
  ) {}
  on(event: string, handler: Handler) {
    const set = this.handlers.get(event) ?? new Set();
    set.add(handler);
    this.handlers.set(event, set);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    this.sent.push({ event, args });
    return this;
  }
  removeAllListeners() {
    this.handlers.clear();
    return this;
  }
  disconnect() {
    this.disconnected = true;
    this.connected = false;
    return this;
  }
  /** The server side: a (re)connection, or an event arriving. */
  serverConnect() {
    this.connected = true;
    this.handlers.get('connect')?.forEach((h) => h());
  }
  serverEmit(event: string, payload: unknown) {
    this.handlers.get(event)?.forEach((h) => h(payload));
  }
}

export const sockets: FakeSocket[] = [];
export const socketModule = {
  connectLiveSocket: (options: { url?: string } & Record<string, unknown>) => {
    const s = new FakeSocket(options.url, options);
    sockets.push(s);
    return s;
  },
};
export const lastSocket = () => sockets[sockets.length - 1];

// The IntersectionObserver that tests drive by hand (jsdom has none) is the feeds' one, for these lists too.
export { installIntersectionObserver, reachEnd } from '../../components/board-feed.test-utils.ts';

/**
 * Before each test of the signed-in shell and its menus: the observer the menus scroll with, and a device already
 * registered for push (these tests are about the menus, not push).
 */
export function prepareMenus() {
  installIntersectionObserver();
  localStorage.setItem('device', 'true');
}

let seq = 0;
const uuid = () => `0190b000-0000-7000-8000-${String(++seq).padStart(12, '0')}`;

export function makeNotification(over: Partial<TNotification> = {}): TNotification {
  return {
    public_id: uuid(),
    title: 'Revisar contrato',
    message: 'Nueva tarea asignada',
    creator: { public_id: uuid(), name: 'María', last_name: 'González' },
    created_at: dayjs().subtract(5, 'minute').toISOString(),
    status: '1',
    type: 'ProcessTask',
    recipient_public_id: TEST_USER.public_id,
    link: '/task/manage_task',
    ...over,
  };
}

export function makeMenuItem(over: Partial<TTaskMenuItem> = {}): TTaskMenuItem {
  const n = makeNotification();
  return { public_id: n.public_id, title: n.title, created_at: n.created_at, status: '1', link: n.link, ...over };
}

/** An answer of GET /api/all_notifications. */
export function notificationsPage(
  data: TNotification[],
  quantity = data.filter((n) => n.status === '1').length,
  page = 1,
) {
  return { quantity, all_notifications: { data, current_page: page, per_page: 20, total: data.length, last_page: 1 } };
}

/** The notification calls of the top bar answering "nothing yet", for tests about something else. */
export const EMPTY_NOTIFICATION_API: Handlers = {
  'GET /api/all_notifications': () => notificationsPage([]),
  'GET /api/tasks_in_member': () => ({ tasks: [], quantity_unread_notification: 0 }),
  'GET /api/tickets_in_responsible': () => ({ tickets: [], quantity_unread_notification: 0 }),
  'POST /api/update_task_notification': () => ({ status: true }),
  'POST /api/update_ticket_notification': () => ({ status: true }),
};
