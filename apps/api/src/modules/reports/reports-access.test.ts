import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TProjectFulfilmentRow,
  TReportTask,
  TResponsibleReportRow,
} from '@gestora/contract/reports/reports.schema';
import { MSG } from '@gestora/contract/messages';
import { build, type Harness, type TestClient } from '../../test/harness.ts';
import { EXPECTED, makeReportWorld, REPORT_TZ, type ReportWorld } from './reports.test-utils.ts';

let h: Harness;
let w: ReportWorld;
let own: TestClient;
beforeAll(async () => {
  h = await build({ config: { orgTimezone: REPORT_TZ } });
  w = await makeReportWorld(h, 'ACC');
  own = await h.as(w.owner.email);
});
afterAll(() => h.close());

const UNKNOWN = '01900000-0000-7000-8000-000000000000';

describe("'Ver solo los proyectos creados por el usuarios'", () => {
  it('counts only their own projects in every report', async () => {
    const page = (await own.inject({ method: 'GET', url: '/api/report/project_fulfillment' })).json();
    expect(page.data.map((r: TProjectFulfilmentRow) => r.project.code).sort()).toEqual(['ACC-A', 'ACC-C']);
    expect(page.totals).toEqual(EXPECTED.a);

    const people = (await own.inject({ method: 'GET', url: '/api/report/responsible' })).json();
    expect(Object.fromEntries(people.data.map((r: TResponsibleReportRow) => [r.user.name, r.figures]))).toEqual({
      'Ana ACC': EXPECTED.anaOwn,
      'Bruno ACC': EXPECTED.brunoOwn,
    });
    // Another's project as a filter selects nothing of it.
    const filtered = (
      await own.inject({ method: 'GET', url: `/api/report/responsible?project_id=${w.b.publicId}` })
    ).json();
    expect(filtered).toMatchObject({ total: 0, data: [] });

    const bruno = (
      await own.inject({ method: 'GET', url: `/api/report/responsible/${w.bruno.publicId}/tasks/all` })
    ).json();
    expect(bruno.data.map((t: TReportTask) => t.project.name)).not.toContain('ACC Beta');
    expect(bruno.total).toBe(EXPECTED.brunoOwn.tasks);
  });

  it("answers 404 for another's project, its detail and its tasks", async () => {
    for (const url of [
      `/api/report/project/${w.b.publicId}`,
      `/api/report/project/${w.b.publicId}/tasks/all`,
      `/api/report/project/${w.b.publicId}/tasks/late`,
      `/api/report/project/${UNKNOWN}`,
      `/api/report/project/${UNKNOWN}/tasks/open`,
      `/api/report/responsible/${UNKNOWN}/tasks/open`,
    ]) {
      const res = await own.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message, url).toBe(MSG.notFound);
    }
    expect((await own.inject({ method: 'GET', url: `/api/report/project/${w.a.publicId}` })).statusCode).toBe(200);
  });
});

describe('permissions', () => {
  it("answers 403 without 'Sección de informes' and the report's own permission", async () => {
    const reader = await h.as((await h.makeUser(['Ver todos los proyectos', 'Ver tareas'])).email);
    for (const url of [
      '/api/report/project_fulfillment',
      `/api/report/project/${w.a.publicId}`,
      `/api/report/project/${w.a.publicId}/tasks/all`,
      '/api/report/responsible',
      `/api/report/responsible/${w.ana.publicId}/tasks/all`,
    ]) {
      const res = await reader.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message, url).toBe(MSG.forbidden);
    }
    // Either report's permission opens only its own report.
    const responsibleOnly = await h.as(
      (await h.makeUser(['Informe por responsable', 'Ver todos los proyectos'])).email,
    );
    expect((await responsibleOnly.inject({ method: 'GET', url: '/api/report/responsible' })).statusCode).toBe(200);
    expect((await responsibleOnly.inject({ method: 'GET', url: '/api/report/project_fulfillment' })).statusCode).toBe(
      403,
    );
  });

  it('counts nothing for a user who sees no project', async () => {
    const blind = await h.as((await h.makeUser(['Sección de informes'])).email);
    const page = (await blind.inject({ method: 'GET', url: '/api/report/project_fulfillment' })).json();
    expect(page).toMatchObject({ total: 0, data: [], totals: { tasks: 0 } });
    expect((await blind.inject({ method: 'GET', url: '/api/report/responsible' })).json().total).toBe(0);
    expect((await blind.inject({ method: 'GET', url: `/api/report/project/${w.a.publicId}` })).statusCode).toBe(404);
  });
});

describe('bad input', () => {
  it('answers 422 with a Spanish message under the field', async () => {
    const a = w.a.publicId;
    const cases: [string, string, string][] = [
      [`/api/report/project/${a}/tasks/tarde`, 'filter', 'El filtro no es válido.'],
      [`/api/report/responsible/${w.ana.publicId}/tasks/__proto__`, 'filter', 'El filtro no es válido.'],
      ['/api/report/project/no-es-uuid', 'public_id', 'El identificador no es válido.'],
      ['/api/report/project/no-es-uuid/tasks/all', 'project_id', 'El identificador no es válido.'],
      ['/api/report/responsible/123/tasks/all', 'user_id', 'El identificador no es válido.'],
      [`/api/report/project/${a}/tasks/all?stage_id=x`, 'stage_id', 'El identificador no es válido.'],
      ['/api/report/project_fulfillment?client_id=x', 'client_id', 'El identificador no es válido.'],
      ['/api/report/responsible?project_id=x', 'project_id', 'El identificador no es válido.'],
      ['/api/report/project_fulfillment?date_from=2026-02-30', 'date_from', 'La fecha desde no es una fecha válida.'],
      [
        `/api/report/project/${a}?date_to=0000-01-01`,
        'date_to',
        'La fecha hasta debe estar entre los años 1900 y 2999.',
      ],
      [
        '/api/report/responsible?date_from=2026-03-02&date_to=2026-03-01',
        'date_to',
        'La fecha hasta no puede ser anterior a la fecha desde.',
      ],
      [
        `/api/report/project/${a}/tasks/late?date_from=2026-03-02&date_to=2026-03-01`,
        'date_to',
        'La fecha hasta no puede ser anterior a la fecha desde.',
      ],
      ['/api/report/project_fulfillment?sort=-avance', 'sort', 'El orden no es válido.'],
      ['/api/report/responsible?sort=tasks', 'sort', 'El orden no es válido.'],
      ['/api/report/project_fulfillment?status=Terminado', 'status', 'Seleccione un estado válido.'],
    ];
    const admin = await h.as(w.other.email);
    for (const [url, field, message] of cases) {
      const res = await admin.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().errors?.[field], url).toEqual([message]);
    }
  });
});
