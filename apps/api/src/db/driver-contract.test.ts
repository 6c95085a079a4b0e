import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZTaskBoard, ZTaskBoardCard } from '@gestora/contract/tasks/tasks.schema';
import {
  ZTicketDetail,
  ZTicketListItem,
  ZTicketPage,
  type TTicketDetail,
} from '@gestora/contract/tickets/tickets.schema';
import { ALL_TASK_PERMISSIONS } from '../modules/tasks/tasks.test-utils.ts';
import { raise, TICKET_ADMIN_PERMISSIONS } from '../modules/tickets/tickets.test-utils.ts';
import { makeDepartment, makeProject, makeTasks } from '../test/factories.ts';
import { build, type Harness, type TestClient } from '../test/harness.ts';

/*
 * What the lists rely on in the database drivers, held on PGlite (`npm test`) and on the PostgreSQL server (CI's
 * second pass): the JSON PostgreSQL writes for an answer reaches the client as the bytes of its UTF-8 text (on the
 * server it is handed over undecoded, db/json-bytes.ts), a statement cached for one list text never answers for
 * another (statements named by their text, db/list/statement-cache.ts), and the answer's length on the wire is its
 * length. Through the real HTTP server, not inject, so that Content-Length and the bytes are the ones a browser gets.
 */

let h: Harness;
let port: number;
let admin: TestClient;
let requester: TestClient;
let north: string;
let south: string;
/** Every ticket raised here, in the order raised (their codes ascend in that order). */
const raised: { ticket: TTicketDetail; by: 'admin' | 'requester'; department: string }[] = [];

// Accents, ñ, an em dash, emoji (outside the BMP), quotes of three kinds and a backslash: 1–4 bytes of UTF-8 each.
const TITLES = [
  'Peña — año 2026 📅 con "comillas" y barra \\ invertida',
  'Ñandú en la sala de máquinas ☕',
  'Corazón 💙 «urgente» del área',
  'Impresión fallida: acción “rápida”',
  'Cañería rota en el sótano 🚰',
];

beforeAll(async () => {
  h = await build();
  await h.app.listen({ host: '127.0.0.1', port: 0 });
  port = (h.app.server.address() as AddressInfo).port;
  admin = await h.as((await h.makeUser(TICKET_ADMIN_PERMISSIONS, { name: 'Íñigo', lastName: 'Muñoz "Ñu"' })).email);
  requester = await h.as((await h.makeUser([], { name: 'María José', lastName: "D'Alba \\ Peña 😀" })).email);
  north = (await makeDepartment(h, { name: 'Área Norte — señalización' })).publicId;
  south = (await makeDepartment(h, { name: 'Área Sur «mantenimiento»' })).publicId;
  const plan = [
    { by: 'admin', department: north, priority: 'Alta' },
    { by: 'admin', department: north, priority: 'Baja' },
    { by: 'requester', department: north, priority: 'Alta' },
    { by: 'admin', department: south, priority: 'Media' },
    { by: 'requester', department: south, priority: 'Alta' },
  ] as const;
  for (const [i, { by, department, priority }] of plan.entries()) {
    const client = by === 'admin' ? admin : requester;
    raised.push({ ticket: await raise(client, department, { title: TITLES[i], priority }), by, department });
  }
});
afterAll(() => h.close());

/** One GET over a real socket: the status, the headers and the body's bytes exactly as they arrived. */
function get(client: TestClient, url: string, encoding = 'identity') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: url,
          headers: { authorization: `Bearer ${client.token}`, 'accept-encoding': encoding },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
}

/** The body as UTF-8 text, failing on any byte sequence that is not valid UTF-8 (a Latin-1 leak would be). */
const utf8 = (body: Buffer) => new TextDecoder('utf-8', { fatal: true }).decode(body);

/** An answer that must be 200, whole (Content-Length = its bytes), plain JSON in valid UTF-8: its text. */
async function plainJson(client: TestClient, url: string) {
  const res = await get(client, url);
  expect(res.status, `${url}: ${res.body.toString()}`).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(Number(res.headers['content-length']), url).toBe(res.body.length);
  return { text: utf8(res.body), body: res.body };
}

const codesOf = (pred: (r: (typeof raised)[number]) => boolean) => raised.filter(pred).map((r) => r.ticket.code);

describe('the database drivers under the lists', () => {
  it('hand a list PostgreSQL wrote over byte for byte as UTF-8 JSON equal to each record’s detail', async () => {
    const url = `/api/tickets?department_id=${north}&sort=code`;
    const { text, body } = await plainJson(admin, url);
    const page = ZTicketPage.parse(JSON.parse(text));
    expect(page.total).toBe(3);
    expect(page.data.map((r) => r.code)).toEqual(codesOf((r) => r.department === north));
    for (const row of page.data) {
      const detail = await plainJson(admin, `/api/tickets/${row.public_id}`);
      const shown = ZTicketDetail.parse(JSON.parse(detail.text));
      expect(row).toEqual(ZTicketListItem.parse(shown));
      // The title as JSON writes it, character for character in UTF-8 (no escapes of what needs none).
      expect(body.includes(Buffer.from(JSON.stringify(shown.title))), shown.title).toBe(true);
      expect(body.includes(Buffer.from(JSON.stringify(shown.requester?.last_name)))).toBe(true);
    }
    expect(page.data.map((r) => r.title)).toEqual(TITLES.slice(0, 3));
    expect(page.data[2].requester?.last_name).toBe("D'Alba \\ Peña 😀");
  });

  it('send the same bytes compressed, with the compressed length', async () => {
    const url = `/api/tickets?sort=code&per_page=100`;
    const { body: plain } = await plainJson(admin, url);
    expect(plain.length).toBeGreaterThan(1024); // past the compression threshold
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const res = await get(admin, url, encoding);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding'], encoding).toBe(encoding);
      expect(Number(res.headers['content-length']), encoding).toBe(res.body.length);
      expect(decode(res.body).equals(plain), encoding).toBe(true);
    }
  });

  it('hand a whole answer PostgreSQL wrote (the task board) over whole, its cards equal to the details', async () => {
    const boss = await h.makeUser(ALL_TASK_PERMISSIONS);
    const client = await h.as(boss.email);
    const project = await makeProject(h, { createdBy: boss.id, name: 'Obra «Norte» — fase 📐 \\ año' });
    await makeTasks(h, 30, (i) => ({ title: `${TITLES[i % TITLES.length]} nº ${i}`, projectId: project.id }));
    const { text } = await plainJson(client, `/api/tasks/board?project_id=${project.publicId}`);
    const cards = ZTaskBoard.parse(JSON.parse(text)).columns.flatMap((c) => c.data);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards.slice(0, 5)) {
      const detail = await plainJson(client, `/api/tasks/${card.public_id}`);
      expect(card).toEqual(ZTaskBoardCard.parse(JSON.parse(detail.text)));
    }
  });

  it('never answer one list’s text or values with a statement kept for another', async () => {
    type Ask = { client: TestClient; url: string; codes: string[]; total?: number };
    // Computed from what has been raised so far, so that they can be asked again after another ticket.
    const asksNow = (): Ask[] => [
      {
        client: admin,
        url: `/api/tickets?department_id=${north}&sort=code`,
        codes: codesOf((r) => r.department === north),
      },
      {
        client: admin,
        url: `/api/tickets?department_id=${south}&sort=code`,
        codes: codesOf((r) => r.department === south),
      },
      {
        client: admin,
        url: `/api/tickets?department_id=${north}&priority=Alta&sort=code`,
        codes: codesOf((r) => r.department === north && r.ticket.priority === 'Alta'),
      },
      {
        client: admin,
        url: `/api/tickets?department_id=${south}&priority=Baja&sort=code`,
        codes: [],
      },
      {
        client: admin,
        url: `/api/tickets?department_id=${north}&sort=-code`,
        codes: codesOf((r) => r.department === north).reverse(),
      },
      {
        client: admin,
        url: `/api/tickets?priority=Alta&sort=code&per_page=1&page=2`,
        codes: [codesOf((r) => r.ticket.priority === 'Alta')[1]],
        total: codesOf((r) => r.ticket.priority === 'Alta').length,
      },
      {
        client: admin,
        url: `/api/my_requested_tickets?department_id=${north}&sort=code`,
        codes: codesOf((r) => r.by === 'admin' && r.department === north),
      },
      {
        client: requester,
        url: `/api/my_requested_tickets?department_id=${north}&sort=code`,
        codes: codesOf((r) => r.by === 'requester' && r.department === north),
      },
      {
        client: requester,
        url: `/api/my_requested_tickets?sort=code`,
        codes: codesOf((r) => r.by === 'requester'),
      },
    ];
    const check = async ({ client, url, codes, total = codes.length }: Ask) => {
      const page = ZTicketPage.parse(JSON.parse((await plainJson(client, url)).text));
      expect(
        page.data.map((r) => r.code),
        url,
      ).toEqual(codes);
      expect(page.total, url).toBe(total);
    };
    // One after another, then all at once (several connections, each keeping its own statements), twice over and
    // in another order: each answer must be its own request's.
    const asks = asksNow();
    for (const ask of asks) await check(ask);
    for (let round = 0; round < 2; round++) {
      await Promise.all([...asks, ...[...asks].reverse()].map(check));
    }
    // A new row, then the same texts again: the kept statements read today's rows, not the ones they first saw.
    const ticket = await raise(requester, north, { title: 'Otra avería — ñ 🔧', priority: 'Alta' });
    raised.push({ ticket, by: 'requester', department: north });
    await Promise.all(asksNow().map(check));
  });
});
