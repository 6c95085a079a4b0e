import type pg from 'pg';

/**
 * RAG documents for `bench:http`: 5,000 documents spread over the areas, each with three passages (so that the
 * list's passage counts have rows to count), a tenth restricted to their area.
 */
export async function loadRagBenchData(client: pg.Client) {
  await client.query(`
    insert into rag_documents (public_id, title, department_id, restricted, source_text, created_at, updated_at)
    select gen_random_uuid(), 'Procedimiento ' || g, d.id, g % 10 = 0 and d.id is not null, '',
      now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
    from generate_series(1, 5000) as g
    left join lateral (select id from departments order by id offset (g % 8) limit 1) d on true`);
  await client.query(`
    insert into rag_passages (document_id, ord, heading, body, length, tsv)
    select r.id, o, '', 'Pasaje ' || o || ' del ' || r.title, 4, to_tsvector('spanish', 'pasaje ' || r.title)
    from rag_documents r cross join generate_series(0, 2) as o`);
}
