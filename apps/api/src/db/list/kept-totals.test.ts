import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Harness, type TestClient } from '../../test/harness.ts';
import { createVehicle, FLEET_ADMIN_PERMISSIONS } from '../../modules/vehicles/vehicles.test-utils.ts';

/*
 * A kept total is the count of one database at its tables' versions. Two databases whose versions run alike (the
 * test files' copies of one template, in one worker) must not answer each other's totals.
 */
let one: Harness;
let other: Harness;
const admins: TestClient[] = [];

beforeAll(async () => {
  [one, other] = [await build(), await build()];
  for (const h of [one, other]) admins.push(await h.as((await h.makeUser(FLEET_ADMIN_PERMISSIONS)).email));
});
afterAll(async () => {
  await one.close();
  await other.close();
});

const total = async (client: TestClient) => {
  const res = await client.inject({ method: 'GET', url: '/api/vehicles?per_page=1' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().total as number;
};

describe('kept totals', () => {
  it('are kept per database', async () => {
    // The same writes on both, but the last: one database ends with no live vehicle, the other with one, each at
    // the same version of its vehicles.
    await createVehicle(one, admins[0]);
    await createVehicle(other, admins[1]);
    await one.app.db.execute(sql`update vehicles set deleted_at = now()`);
    await other.app.db.execute(sql`update vehicles set model = 'Otro modelo'`);
    expect(await total(admins[0])).toBe(0);
    expect(await total(admins[1])).toBe(1);
  });
});
