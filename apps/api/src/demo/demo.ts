import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Storage } from '../lib/storage.ts';
import type { DemoSummary } from './demo-organisation.ts';

export interface DemoReport extends DemoSummary {
  projects: number;
  tasks: number;
  tickets: number;
  meetings: number;
  ragDocuments: number;
  posts: number;
  ideas: number;
  vehicles: number;
  maintenanceRecords: number;
  maintenanceRequests: number;
  selfCategories: number;
  selfTasks: number;
}

/** Fills an empty organisation with realistic Spanish data; each module adds its part here. */
/** `storage` (the server's) receives the demo attachments; without it the posts come without files.
 * `timeZone` decides the demo's "today" (the fleet's and the personal tasks' due dates); by default the
 * organisation's (ORG_TIMEZONE). */
export async function seedDemo(
  db: Db,
  log: FastifyBaseLogger,
  storage?: Storage,
  timeZone = loadConfig().orgTimezone,
): Promise<DemoReport> {
  const { seedDemoOrganisation } = await import('./demo-organisation.ts');
  const { seedDemoProjects } = await import('./demo-projects.ts');
  const organisation = await seedDemoOrganisation(db, log);
  const { seedDemoTickets } = await import('./demo-tickets.ts');
  const work = await seedDemoProjects(db, log);
  const help = await seedDemoTickets(db, log);
  const { seedDemoMeetings } = await import('./demo-meetings.ts');
  const meet = await seedDemoMeetings(db, log);
  const { seedDemoRag } = await import('./demo-rag.ts');
  const rag = await seedDemoRag(db, log);
  const { seedDemoBoard } = await import('./demo-board.ts');
  const board = await seedDemoBoard(db, log, storage);
  const { seedDemoVehicles } = await import('./demo-vehicles.ts');
  const fleet = await seedDemoVehicles(db, log, timeZone);
  const { seedDemoSelfAssigned } = await import('./demo-self-assigned.ts');
  const personal = await seedDemoSelfAssigned(db, log, timeZone);
  return {
    ...organisation,
    projects: work.projects,
    tasks: work.tasks,
    tickets: help.tickets,
    meetings: meet.meetings,
    ragDocuments: rag.documents,
    posts: board.posts,
    ideas: board.ideas,
    vehicles: fleet.vehicles,
    maintenanceRecords: fleet.maintenanceRecords,
    maintenanceRequests: fleet.maintenanceRequests,
    selfCategories: personal.selfCategories,
    selfTasks: personal.selfTasks,
  };
}
