import { makeFleet } from '../../modules/vehicles/vehicles-lists-property.test-utils.ts';
import type { Harness } from '../harness.ts';
import { makeBoard } from './world-board.test-utils.ts';
import { makeMaintenance } from './world-maintenance.test-utils.ts';
import { makePeople } from './world-people.test-utils.ts';
import { makeTicketWork } from './world-tickets.test-utils.ts';
import { makeWork } from './world-work.test-utils.ts';

/** Everything the lists are asked about: enough rows that paging by 2 to 5 matters, and filters that leave some out. */
export async function makeWorld(h: Harness) {
  const people = await makePeople(h);
  const work = await makeWork(h, people);
  const tickets = await makeTicketWork(h, people);
  const board = await makeBoard(h, people);
  const fleet = await makeFleet(h, people);
  const maintenance = await makeMaintenance(h, people, fleet);
  return { people, work, tickets, board, fleet, maintenance };
}
export type World = Awaited<ReturnType<typeof makeWorld>>;

/** A public id no record has: an unknown id matches nothing, and the total must say so. */
export const UNKNOWN_ID = '00000000-0000-7000-8000-000000000000';
