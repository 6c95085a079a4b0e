import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZInformationPost,
  ZInformationPostPage,
  ZMyInformationPost,
  ZMyInformationPostPage,
} from '@gestora/contract/information-board/information-board.schema';
import { makeDepartment } from '../../test/factories.ts';
import { build, type Harness, type TestClient } from '../../test/harness.ts';
import { expectRowsCarryOnly, expectRowsMatchDetails } from '../../test/list-rows.test-utils.ts';
import { multipart } from '../../test/multipart.test-utils.ts';
import { informationPosts } from './information-board.table.ts';
import { publish, PUBLISH } from './information-board.test-utils.ts';

/*
 * The board (/api/information_board) and the author's own list (/api/my_information_board) are written by
 * PostgreSQL as JSON (information-board.presenter.ts postRowJson), attachments and their URLs included; the
 * detail is shaped in JavaScript (presentPost, fileUrl). Every row must say what the detail says.
 */

let h: Harness;
let author: TestClient;
let reader: TestClient;
const ids: Record<string, string> = {};
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
// Names whose URLs need every kind of escaping encodeURIComponent does (spaces, accents, reserved signs, emoji).
const NAMES = ['Acta reunión (v2).pdf', 'Plan #1 & 50% listo!.pdf', "Informe ~final~ d'Ñandú 🌱.pdf"];

async function attach(publicId: string, names: string[]) {
  const res = await author.inject({
    method: 'POST',
    url: `/api/information_board/${publicId}/files`,
    ...multipart(
      'files',
      names.map((name) => ({ name, type: 'application/pdf', data: PDF })),
    ),
  });
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`attach → ${res.statusCode} ${res.body}`);
}

beforeAll(async () => {
  h = await build();
  const alfa = await makeDepartment(h, { name: 'Tablero "Alfa" \\ Ñ' });
  const authorUser = await h.makeUser([PUBLISH], { departmentId: alfa.id, lastName: "D'Arcy" });
  author = await h.as(authorUser.email);
  reader = await h.as((await h.makeUser([], { departmentId: alfa.id })).email);
  ids.everyone = (await publish(author, { title: 'Comillas "dobles", barra \\ y tabulador\t🌱' })).public_id;
  ids.alfa = (await publish(author, { title: 'Solo Alfa', department_id: alfa.publicId })).public_id;
  ids.bare = (await publish(author, { title: 'Sin adjuntos' })).public_id;
  await attach(ids.everyone, NAMES);
  await attach(ids.alfa, [NAMES[0]]);
  // A post whose author's account is gone (author_id set null).
  ids.orphan = (await publish(author, { title: 'Sin autor' })).public_id;
  await h.app.db.update(informationPosts).set({ authorId: null }).where(eq(informationPosts.publicId, ids.orphan));
});
afterAll(() => h.close());

describe('board lists written by PostgreSQL', () => {
  it('say of every row what the detail says, attachments and their URLs included', async () => {
    const actors = { author: { client: author } };
    const board = await expectRowsMatchDetails({
      actors,
      lists: { author: ['/api/information_board?type=mine'] },
      page: ZInformationPostPage,
      row: ZInformationPost,
      detail: (id) => `/api/information_board/${id}`,
    });
    const mine = await expectRowsMatchDetails({
      actors,
      lists: { author: ['/api/my_information_board', '/api/my_information_board?q=tabulador'] },
      page: ZMyInformationPostPage,
      row: ZMyInformationPost,
      detail: (id) => `/api/information_board/${id}`,
    });
    expect([board, mine]).toEqual([3, 4]);
  });

  it('write each attachment’s URL as fileUrl does, in upload order', async () => {
    const rows = ZInformationPostPage.parse(
      (await reader.inject({ method: 'GET', url: '/api/information_board' })).json(),
    ).data;
    const post = rows.find((r) => r.public_id === ids.everyone)!;
    expect(post.files.map((f) => f.name)).toEqual(NAMES);
    for (const f of post.files) expect(f.file).toBe(`/api/files/${f.public_id}/${encodeURIComponent(f.name)}`);
    const download = await reader.inject({ method: 'GET', url: post.files[2].file });
    expect(download.statusCode).toBe(200);
    expect(rows.find((r) => r.public_id === ids.bare)!.files).toEqual([]);
    expect(rows.find((r) => r.public_id === ids.orphan)!.author).toBeNull();
    expect(post.author).toEqual({ name: expect.any(String), last_name: "D'Arcy" });
  });

  it('carry only what each list shows: the board has no updated_at, the author’s own list has it', async () => {
    expectRowsCarryOnly(
      (await reader.inject({ method: 'GET', url: '/api/information_board' })).json().data,
      ZInformationPost,
    );
    expectRowsCarryOnly(
      (await author.inject({ method: 'GET', url: '/api/my_information_board' })).json().data,
      ZMyInformationPost,
    );
  });
});
