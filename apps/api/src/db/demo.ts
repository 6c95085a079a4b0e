import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './client.ts';

/** Fills an empty organisation with realistic Spanish data; each module adds its part here. */
export async function seedDemo(db: Db, log: FastifyBaseLogger) {
  const { seedDemoOrganisation } = await import('./demo-organisation.ts');
  await seedDemoOrganisation(db, log);
}
