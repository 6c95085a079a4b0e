// The information board and the ideas of `npm run bench:http`, loaded on top of the large organisation on the same
// connection (uuid7 lives there): BENCH_POSTS posts and BENCH_IDEAS ideas over two years, a quarter for every
// department and the rest for one department each, by the organisation's people; a vote per idea from a handful of
// people. Deterministic like the organisation: every draw is a hash of a row number.
import type pg from 'pg';
import { people, rnd, SIZE } from './large-organisation.ts';

export const BENCH_POSTS = 20_000;
export const BENCH_IDEAS = 20_000;

const rows = (table: 'information_posts' | 'ideas', n: number, salt: number) => `
  insert into ${table} (public_id, title, content, department_id, author_id, created_at, updated_at)
  select pg_temp.uuid7(), 'Publicación ' || g, '<p>Contenido de prueba número ' || g || ' para el tablero.</p>',
    case when g % 4 = 0 then null else d.a[1 + g % ${SIZE.departments}] end,
    u.a[1 + floor(${rnd('g', salt)} * ${SIZE.users})::int],
    now() - ${rnd('g', salt + 1)} * interval '730 days', now()
  from generate_series(1, ${n}) g,
    (select array_agg(id order by id) from departments) as d(a), ${people} as u(a)`;

const steps = [
  rows('information_posts', BENCH_POSTS, 41),
  rows('ideas', BENCH_IDEAS, 43),
  `insert into idea_votes (idea_id, user_id, vote_type)
   select i.id, u.a[1 + ((i.id * 7 + k * 131) % ${SIZE.users})], case when k % 3 = 0 then 'downvote' else 'upvote' end
   from ideas i cross join generate_series(1, 5) k, ${people} as u(a)
   on conflict do nothing`,
  `update ideas set
     votes_count = (select count(*) from idea_votes v where v.idea_id = ideas.id and v.vote_type = 'upvote'),
     negative_votes = (select count(*) from idea_votes v where v.idea_id = ideas.id and v.vote_type = 'downvote')`,
];

/** Loads the bench's posts and ideas on `client` (the connection that loaded the organisation). */
export async function loadBoardBenchData(client: pg.Client) {
  for (const text of steps) await client.query(text);
}
