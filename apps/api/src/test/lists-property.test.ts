import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { build } from './harness.ts';
import { checkList } from './lists-property/check-list.test-utils.ts';
import { checkBoard } from './lists-property/check-board.test-utils.ts';
import { checkMenus } from './lists-property/check-menus.test-utils.ts';
import { expectTotalsFollowWrites } from './lists-property/check-writes.test-utils.ts';
import { peopleLists } from './lists-property/lists-people.test-utils.ts';
import { ticketLists } from './lists-property/lists-tickets.test-utils.ts';
import { workLists } from './lists-property/lists-work.test-utils.ts';
import { makeWorld } from './lists-property/world.test-utils.ts';
import { maintenanceLists } from './lists-property/lists-maintenance.test-utils.ts';
import { fleetLists } from '../modules/vehicles/vehicles-lists-property.test-utils.ts';
import { reportLists } from '../modules/reports/reports-lists-property.test-utils.ts';
import {
  makeSelfAssigned,
  selfAssignedLists,
} from '../modules/self-assigned/self-assigned-lists-property.test-utils.ts';

/*
 * Issue 44, point 2: every list endpoint (the table in lists-property/lists-*.test-utils.ts and, for the fleet's,
 * modules/vehicles/vehicles-lists-property.test-utils.ts: URL, filters with values of the data made here, sorts,
 * who may call it), for generated combinations of its filters, sorts and page sizes, as an administrator, a reader
 * without writes and a user limited to their own projects, answers a total that paging to the end reaches, no row twice, a last page that agrees, only rows the unfiltered list holds, and rows
 * equal to their record's detail. A kept total that answers a combination it cannot (a status with another filter
 * on my tickets, a project with a priority on the tasks) fails here with the URL that showed it; so does one kept
 * past a change (the last test). A GET route answering a page that the table lacks fails the first test.
 */

/** Generated queries per list and caller, on top of its examples. */
const RUNS = 3;

const h = await build();
const world = await makeWorld(h);
const selfAssigned = await makeSelfAssigned(world);
afterAll(() => h.close());
const lists = [
  ...workLists(world),
  ...ticketLists(world),
  ...peopleLists(world),
  ...fleetLists(world.people),
  ...maintenanceLists(world),
  ...reportLists(world),
  ...selfAssignedLists(world, selfAssigned),
];

/** A page schema (zPage): `data`, `total` and `last_page`, at the top or one field down. */
function isPage(schema: unknown): boolean {
  const shape = (schema as z.ZodObject | undefined)?.shape;
  if (!shape) return false;
  if ('data' in shape && 'total' in shape && 'last_page' in shape) return true;
  return Object.values(shape).some((field) => {
    const inner = (field as z.ZodObject).shape;
    return !!inner && 'data' in inner && 'total' in inner && 'last_page' in inner;
  });
}

describe('every list endpoint', () => {
  it('is in the table: each GET route answering a page is checked below', () => {
    const registered = h.app.routeRegistry
      .filter((r) => r.method === 'GET' && isPage((r.schema?.response as Record<number, unknown> | undefined)?.[200]))
      .map((r) => `GET ${r.url}`);
    expect([...new Set(lists.map((l) => l.route))].sort()).toEqual([...new Set(registered)].sort());
  });

  for (const spec of lists)
    for (const actor of spec.sameForAll ? spec.actors.slice(0, 1) : spec.actors) {
      const variant = spec.fixed ? ` ${new URLSearchParams(spec.fixed(actor))}` : '';
      it(`${spec.route}${variant} as ${actor}: the total is what paging reaches, the rows are the details`, () =>
        checkList(world.people.actors[actor], spec, RUNS));
    }

  for (const actor of ['admin', 'narrow', 'own'] as const) {
    it(`GET /api/tasks/board as ${actor}: each column's total and cards are /api/tasks with its status`, () =>
      checkBoard(world, world.people.actors[actor], RUNS - 1));
    it(`the notification menus as ${actor}: their unread count is what paging reaches`, () =>
      checkMenus(world.people.actors[actor]));
  }

  // Last: it changes the data the tests above read.
  it('after writes, the same queries reach the totals they answer: no kept total outlives a change', () =>
    expectTotalsFollowWrites(h, world, lists));
});
