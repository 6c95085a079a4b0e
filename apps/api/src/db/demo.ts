import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './client.ts';
import type { DemoSummary } from './demo-organisation.ts';

export interface DemoReport extends DemoSummary {
  projects: number;
  tasks: number;
}

/** Fills an empty organisation with realistic Spanish data; each module adds its part here. */
export async function seedDemo(db: Db, log: FastifyBaseLogger): Promise<DemoReport> {
  const { seedDemoOrganisation } = await import('./demo-organisation.ts');
  const { seedDemoProjects } = await import('./demo-projects.ts');
  const organisation = await seedDemoOrganisation(db, log);
  const work = await seedDemoProjects(db, log);
  return { ...organisation, projects: work.projects, tasks: work.tasks };
}
