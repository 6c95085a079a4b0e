/**
 * Where a click on a calendar item goes: the item's own screen. The calendar's items do not carry it (ZCalendarItem):
 * it follows from the kind and the public id. Apart from the schemas, so that the calendar page does not load zod
 * for it.
 */
export const calendarItemPath = (item: {
  kind: 'meeting' | 'task' | 'ticket' | 'vehicle' | 'self_task';
  public_id: string;
}): string =>
  ({
    meeting: `/meeting/show/${item.public_id}`,
    task: `/task/${item.public_id}`,
    ticket: `/ticket/manage_ticket?ticket=${item.public_id}`,
    vehicle: `/vehicle/${item.public_id}`,
    self_task: `/self_assigned_task?task=${item.public_id}`,
  })[item.kind];
