import type { TInformationPost } from './information-board/information-board.schema.ts';
import type { TNotification } from './notifications/notifications.schema.ts';

/** Socket.IO endpoint, on the same origin and port as the API. */
export const SOCKET_PATH = '/socket.io';

/** Channel and event names, verbatim from the spec (section 7, Real-time). */
export const CHANNELS = {
  publicTask: 'public-task-channel',
  publicTicket: 'public-ticket-channel',
  notification: 'notification-channel',
  informationBoard: 'information-board-channel',
} as const;

export const EVENTS = {
  taskAssignedPublic: 'TaskAssignedPublic',
  ticketAssignedPublic: 'TicketAssignedPublic',
  /** Spelled as in the spec. */
  notification: 'NotificationChanel',
  informationBoardPublic: 'InformationBoardPublic',
} as const;

/**
 * The channels any signed-in socket may join with `subscribe`: only those whose events anyone may know.
 * notification-channel is per user and automatic. public-task-channel and public-ticket-channel keep their
 * spec names but are not joinable: their events name private items and people, so they go to the user rooms
 * of the people concerned (see USER_EVENTS).
 */
export const PUBLIC_CHANNELS = [CHANNELS.informationBoard] as const;
export type TPublicChannel = (typeof PUBLIC_CHANNELS)[number];

/** Client → server: `subscribe` a public channel (the ack answers whether it was joined). */
export const CLIENT_SUBSCRIBE = 'subscribe';
export const CLIENT_UNSUBSCRIBE = 'unsubscribe';

/**
 * Payload of the assignment events (TaskAssignedPublic, TicketAssignedPublic): the item assigned, sent only to
 * its assignees' own rooms, so that their menus reload. Nothing about anyone else.
 */
export interface TAssignedPayload {
  public_id: string;
}

/** Payload of NotificationChanel, emitted only in the recipient's private room. */
export interface TNotificationEventPayload {
  notification: TNotification;
}

/**
 * Payload of InformationBoardPublic: the post as the board lists it. A post for every department goes to the
 * public channel; a post for one department only to the rooms of its people (and its author).
 */
export type TInformationBoardPayload = TInformationPost;

/** Events the server emits (each event name belongs to exactly one channel). */
export interface ServerToClientEvents {
  TaskAssignedPublic: (payload: TAssignedPayload) => void;
  TicketAssignedPublic: (payload: TAssignedPayload) => void;
  NotificationChanel: (payload: TNotificationEventPayload) => void;
  InformationBoardPublic: (payload: TInformationBoardPayload) => void;
}

/** Events telling assignees which item is now theirs (payload TAssignedPayload); tickets and meetings alike. */
export type AssignmentEvent = 'TaskAssignedPublic' | 'TicketAssignedPublic';
/** Events that name private items or people: never on a public channel. */
export type PrivateEvent = 'NotificationChanel' | AssignmentEvent;
/**
 * Events emitted in the user rooms of the people concerned: the private ones, and InformationBoardPublic for a
 * post addressed to one department (its people only).
 */
export type UserEvent = PrivateEvent | 'InformationBoardPublic';
/** Events a public channel may carry: everything not private. */
export type ChannelEvent = Exclude<keyof ServerToClientEvents, PrivateEvent>;

/** Events the client emits. */
export interface ClientToServerEvents {
  subscribe: (channel: string, ack?: (res: { ok: boolean }) => void) => void;
  unsubscribe: (channel: string, ack?: (res: { ok: boolean }) => void) => void;
}

/**
 * Handshake: on web the session cookie `gestora_session` is sent automatically (withCredentials: true);
 * on native, `io(url, { path: SOCKET_PATH, auth: { token } })` with the Bearer token.
 */
export interface SocketAuth {
  token?: string;
}
