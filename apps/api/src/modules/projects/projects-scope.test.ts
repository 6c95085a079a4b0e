import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Harness, type TestClient } from '../../test/harness.ts';

let h: Harness;
let ana: TestClient;
let beto: TestClient;
let all: TestClient;
let anaProject: { public_id: string };
let betoProject: { public_id: string };

const OWN = [
  'Ver solo los proyectos creados por el usuarios',
  'Registrar proyectos',
  'Actualizar proyectos',
  'Eliminar proyectos',
];
const payload = (code: string) => ({ code, name: `Proyecto ${code}`, status: 'En curso' });

beforeAll(async () => {
  h = await build();
  ana = await h.as((await h.makeUser(OWN)).email);
  beto = await h.as((await h.makeUser(OWN)).email);
  all = await h.as((await h.makeUser(['Ver todos los proyectos'])).email);
  anaProject = (await ana.inject({ method: 'POST', url: '/api/projects', payload: payload('ANA-1') })).json();
  betoProject = (await beto.inject({ method: 'POST', url: '/api/projects', payload: payload('BETO-1') })).json();
});
afterAll(() => h.close());

describe("'Ver solo los proyectos creados por el usuarios'", () => {
  it('lists only the projects the user created', async () => {
    const mine = (await ana.inject({ method: 'GET', url: '/api/projects' })).json();
    expect(mine.total).toBe(1);
    expect(mine.data.map((p: { code: string }) => p.code)).toEqual(['ANA-1']);
    // A search or filter never reaches past the scope either.
    expect((await ana.inject({ method: 'GET', url: '/api/projects?q=BETO' })).json().total).toBe(0);
    expect((await ana.inject({ method: 'GET', url: '/api/projects?status=En%20curso' })).json().total).toBe(1);
  });

  it("answers 404 for another user's project: detail, update and delete", async () => {
    expect((await ana.inject({ method: 'GET', url: `/api/projects/${anaProject.public_id}` })).statusCode).toBe(200);
    expect((await ana.inject({ method: 'GET', url: `/api/projects/${betoProject.public_id}` })).statusCode).toBe(404);
    const put = await ana.inject({
      method: 'PUT',
      url: `/api/projects/${betoProject.public_id}`,
      payload: payload('BETO-1'),
    });
    expect(put.statusCode).toBe(404);
    expect((await ana.inject({ method: 'DELETE', url: `/api/projects/${betoProject.public_id}` })).statusCode).toBe(
      404,
    );
    expect((await beto.inject({ method: 'GET', url: `/api/projects/${betoProject.public_id}` })).json().name).toBe(
      'Proyecto BETO-1',
    );
  });

  it('offers only their own projects as options', async () => {
    const options = (await ana.inject({ method: 'GET', url: '/api/project_options' })).json();
    expect(options.map((o: { code: string }) => o.code)).toEqual(['ANA-1']);
  });

  it("lets 'Ver todos los proyectos' see everyone's", async () => {
    const codes = (await all.inject({ method: 'GET', url: '/api/projects?sort=code' }))
      .json()
      .data.map((p: { code: string }) => p.code);
    expect(codes).toEqual(['ANA-1', 'BETO-1']);
    expect((await all.inject({ method: 'GET', url: `/api/projects/${betoProject.public_id}` })).statusCode).toBe(200);
    expect((await all.inject({ method: 'GET', url: '/api/project_options' })).json()).toHaveLength(2);
  });

  it("refuses a code taken by a project the user cannot see with a neutral 'El código no está disponible.', never confirming that project", async () => {
    const res = await ana.inject({ method: 'POST', url: '/api/projects', payload: payload('beto-1') });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'El código no está disponible.',
      errors: { code: ['El código no está disponible.'] },
    });
    const put = await ana.inject({
      method: 'PUT',
      url: `/api/projects/${anaProject.public_id}`,
      payload: payload('BETO-1'),
    });
    expect(put.json().errors.code).toEqual(['El código no está disponible.']);
    // A code free of any project answers nothing about codes at all.
    const free = await ana.inject({ method: 'POST', url: '/api/projects', payload: payload('LIBRE-1') });
    expect(free.statusCode).toBe(201);
  });

  it("says 'Ya existe un proyecto con ese código.' when the clashing project is one the user can see", async () => {
    const own = await ana.inject({ method: 'POST', url: '/api/projects', payload: payload('ana-1') });
    expect(own.json().errors.code).toEqual(['Ya existe un proyecto con ese código.']);
    const seer = await h.as((await h.makeUser(['Ver todos los proyectos', 'Registrar proyectos'])).email);
    const other = await seer.inject({ method: 'POST', url: '/api/projects', payload: payload('Beto-1') });
    expect(other.json().errors.code).toEqual(['Ya existe un proyecto con ese código.']);
    // Registering without any view permission sees no project: every clash is neutral.
    const clerk = await h.as((await h.makeUser(['Registrar proyectos'])).email);
    const blind = await clerk.inject({ method: 'POST', url: '/api/projects', payload: payload('ANA-1') });
    expect(blind.json().errors.code).toEqual(['El código no está disponible.']);
  });

  it('lets a user who may only register projects create one, and answers it', async () => {
    const clerk = await h.as((await h.makeUser(['Registrar proyectos'])).email);
    const res = await clerk.inject({ method: 'POST', url: '/api/projects', payload: payload('CLERK-1') });
    expect(res.statusCode).toBe(201);
    expect(res.json().code).toBe('CLERK-1');
    expect((await clerk.inject({ method: 'GET', url: '/api/projects' })).statusCode).toBe(403);
  });
});
