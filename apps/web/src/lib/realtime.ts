import {
  CLIENT_SUBSCRIBE,
  EVENTS,
  PUBLIC_CHANNELS,
  SOCKET_PATH,
  type ServerToClientEvents,
} from '@gestora/contract/realtime';
import type { LiveSocket } from './live-socket.ts';
import { realtimeConnection } from './platform.ts';
import { getSession, subscribeSession } from './session.ts';
import { firstPaint } from './first-paint.ts';

/**
 * The real-time connection (Socket.IO on the API's own port): one per signed-in session. The server puts the
 * socket in its user's private room (NotificationChanel) on its own; the public channels are joined with
 * `subscribe` on every (re)connection, since a new connection starts with no rooms. Listeners register here
 * rather than on the socket so that they outlive a socket replaced after a sign-in as someone else.
 * The client (lib/live-socket.ts, Socket.IO's protocol on the browser's WebSocket) is loaded on the first
 * connection, not with the page: no first paint waits for it.
 */

type EventName = keyof ServerToClientEvents;
type Listener<E extends EventName> = ServerToClientEvents[E];

let socket: LiveSocket | null = null;
let socketUser: string | null = null;
let connectedBefore = false;
const listeners = new Map<EventName, Set<(payload: never) => void>>();
const reconnectListeners = new Set<() => void>();

function dispatch(event: EventName, payload: unknown) {
  listeners.get(event)?.forEach((listener) => {
    try {
      (listener as (p: unknown) => void)(payload);
    } catch (err) {
      // One faulty listener must not keep the others from hearing the event.
      console.error(err);
    }
  });
}

/** Opens the connection for `userPublicId` (idempotent; another user replaces the old connection). */
export function connectRealtime(userPublicId: string): void {
  if (socketUser === userPublicId) return;
  disconnectRealtime();
  socketUser = userPublicId;
  void firstPaint()
    .then(() => import('./live-socket.ts'))
    .then(({ connectLiveSocket }) => {
      // Signed out, or signed in as someone else, while the client was loading: that connection is not wanted.
      if (socketUser === userPublicId && !socket) openSocket(connectLiveSocket, userPublicId);
    });
}

function openSocket(connect: typeof import('./live-socket.ts').connectLiveSocket, userPublicId: string): void {
  const { url, auth } = realtimeConnection();
  // `auth` is read on every (re)connection, so that a reconnection sends the current token (native).
  const s = connect({ url, path: SOCKET_PATH, auth });
  for (const event of Object.values(EVENTS)) s.on(event, (payload) => dispatch(event, payload));
  s.on('connect', () => {
    setState('connected');
    for (const channel of PUBLIC_CHANNELS) s.emit(CLIENT_SUBSCRIBE, channel);
    // Events sent while this client was away are lost: whoever shows server data reads it again.
    if (connectedBefore) reconnectListeners.forEach((l) => l());
    connectedBefore = true;
  });
  s.on('disconnect', () => setState('disconnected'));
  socket = s;
  socketUser = userPublicId;
}

/** The connection state on <html data-realtime>, for whoever needs to know it is live (the e2e suite waits on it). */
function setState(state: 'connected' | 'disconnected' | null) {
  if (state) document.documentElement.dataset.realtime = state;
  else delete document.documentElement.dataset.realtime;
}

/** Closes the connection (sign-out, or before connecting as another user). */
export function disconnectRealtime(): void {
  socket?.removeAllListeners();
  socket?.disconnect();
  socket = null;
  socketUser = null;
  connectedBefore = false;
  setState(null);
}

/** Listens to a server event; returns the function that stops listening. */
export function onRealtime<E extends EventName>(event: E, listener: Listener<E>): () => void {
  const set = listeners.get(event) ?? new Set();
  set.add(listener as (payload: never) => void);
  listeners.set(event, set);
  return () => set.delete(listener as (payload: never) => void);
}

/** Runs after every reconnection (network drop, server restart): the catch-up of spec section 4. */
export function onRealtimeReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

// The connection belongs to the session: signing out (or a 401 clearing it) closes it.
subscribeSession(() => {
  if (!getSession().user && socketUser) disconnectRealtime();
});
