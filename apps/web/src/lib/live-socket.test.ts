import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectLiveSocket, liveSocketUrl } from './live-socket.ts';

/**
 * The server's side of the wire, scripted: each WebSocket the client opens, what it sent, and what the server
 * answers. The packets are Socket.IO 4.8's, as its server writes them (the e2e suite runs the client against it).
 */
class ScriptedWebSocket {
  static opened: ScriptedWebSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onmessage: ((m: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  /** A dead network: close() starts a closing handshake that never ends, so no close event comes. */
  deadNetwork = false;
  constructor(public url: string) {
    ScriptedWebSocket.opened.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    if (!this.deadNetwork) this.onclose?.();
  }
  /** The server: Engine.IO's open packet, then a packet of its own. */
  serverOpen(heartbeat = { pingInterval: 25_000, pingTimeout: 20_000 }) {
    this.readyState = 1;
    this.onmessage?.({ data: `0${JSON.stringify({ sid: 'e1', upgrades: [], maxPayload: 1e6, ...heartbeat })}` });
  }
  serverSends(packet: string) {
    this.onmessage?.({ data: packet });
  }
}
const last = () => ScriptedWebSocket.opened[ScriptedWebSocket.opened.length - 1]!;

let token = 't1';
function connect() {
  const events: string[] = [];
  const socket = connectLiveSocket({
    path: '/socket.io',
    auth: () => ({ token }),
    WebSocket: ScriptedWebSocket as unknown as typeof WebSocket,
  });
  socket.on('connect', () => events.push('connect'));
  socket.on('disconnect', () => events.push('disconnect'));
  socket.on('NotificationChanel', (payload) => events.push(`NotificationChanel ${JSON.stringify(payload)}`));
  return { socket, events };
}

beforeEach(() => {
  vi.useFakeTimers();
  ScriptedWebSocket.opened = [];
  token = 't1';
});
afterEach(() => vi.useRealTimers());

describe('liveSocketUrl', () => {
  it("is the Socket.IO path on the page's own origin, or on the API's, as ws: or wss:", () => {
    expect(liveSocketUrl(undefined, '/socket.io')).toBe(
      `ws://${window.location.host}/socket.io/?EIO=4&transport=websocket`,
    );
    expect(liveSocketUrl('https://api.example.org', '/socket.io')).toBe(
      'wss://api.example.org/socket.io/?EIO=4&transport=websocket',
    );
  });
});

describe('connectLiveSocket', () => {
  it('connects with the auth payload, hears events, sends events and answers pings', () => {
    const { socket, events } = connect();
    const ws = last();
    ws.serverOpen();
    expect(ws.sent).toEqual(['40{"token":"t1"}']);
    socket.emit('subscribe', 'information-board-channel');
    expect(ws.sent).toHaveLength(1); // not connected yet: nothing sent
    ws.serverSends('40{"sid":"s1"}');
    expect(events).toEqual(['connect']);
    socket.emit('subscribe', 'information-board-channel');
    expect(ws.sent[1]).toBe('42["subscribe","information-board-channel"]');
    ws.serverSends('42["NotificationChanel",{"notification":{"title":"Nueva"}}]');
    expect(events[1]).toBe('NotificationChanel {"notification":{"title":"Nueva"}}');
    ws.serverSends('2');
    expect(ws.sent[2]).toBe('3');
  });

  it('reconnects after a dropped connection with the current auth, and says it was disconnected', () => {
    const { events } = connect();
    last().serverOpen();
    last().serverSends('40{"sid":"s1"}');
    last().close(); // the network, or a server restart
    expect(events).toEqual(['connect', 'disconnect']);
    token = 't2';
    vi.advanceTimersByTime(1499); // the first wait is 1 s ± 50 %
    expect(ScriptedWebSocket.opened.length).toBeLessThanOrEqual(2);
    vi.advanceTimersByTime(1);
    expect(ScriptedWebSocket.opened).toHaveLength(2);
    last().serverOpen();
    expect(last().sent).toEqual(['40{"token":"t2"}']);
    last().serverSends('40{"sid":"s2"}');
    expect(events).toEqual(['connect', 'disconnect', 'connect']);
  });

  it('keeps trying while the server is away, waiting longer each time up to about 5 s', () => {
    connect();
    for (let i = 0; i < 6; i++) {
      last().close();
      vi.advanceTimersByTime(7500); // the longest wait: 5 s + 50 %
    }
    expect(ScriptedWebSocket.opened).toHaveLength(7);
  });

  it('counts a connection without pings as dead and opens another, without waiting for its close event', () => {
    const { events } = connect();
    const first = last();
    first.deadNetwork = true;
    first.serverOpen({ pingInterval: 300, pingTimeout: 200 });
    first.serverSends('40{"sid":"s1"}');
    vi.advanceTimersByTime(400);
    first.serverSends('2'); // a ping in time restarts the wait
    vi.advanceTimersByTime(400);
    expect(first.readyState).toBe(1);
    vi.advanceTimersByTime(100);
    expect(first.readyState).toBe(3);
    expect(events).toEqual(['connect', 'disconnect']);
    vi.advanceTimersByTime(1500);
    expect(ScriptedWebSocket.opened).toHaveLength(2);
  });

  it('does not come back after the server ends the connection (a session ended) or refuses the handshake', () => {
    const ended = connect();
    last().serverOpen();
    last().serverSends('40{"sid":"s1"}');
    last().serverSends('41');
    expect(ended.events).toEqual(['connect', 'disconnect']);
    vi.advanceTimersByTime(60_000);
    expect(ScriptedWebSocket.opened).toHaveLength(1);

    connect();
    last().serverOpen();
    last().serverSends('44{"message":"unauthenticated"}');
    expect(last().readyState).toBe(3);
    vi.advanceTimersByTime(60_000);
    expect(ScriptedWebSocket.opened).toHaveLength(2);
  });

  it('gives up, without throwing, on an address the browser refuses outright', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Refusing = function () {
      throw new DOMException('blocked by the Content-Security-Policy', 'SecurityError');
    } as unknown as typeof WebSocket;
    const socket = connectLiveSocket({ path: '/socket.io', auth: () => ({}), WebSocket: Refusing });
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
    socket.emit('subscribe', 'information-board-channel'); // nothing to send on, and no error
    socket.disconnect();
  });

  it('disconnect() says goodbye, closes and stays closed; a garbled packet only starts again', () => {
    const { socket, events } = connect();
    const ws = last();
    ws.serverOpen();
    ws.serverSends('40{"sid":"s1"}');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    ws.serverSends('42[not json');
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
    expect(ws.readyState).toBe(3);
    vi.advanceTimersByTime(1500);
    const again = last();
    expect(again).not.toBe(ws);
    again.serverOpen();
    again.serverSends('40{"sid":"s2"}');
    socket.disconnect();
    expect(again.sent.at(-1)).toBe('41');
    expect(again.readyState).toBe(3);
    expect(events).toEqual(['connect', 'disconnect', 'connect', 'disconnect']);
    vi.advanceTimersByTime(60_000);
    expect(ScriptedWebSocket.opened).toHaveLength(2);
  });
});
