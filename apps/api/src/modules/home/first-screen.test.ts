import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_PATH, firstRequestAddress, HOME_FIRST_REQUESTS } from '@gestora/contract/home/first-screen';
import { ZFirstScreen } from '@gestora/contract/home/first-screen.schema';
import { build, type Harness } from '../../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await build();
});
afterAll(() => h.close());

type Ask = (url: string) => Promise<{ statusCode: number; body: string }>;

/** The first screen's answer, and what each of its addresses answers asked on its own by the same client. */
async function bothWays(ask: Ask, userPublicId: string) {
  const res = await ask(FIRST_SCREEN_PATH);
  expect(res.statusCode).toBe(200);
  const parts = ZFirstScreen.parse(JSON.parse(res.body));
  const addresses = HOME_FIRST_REQUESTS.map((a) => firstRequestAddress(a, userPublicId));
  expect(Object.keys(parts).sort()).toEqual([...addresses].sort());
  for (const url of addresses) {
    const direct = await ask(url);
    expect({ url, status: parts[url].status }).toEqual({ url, status: direct.statusCode });
    expect(parts[url].body).toEqual(JSON.parse(direct.body));
  }
  return parts;
}

describe('GET /api/first_screen', () => {
  it("answers each of the home page's first addresses as it answers on its own, in a browser's session", async () => {
    const admin = await h.makeUser(['Ver ticket', 'Ver tareas', 'Ver todos los proyectos']);
    const web = h.browser();
    expect((await web.login(admin.email)).statusCode).toBe(200);
    const parts = await bothWays((url) => web.inject({ method: 'GET', url }), admin.publicId);
    expect(parts['/api/user'].body).toMatchObject({ email: admin.email });
  });

  it("holds each part to its own route's access rule, with a Bearer token", async () => {
    const nobody = await h.makeUser([]);
    const client = await h.as(nobody.email);
    const parts = await bothWays((url) => client.inject({ method: 'GET', url }), nobody.publicId);
    expect(parts['/api/user_permissions'].body).toEqual([]);
  });

  it('asks nothing of anyone who is not signed in', async () => {
    expect((await h.app.inject({ method: 'GET', url: FIRST_SCREEN_PATH })).statusCode).toBe(401);
  });
});
