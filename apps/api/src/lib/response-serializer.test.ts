import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZTaskBoard, ZTaskHistoryPage } from '@gestora/contract/tasks/tasks.schema';
import { responseSerializerCompiler, JsonText } from './response-serializer.ts';

const ZRow = z.object({
  public_id: z.string(),
  status: z.enum(['1', '2']),
  end_date: z.string().nullable(),
  project: z.object({ public_id: z.string(), name: z.string() }).nullable(),
  note: z.string().optional(),
  members: z.array(z.object({ name: z.string() })),
  count: z.number(),
});

/** A server with one route answering `data` through the compiled serializer of `schema`. */
async function answer(schema: z.ZodType, data: unknown, verify = false) {
  const app = Fastify({ logger: false });
  app.setSerializerCompiler(responseSerializerCompiler({ verify }));
  app.get('/x', { schema: { response: { 200: schema } } }, async () => data);
  const res = await app.inject({ method: 'GET', url: '/x' });
  await app.close();
  return res;
}

describe('compiled response serializer', () => {
  it('writes what zod writes: declared properties only, nulls, absent optionals', async () => {
    const rows = [
      {
        count: 2,
        members: [{ name: 'Ana', password_hash: 'x' }],
        project: { name: 'Portal', public_id: 'p1', internal_id: 7 },
        end_date: null,
        status: '1',
        public_id: 'a',
        secret: 'no',
      },
      { public_id: 'b', status: '2', end_date: '2026-01-02', project: null, note: 'é "x"\n', members: [], count: 0 },
    ];
    const res = await answer(z.array(ZRow), rows);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(z.array(ZRow).parse(rows));
    expect(res.body).toContain('"note":"é \\"x\\"\\n"');
    expect(res.body).not.toMatch(/password_hash|internal_id|secret/);
  });

  it('fails an answer that lacks a required property, as the schema did (500, nothing half-written)', async () => {
    const res = await answer(ZRow, { public_id: 'a', status: '1', end_date: null, project: null, count: 1 });
    expect(res.statusCode).toBe(500);
  });

  it('is checked against zod in the test suites: a value the schema refuses fails there', async () => {
    const bad = { public_id: 'a', status: '9', end_date: null, project: null, members: [], count: 1 };
    expect((await answer(ZRow, bad, false)).statusCode).toBe(200);
    expect((await answer(ZRow, bad, true)).statusCode).toBe(500);
  });

  it('handles the shapes the contract uses (a board, history tuples of anything)', async () => {
    const board = {
      columns: [
        {
          status: '1',
          name: 'Pendiente',
          total: 1,
          data: [
            {
              public_id: 't',
              title: 'Revisar',
              status: '1',
              priority: 'Alta',
              end_date: null,
              project: null,
              members: [{ public_id: 'u', name: 'Ana', last_name: 'Rojas', avatar_url: '/a.svg' }],
              comments_count: 0,
              files_count: 1,
              can: { update: true, delete: false, change_status: true },
            },
          ],
        },
      ],
    };
    const boardRes = await answer(ZTaskBoard, board, true);
    expect(boardRes.statusCode).toBe(200);
    expect(boardRes.json()).toEqual(ZTaskBoard.parse(board));
    const history = {
      data: [
        {
          id: 1,
          action: 'updated',
          changes: { title: [null, 'x'], members: [[{ a: 1 }], []] },
          actor: null,
          created_at: 'x',
        },
      ],
      current_page: 1,
      per_page: 20,
      total: 1,
      last_page: 1,
    };
    const historyRes = await answer(ZTaskHistoryPage, history, true);
    expect(historyRes.statusCode).toBe(200);
    expect(historyRes.json()).toEqual(history);
  });

  it('sends a text written elsewhere as it is, and checks it against the schema in the test suites', async () => {
    const row = { public_id: 'a', status: '1', end_date: null, project: null, members: [], count: 1 };
    const text = JSON.stringify(row);
    for (const verify of [false, true]) {
      const res = await answer(ZRow, new JsonText(text), verify);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(text);
    }
    // What the compiled serializer would have left out or refused: a field more, a value of another type.
    for (const bad of [
      { ...row, secret: 'no' },
      { ...row, count: '1' },
      { ...row, status: '9' },
    ]) {
      const given = new JsonText(JSON.stringify(bad));
      expect((await answer(ZRow, given, false)).statusCode).toBe(200);
      expect((await answer(ZRow, given, true)).statusCode).toBe(500);
    }
  });
});
