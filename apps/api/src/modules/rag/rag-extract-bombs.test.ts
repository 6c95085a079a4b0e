import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Harness } from '../../test/harness.ts';
import { deflatedDocx, pdfBomb, pdfFontBomb } from './rag-bombs.test-utils.ts';
import { RAG_ABSURD_DOCX, RAG_TEXT_TOO_LONG, RAG_TOO_MUCH_MEMORY, RAG_TOO_SLOW } from './rag-extract.service.ts';
import { makePdf } from '../../test/text-pdf.test-utils.ts';
import { areaUser } from './rag.test-utils.ts';

// Issue 43: one small upload whose content inflates to hundreds of megabytes stopped the server for everyone.
// Each bomb goes through the real HTTP route while /healthz is asked again and again on the same server.

let h: Harness;
let base: string;
let token: string;

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const SLOW = 180_000;

beforeAll(async () => {
  h = await build();
  await h.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
  token = (await areaUser(h, null, ['Gestionar documentos en RAG'])).client.token;
});
afterAll(() => h.close());

const auth = () => ({ authorization: `Bearer ${token}` });

async function newDocument(title: string): Promise<string> {
  const res = await fetch(`${base}/api/rag_documents`, {
    method: 'POST',
    headers: { ...auth(), 'content-type': 'application/json' },
    body: JSON.stringify({ title }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { public_id: string }).public_id;
}

/**
 * Uploads `data` as the document's source and, until the answer arrives, asks /healthz one request after
 * another: how long each took says whether the server kept answering everyone else meanwhile.
 */
async function uploadWatchingHealth(name: string, type: string, data: Buffer) {
  const publicId = await newDocument(`Documento ${name}`);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  let answered = false;
  const upload = fetch(`${base}/api/rag_documents/${publicId}/file`, { method: 'POST', headers: auth(), body: form })
    .then(async (res) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> }))
    .finally(() => (answered = true));
  const healthWaits: number[] = [];
  while (!answered) {
    const started = performance.now();
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    await health.arrayBuffer();
    healthWaits.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { ...(await upload), healthWaits };
}

function expectRefusedWhileHealthy(result: Awaited<ReturnType<typeof uploadWatchingHealth>>, message: string) {
  expect(result.status, JSON.stringify(result.body)).toBe(422);
  expect(result.body).toMatchObject({ message, errors: { file: [message] } });
  expect(result.healthWaits.length).toBeGreaterThan(0);
  expect(Math.max(...result.healthWaits)).toBeLessThan(1000);
}

describe('RAG uploads that inflate far beyond their size', () => {
  it(
    'refuses a 300 KB PDF whose content stream inflates to 100 MiB of text once the text limit is reached',
    async () => {
      const bomb = pdfBomb('text');
      expect(bomb.length).toBeLessThan(400_000);
      expectRefusedWhileHealthy(await uploadWatchingHealth('bomba.pdf', 'application/pdf', bomb), RAG_TEXT_TOO_LONG);
    },
    SLOW,
  );

  it(
    'refuses a DOCX whose word/document.xml inflates to 150 MB, by its declared sizes, before parsing it',
    async () => {
      const bomb = deflatedDocx(150_000_000);
      expect(bomb.length).toBeLessThan(500_000);
      expectRefusedWhileHealthy(await uploadWatchingHealth('bomba.docx', DOCX, bomb), RAG_ABSURD_DOCX);
    },
    SLOW,
  );

  it(
    'refuses a DOCX whose zip headers lie about that size, before mammoth inflates it',
    async () => {
      const bomb = deflatedDocx(150_000_000, { lying: true });
      expectRefusedWhileHealthy(await uploadWatchingHealth('mentira.docx', DOCX, bomb), RAG_ABSURD_DOCX);
    },
    SLOW,
  );

  it(
    'ends an extraction that takes longer than RAG_EXTRACT_SECONDS (a 100 KB PDF of 100 MiB of blanks)',
    async () => {
      const bomb = pdfBomb('blank');
      expect(bomb.length).toBeLessThan(150_000);
      const configured = h.app.config.ragExtractTimeoutMs;
      // Far below what reading it takes even on a fast, idle machine (starting the thread and pdf.js included):
      // the clock, not the file's outcome, must decide, or the test would pass or fail by the machine's speed.
      h.app.config.ragExtractTimeoutMs = 250;
      try {
        expectRefusedWhileHealthy(await uploadWatchingHealth('blancos.pdf', 'application/pdf', bomb), RAG_TOO_SLOW);
      } finally {
        h.app.config.ragExtractTimeoutMs = configured;
      }
    },
    SLOW,
  );

  it(
    'stops a 1 MB PDF whose embedded font inflates to 1 GiB once the process grows past what one extraction may take',
    async () => {
      const bomb = await pdfFontBomb();
      expect(bomb.length).toBeLessThan(2_000_000);
      const configured = h.app.config.ragExtractTimeoutMs;
      h.app.config.ragExtractTimeoutMs = 150_000; // the memory watch must decide here, not the clock
      try {
        expectRefusedWhileHealthy(
          await uploadWatchingHealth('fuente.pdf', 'application/pdf', bomb),
          RAG_TOO_MUCH_MEMORY,
        );
      } finally {
        h.app.config.ragExtractTimeoutMs = configured;
      }
    },
    SLOW,
  );

  it(
    'refuses a text file past 1,000,000 characters, and still extracts plain PDF, deflated DOCX and text files',
    async () => {
      const long = Buffer.from('palabra '.repeat(130_000));
      expectRefusedWhileHealthy(await uploadWatchingHealth('largo.txt', 'text/plain', long), RAG_TEXT_TOO_LONG);

      const pdf = makePdf(['Bitácora de la flota', 'El kilometraje se anota cada viernes.']);
      const docx = deflatedDocx(64 * 1024);
      const txt = Buffer.from('# Combustible\n\nSe carga con la tarjeta corporativa.\n');
      for (const [name, type, data] of [
        ['flota.pdf', 'application/pdf', pdf],
        ['lorem.docx', DOCX, docx],
        ['combustible.txt', 'text/plain', txt],
      ] as const) {
        const res = await uploadWatchingHealth(name, type, data);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body).toMatchObject({ file: { name } });
        expect(res.body.passages_count).toBeGreaterThan(0);
      }
    },
    SLOW,
  );
});
