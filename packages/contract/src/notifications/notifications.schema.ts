import { z } from 'zod';
import { ZPublicId, zDateTime, zPage, zText } from '../common.schema.ts';

/** '1' unseen, '0' seen (spec: status '0' means seen). */
export const ZNotificationStatus = z.enum(['1', '0']);
export type TNotificationStatus = z.infer<typeof ZNotificationStatus>;

export const ZNotificationCreator = z.object({ public_id: z.string(), name: z.string(), last_name: z.string() });
export type TNotificationCreator = z.infer<typeof ZNotificationCreator>;

export const ZNotification = z.object({
  public_id: z.string(),
  title: z.string(),
  message: z.string(),
  creator: ZNotificationCreator.nullable(),
  /** ISO 8601. */
  created_at: z.string(),
  status: ZNotificationStatus,
  /** 'ProcessTask' for tasks; otherwise e.g. 'Ticket', 'Account'. */
  type: z.string(),
  recipient_public_id: z.string(),
  /** Web path of the item, e.g. '/task/manage_task'; null when there is nothing to open. */
  link: z.string().nullable(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZTaskMenuItem = z.object({
  public_id: z.string(),
  title: z.string(),
  created_at: z.string(),
  status: ZNotificationStatus,
  link: z.string().nullable(),
});
export type TTaskMenuItem = z.infer<typeof ZTaskMenuItem>;
export const ZTicketMenuItem = ZTaskMenuItem;
export type TTicketMenuItem = z.infer<typeof ZTicketMenuItem>;

/** GET /api/tasks_in_member and /api/tickets_in_responsible: `page` is 1-based; `userId` must be the caller's public_id. */
export const ZMenuQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  userId: ZPublicId,
});
export type TMenuQuery = z.infer<typeof ZMenuQuery>;

/** GET /api/tasks_in_member → 20 per page. */
export const ZTasksInMemberResponse = z.object({
  tasks: z.array(ZTaskMenuItem),
  quantity_unread_notification: z.number(),
});
export type TTasksInMemberResponse = z.infer<typeof ZTasksInMemberResponse>;

/** GET /api/tickets_in_responsible → 100 per page. */
export const ZTicketsInResponsibleResponse = z.object({
  tickets: z.array(ZTicketMenuItem),
  quantity_unread_notification: z.number(),
});
export type TTicketsInResponsibleResponse = z.infer<typeof ZTicketsInResponsibleResponse>;

/** POST /api/update_task_notification, /api/update_ticket_notification, /api/update_all_notifications. */
export const ZStatusResponse = z.object({ status: z.literal(true) });
export type TStatusResponse = z.infer<typeof ZStatusResponse>;

/** Body of POST /api/update_task_notification and /api/update_ticket_notification (nothing is needed). */
export const ZEmptyBody = z.object({}).optional();

/**
 * GET /api/all_notifications. `reviewed='1'` is sent by the client as in the spec (accepted, no effect).
 * `type` narrows to the task ('task') or ticket-like ('ticket') notifications for the two full-list pages.
 * `since` (ISO) returns only notifications created after it (reconnection catch-up).
 */
export const ZAllNotificationsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  reviewed: zText('El filtro').max(10).optional(),
  type: z.enum(['task', 'ticket']).optional(),
  since: zDateTime('La fecha desde').optional(),
});
export type TAllNotificationsQuery = z.infer<typeof ZAllNotificationsQuery>;

export const ZAllNotificationsResponse = z.object({
  /** Unseen count (status '1') of the caller, within the `type` filter when one is given. */
  quantity: z.number(),
  all_notifications: zPage(ZNotification),
});
export type TAllNotificationsResponse = z.infer<typeof ZAllNotificationsResponse>;

/** POST /api/update_all_notifications: one notification (its public_id) or 'all' of mine become seen. */
export const ZUpdateAllNotificationsRequest = z.object({
  public_id: z.union([z.literal('all'), ZPublicId]),
});
export type TUpdateAllNotificationsRequest = z.infer<typeof ZUpdateAllNotificationsRequest>;

/** GET /api/find_notification?public_id → ZNotification (404 when it is not the caller's). */
export const ZFindNotificationQuery = z.object({ public_id: ZPublicId });
export type TFindNotificationQuery = z.infer<typeof ZFindNotificationQuery>;

/** Device platforms of GET /api/get_device. */
export const ZDevicePlatform = z.enum(['native', 'web']);
export type TDevicePlatform = z.infer<typeof ZDevicePlatform>;

/**
 * GET /api/get_device?user_device&platform. With a cookie session the request must come from the app's own
 * page (fetch sends Sec-Fetch-Site: same-origin) or carry the X-XSRF-TOKEN header, else 419. For 'web', `user_device` is the JSON of the browser's
 * PushSubscription ({endpoint, keys:{p256dh, auth}}), URL-encoded; for 'native', the FCM registration token.
 */
export const ZGetDeviceQuery = z.object({
  user_device: zText('El dispositivo').min(1).max(4000),
  platform: ZDevicePlatform,
});
export type TGetDeviceQuery = z.infer<typeof ZGetDeviceQuery>;

export const ZGetDeviceResponse = z.object({ result: z.literal(true) });
export type TGetDeviceResponse = z.infer<typeof ZGetDeviceResponse>;

/** The web PushSubscription as the browser serialises it (PushSubscription.toJSON()). */
export const ZWebPushSubscription = z.object({
  endpoint: z.url(),
  expirationTime: z.number().nullish(),
  keys: z.object({ p256dh: z.string().min(1), auth: z.string().min(1) }),
});
export type TWebPushSubscription = z.infer<typeof ZWebPushSubscription>;

/** GET /api/push/vapid_public_key → the VAPID application server key (base64url) for pushManager.subscribe. */
export const ZVapidKeyResponse = z.object({ key: z.string() });
export type TVapidKeyResponse = z.infer<typeof ZVapidKeyResponse>;

/** The payload of a push message (web push data / FCM data), read by the service worker and the native app. */
export const ZPushPayload = z.object({
  title: z.string(),
  body: z.string(),
  /** Web path to open on click. */
  link: z.string().nullable(),
  notification_public_id: z.string(),
  type: z.string(),
});
export type TPushPayload = z.infer<typeof ZPushPayload>;
