import type { Server, Socket } from 'socket.io';
import type {
  ChannelEvent,
  ClientToServerEvents,
  ServerToClientEvents,
  TPublicChannel,
  UserEvent,
} from '@gestora/contract/realtime';

/*
 * What services see of the real-time server (plugins/realtime.ts builds it): kept apart from the plugin so that
 * the service context and the sessions' service can name it without importing the plugin, which imports them.
 */

export interface SocketData {
  userId: number;
  userPublicId: string;
  sessionId: string;
  sessionPublicId: string;
}
export type Io = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export interface Realtime {
  io: Io;
  /** Emits only in the user's private room: nobody else's socket ever receives it. */
  toUser<E extends UserEvent>(userPublicId: string, event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
  /**
   * Emits once to every socket of these users (their private rooms), and to no one else: the way to tell the
   * people concerned about an item (a task's members, a ticket's responsible, a meeting's participants).
   */
  toUsers<E extends UserEvent>(
    userPublicIds: readonly string[],
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
  /** Emits to every socket subscribed to a public channel: only events anyone may know (ChannelEvent). */
  toChannel<E extends ChannelEvent>(
    channel: TPublicChannel,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
  /**
   * Closes the sockets of these ended sessions on every process (through the adapter): sessions end in one place
   * (sessions.service endingSessions), which calls this after its commit, before the request answers.
   */
  closeSessions(ended: readonly { publicId: string }[]): Promise<void>;
}
