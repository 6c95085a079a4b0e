/**
 * The client side of the Socket.IO protocol that the app's real-time connection needs, on the browser's own
 * WebSocket: Engine.IO 4 (open, ping and pong, messages) carrying Socket.IO 5's packets for the main namespace
 * (connect with the auth payload, events from the server, events to it, disconnect). socket.io-client did the same
 * in 43 KB (13 KB gzipped) that every signed-in page downloaded and ran — its module and its first connection were
 * the home page's longest task after the first paint. Not here, and not needed: long-polling, binary packets,
 * acknowledgements, other namespaces (the server uses none of them with this client; it still speaks long-polling to
 * any other). Reconnection and the heartbeat behave as socket.io-client's defaults do.
 */

type Handler = (payload: unknown) => void;

export interface LiveSocketOptions {
  /** The API's origin (the native app); the page's own when undefined. */
  url?: string;
  /** The server's Socket.IO path (SOCKET_PATH). */
  path: string;
  /** The CONNECT packet's payload, read on every (re)connection: a native token may have changed. */
  auth: () => Record<string, unknown>;
  /** The WebSocket class (tests give their own). */
  WebSocket?: typeof WebSocket;
}

export interface LiveSocket {
  /** A server event, or 'connect' / 'disconnect' of the connection itself. */
  on(event: string, handler: Handler): void;
  /** An event to the server; dropped while not connected (the app sends only on 'connect'). */
  emit(event: string, ...args: unknown[]): void;
  removeAllListeners(): void;
  /** Closes the connection for good (no reconnection). */
  disconnect(): void;
}

// socket.io-client's Manager defaults: 1 s doubling to 5 s, ±50 %, forever; 20 s to open.
const RECONNECT_FIRST_MS = 1000;
const RECONNECT_MAX_MS = 5000;
const OPEN_TIMEOUT_MS = 20_000;

/** Where the WebSocket goes: `path` on `url` (or this page's origin), ws: or wss: as the page is http: or https:. */
export function liveSocketUrl(url: string | undefined, path: string): string {
  const address = new URL(`${path.replace(/\/$/, '')}/`, url ?? window.location.href);
  address.protocol = address.protocol === 'https:' ? 'wss:' : 'ws:';
  address.search = '?EIO=4&transport=websocket';
  return address.toString();
}

export function connectLiveSocket(options: LiveSocketOptions): LiveSocket {
  const Socket = options.WebSocket ?? WebSocket;
  const address = liveSocketUrl(options.url, options.path);
  const handlers = new Map<string, Set<Handler>>();
  let ws: WebSocket | null = null;
  let connected = false;
  let closedForGood = false;
  let attempts = 0;
  /** How long without the server's ping before the connection counts as dead (its open packet says). */
  let heartbeat = 45_000;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const fire = (event: string, payload?: unknown) =>
    handlers.get(event)?.forEach((handler) => {
      try {
        handler(payload);
      } catch (err) {
        console.error(err);
      }
    });

  /** A timer for the current socket: the open deadline, the heartbeat deadline, or the wait before reconnecting. */
  const schedule = (ms: number, then: () => void) => {
    clearTimeout(timer);
    timer = setTimeout(then, ms);
  };

  /**
   * Gives up on `socket` now, without waiting for its close event: on a dead network a closing handshake can take
   * a minute before the browser reports it.
   */
  function abandon(socket: WebSocket) {
    if (ws !== socket) return;
    ws = null;
    socket.close();
    dropped();
  }

  function open() {
    let socket: WebSocket;
    try {
      socket = new Socket(address);
    } catch (err) {
      // Only an address the browser will never connect to throws here (its syntax, a blocked port, the page's
      // Content-Security-Policy); a network failure closes the socket instead. Trying again would not help.
      console.error(err);
      closedForGood = true;
      return;
    }
    ws = socket;
    schedule(OPEN_TIMEOUT_MS, () => abandon(socket));
    socket.onmessage = (message) => {
      if (ws !== socket || typeof message.data !== 'string') return;
      try {
        receive(socket, message.data);
      } catch (err) {
        // A packet this client cannot read: start again rather than go on half-connected.
        console.error(err);
        abandon(socket);
      }
    };
    socket.onclose = () => {
      if (ws !== socket) return;
      ws = null;
      dropped();
    };
    // An error is followed by a close, which reconnects.
    socket.onerror = () => undefined;
  }

  function receive(socket: WebSocket, packet: string) {
    switch (packet[0]) {
      case '0': {
        // Engine.IO's open: its heartbeat, then Socket.IO's CONNECT to the main namespace with the auth payload.
        const { pingInterval, pingTimeout } = JSON.parse(packet.slice(1)) as Record<string, number>;
        heartbeat = (pingInterval ?? 25_000) + (pingTimeout ?? 20_000);
        schedule(heartbeat, () => abandon(socket));
        socket.send(`40${JSON.stringify(options.auth())}`);
        return;
      }
      case '2':
        // The server's ping: answer, and expect the next one.
        socket.send('3');
        schedule(heartbeat, () => abandon(socket));
        return;
      case '1':
        abandon(socket);
        return;
      case '4':
        message(socket, packet.slice(1));
        return;
    }
  }

  function message(socket: WebSocket, packet: string) {
    switch (packet[0]) {
      case '0': // CONNECT accepted
        connected = true;
        attempts = 0;
        fire('connect');
        return;
      case '2': {
        // EVENT, on the main namespace and without an acknowledgement id: `["name", payload]`.
        const body = packet.slice(1);
        if (!body.startsWith('[')) return;
        const [event, payload] = JSON.parse(body) as [unknown, unknown];
        if (typeof event === 'string' && event !== 'connect' && event !== 'disconnect') fire(event, payload);
        return;
      }
      case '1': // DISCONNECT from the server (a session ended): socket.io-client does not come back either
      case '4': // CONNECT_ERROR (the handshake refused): the same
        closedForGood = true;
        abandon(socket);
        return;
    }
  }

  function dropped() {
    if (connected) {
      connected = false;
      fire('disconnect');
    }
    if (closedForGood) {
      clearTimeout(timer);
      return;
    }
    const delay = Math.min(RECONNECT_FIRST_MS * 2 ** attempts, RECONNECT_MAX_MS);
    attempts += 1;
    schedule(delay * (0.5 + Math.random()), open);
  }

  open();
  return {
    on(event, handler) {
      const set = handlers.get(event) ?? new Set();
      set.add(handler);
      handlers.set(event, set);
    },
    emit(event, ...args) {
      if (connected && ws?.readyState === 1) ws.send(`42${JSON.stringify([event, ...args])}`);
    },
    removeAllListeners() {
      handlers.clear();
    },
    disconnect() {
      closedForGood = true;
      clearTimeout(timer);
      const socket = ws;
      ws = null;
      if (socket?.readyState === 1 && connected) socket.send('41');
      socket?.close();
      if (connected) {
        connected = false;
        fire('disconnect');
      }
    },
  };
}
