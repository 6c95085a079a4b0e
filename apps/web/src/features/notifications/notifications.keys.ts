/**
 * A full list: 'task' lists ProcessTask notifications, 'ticket' every other type (spec section 3). As a top-bar menu,
 * 'ticket' lists only type 'Ticket' (notifications.cache.ts menuOf).
 */
export type TNotificationKind = 'task' | 'ticket';

/**
 * Every notification query lives under ['notifications']: a reconnection (catch-up) refreshes them all at once.
 * Real-time events and mutations write into these same keys (notifications.cache.ts).
 */
export const NOTIFICATION_KEYS = {
  all: ['notifications'] as const,
  bell: ['notifications', 'bell'] as const,
  menus: ['notifications', 'menu'] as const,
  menu: (kind: TNotificationKind, userId: string) => ['notifications', 'menu', kind, userId] as const,
  menusOf: (kind: TNotificationKind) => ['notifications', 'menu', kind] as const,
  lists: ['notifications', 'list'] as const,
  list: (kind: TNotificationKind) => ['notifications', 'list', kind] as const,
  ones: ['notifications', 'one'] as const,
  one: (publicId: string) => ['notifications', 'one', publicId] as const,
};
