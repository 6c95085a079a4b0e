import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZUser, ZUserPage } from '@gestora/contract/users/users.schema';
import { makeDepartment } from '../../test/factories.ts';
import { expectRowsMatchDetails } from '../../test/list-rows.test-utils.ts';
import { build, type Harness, type TestClient } from '../../test/harness.ts';
import { departments } from '../departments/departments.table.ts';
import { roles } from '../roles/roles.table.ts';
import { userRoles, users } from './users.table.ts';

/*
 * The users list is written as JSON by PostgreSQL (users.presenter.ts userJson); a user's detail by presentUser in
 * JavaScript. Every row of every page, sort and filter must equal the detail: names with quotes, accents and
 * emoji, avatars, departments or none, several roles in name order, never signed in or signed in. Each list is
 * asked twice with other values too: the statement is built once per shape (runShaped), and outside production a
 * later run that builds another text fails.
 */
let h: Harness;
let admin: TestClient;
let department: string;
let role: string;

beforeAll(async () => {
  h = await build();
  admin = await h.as((await h.makeUser(['Ver usuarios'])).email);
  const dept = await makeDepartment(h, { name: 'Área "Técnica" 🛠️' });
  department = dept.publicId;
  const made = [
    await h.makeUser([], { name: 'Ñandú', lastName: 'Álvarez "El Rápido"', departmentId: dept.id }),
    await h.makeUser([], { name: 'Zoë \\ barra', lastName: "O'Brien", avatarPath: 'avatars/zoe.png' }),
    await h.makeUser([], { name: 'Ana', lastName: '<b>Ruiz</b>', active: false, phone: '+34 600', position: 'Jefa' }),
    await h.makeUser([], { name: 'Beto', lastName: 'Yáñez', lastLoginAt: new Date('2026-03-04T05:06:07.089Z') }),
  ];
  // A second role for the first, named to sort before its own.
  const [extra] = await h.app.db.insert(roles).values({ name: 'Aaa revisión' }).returning();
  role = extra.publicId;
  await h.app.db.insert(userRoles).values({ userId: made[0].id, roleId: extra.id });
  await h.app.db.update(users).set({ position: 'Técnico\tde guardia' }).where(eq(users.id, made[0].id));
});
afterAll(() => h.close());

describe('the users list', () => {
  it('writes every row as the detail does, for every sort and filter', async () => {
    const lists = [
      '/api/users',
      '/api/users?per_page=2&page=2',
      '/api/users?sort=-name',
      '/api/users?sort=last_name',
      '/api/users?sort=-last_login_at',
      '/api/users?sort=created_at',
      '/api/users?sort=email',
      `/api/users?department_id=${department}`,
      `/api/users?role_id=${role}`,
      '/api/users?active=false',
      '/api/users?active=true&per_page=3',
      '/api/users?q=%C3%B1and',
      '/api/users?q=brien',
    ];
    const compared = await expectRowsMatchDetails({
      actors: { admin: { client: admin } },
      lists: { admin: lists },
      page: ZUserPage,
      row: ZUser,
      detail: (id) => `/api/users/${id}`,
    });
    expect(compared).toBeGreaterThan(20);
  });

  it('keeps the total past the last page, and in name order by default', async () => {
    const res = await admin.inject({ method: 'GET', url: '/api/users?per_page=2&page=99' });
    expect(res.statusCode, res.body).toBe(200);
    const page = ZUserPage.parse(res.json());
    expect(page.data).toEqual([]);
    const first = ZUserPage.parse((await admin.inject({ method: 'GET', url: '/api/users' })).json());
    expect(page.total).toBe(first.total);
    expect(first.total).toBe(first.data.length);
    const all = first.data;
    // Accents folded: Ñandú among the n's.
    const mine = ['Ana', 'Beto', 'Ñandú', 'Zoë \\ barra'];
    expect(all.map((u) => u.name).filter((n) => mine.includes(n))).toEqual(mine);
    const renamed = all.find((u) => u.name === 'Ñandú')!;
    expect(renamed.roles.map((r) => r.name)[0]).toBe('Aaa revisión');
    expect(renamed.department?.name).toBe('Área "Técnica" 🛠️');
  });

  it("follows every write that changes a row: the user's roles, a role or department renamed", async () => {
    const listsOf = async () =>
      expectRowsMatchDetails({
        actors: { admin: { client: admin } },
        lists: { admin: ['/api/users?per_page=100', `/api/users?department_id=${department}`] },
        page: ZUserPage,
        row: ZUser,
        detail: (id) => `/api/users/${id}`,
      });
    const [r] = await h.app.db.select().from(roles).where(eq(roles.publicId, role));
    const [nandu] = await h.app.db.select().from(users).where(eq(users.name, 'Ñandú'));
    const nameOf = async () => {
      const res = await admin.inject({ method: 'GET', url: `/api/users?q=${encodeURIComponent('ñandú')}` });
      return ZUserPage.parse(res.json()).data[0];
    };

    await h.app.db.update(roles).set({ name: 'Zeta "revisión" ✅' }).where(eq(roles.id, r.id));
    await listsOf();
    expect((await nameOf()).roles.map((x) => x.name).at(-1)).toBe('Zeta "revisión" ✅');

    await h.app.db.update(departments).set({ name: 'Área renombrada' }).where(eq(departments.publicId, department));
    await listsOf();
    expect((await nameOf()).department?.name).toBe('Área renombrada');

    await h.app.db.delete(userRoles).where(and(eq(userRoles.userId, nandu.id), eq(userRoles.roleId, r.id)));
    await listsOf();
    expect((await nameOf()).roles.map((x) => x.public_id)).not.toContain(role);

    // Several users given the role in one statement, and a user's own columns changed.
    const others = await h.app.db.select({ id: users.id }).from(users).where(eq(users.active, true));
    await h.app.db.insert(userRoles).values(others.map((u) => ({ userId: u.id, roleId: r.id })));
    await h.app.db.update(users).set({ lastLoginAt: new Date('2026-01-02T03:04:05.006Z'), phone: '+34 "600"' });
    expect(await listsOf()).toBeGreaterThan(4);
    expect((await nameOf()).roles.map((x) => x.public_id)).toContain(role);
  });
});
