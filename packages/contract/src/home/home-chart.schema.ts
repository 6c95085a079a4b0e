import { z } from 'zod';

/**
 * GET /api/tasks_and_tickets_chart (spec sections 3 and 7): the signed-in user's tasks (as a member) and tickets
 * (as responsible) by status, as parallel arrays. Five statuses each, in the order of the chart's colours.
 */
export const ZTasksAndTicketsChart = z.object({
  labels_tasks: z.array(z.string()),
  data_tasks: z.array(z.number()),
  labels_tickets: z.array(z.string()),
  data_tickets: z.array(z.number()),
});
export type TTasksAndTicketsChart = z.infer<typeof ZTasksAndTicketsChart>;
