import type { Harness } from '../../test/harness.ts';
import { ideas } from '../ideas/ideas.table.ts';
import { informationPosts } from './information-board.table.ts';

type Client = Awaited<ReturnType<Harness['as']>>;
export const PUBLISH = 'Publicar en tablero informativo';

/** POST /api/information_board as `client` with this payload as it is, whatever the answer (bad input's tests). */
export const submitPost = (client: Client, payload: object) =>
  client.inject({ method: 'POST', url: '/api/information_board', payload });

/** Publishes a post through the API as `client` (201 expected); department null: every department. */
export async function publish(
  client: Client,
  fields: { title?: string; content?: string; department_id?: string | null } = {},
) {
  const res = await submitPost(client, { title: 'Aviso importante', content: '<p>Contenido del aviso</p>', ...fields });
  if (res.statusCode !== 201) throw new Error(`publish → ${res.statusCode} ${res.body}`);
  return res.json();
}

/** `n` posts (or ideas) straight into the table, one a minute apart, newest numbered highest. */
export async function insertRows(
  h: Harness,
  table: 'posts' | 'ideas',
  n: number,
  fields: { departmentId: number | null; authorId: number; title?: string },
) {
  const start = Date.now() - n * 60_000;
  const values = Array.from({ length: n }, (_, i) => ({
    title: `${fields.title ?? 'Carga'} ${i + 1}`,
    content: `<p>Texto ${i + 1}</p>`,
    departmentId: fields.departmentId,
    authorId: fields.authorId,
    createdAt: new Date(start + i * 60_000),
  }));
  if (table === 'posts') await h.app.db.insert(informationPosts).values(values);
  else await h.app.db.insert(ideas).values(values);
}

/** Stored XSS attempts: each must come back without anything that runs. */
export const XSS_PAYLOADS = [
  '<script>alert(1)</script><p>uno</p>',
  '<img src=x onerror=alert(1)><p>dos</p>',
  '<p onclick="alert(1)">tres</p>',
  '<a href="javascript:alert(1)">cuatro</a>',
  '<a href="JaVaScRiPt:alert(1)">cinco</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">seis</a>',
  '<svg onload=alert(1)><p>siete</p></svg>',
  '<iframe src="javascript:alert(1)"></iframe><p>ocho</p>',
  '<p style="background:url(javascript:alert(1))">nueve</p>',
  '<style>body{background:url("javascript:alert(1)")}</style><p>diez</p>',
  '<div><p>once</p><object data="x.swf"></object><embed src="x.swf"></div>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math><p>doce</p>',
  '<p>trece</p><form action="https://evil.example"><input name=x></form>',
  '<a href="&#106;avascript:alert(1)">catorce</a>',
  '<p>quince<base href="https://evil.example/"></p>',
];

/** What no stored HTML may contain once sanitised. */
export const DANGEROUS =
  /<script|<iframe|<object|<embed|<svg|<math|<style|<form|<base|<img|\son\w+=|javascript:|data:text|style=/i;
