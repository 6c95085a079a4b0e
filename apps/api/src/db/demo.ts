import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './client.ts';
import type { DemoSummary } from './demo-organisation.ts';

/** Fills an empty organisation with realistic Spanish data; each module adds its part here. */
export async function seedDemo(db: Db, log: FastifyBaseLogger): Promise<DemoSummary> {
  const { seedDemoOrganisation } = await import('./demo-organisation.ts');
  return seedDemoOrganisation(db, log);
}
