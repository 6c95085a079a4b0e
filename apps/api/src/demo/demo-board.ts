import { count, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Storage } from '../lib/storage.ts';
import { departments } from '../modules/departments/departments.table.ts';
import { storedFiles } from '../modules/files/files.table.ts';
import { ideaVotes, ideas } from '../modules/ideas/ideas.table.ts';
import { informationPostFiles, informationPosts } from '../modules/information-board/information-board.table.ts';
import { users } from '../modules/users/users.table.ts';

const DAY = 86_400_000;
const daysAgo = (d: number) => new Date(Date.now() - d * DAY);
const email = (handle: string) => `${handle}@gestora.local`;

/** A one-page PDF with a line of text: enough for a viewer to open. */
function pdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

interface DemoFile {
  name: string;
  ext: 'pdf' | 'txt' | 'csv';
  mime: string;
  data: Buffer;
}
const file = (name: string, content: string): DemoFile => {
  const ext = name.split('.').pop() as DemoFile['ext'];
  if (ext === 'pdf') return { name, ext, mime: 'application/pdf', data: pdf(content) };
  const mime = ext === 'csv' ? 'text/csv; charset=utf-8' : 'text/plain; charset=utf-8';
  return { name, ext, mime, data: Buffer.from(content, 'utf8') };
};

interface PostPlan {
  title: string;
  content: string;
  area: string | null;
  author: string;
  age: number;
  files?: DemoFile[];
}

const POSTS: PostPlan[] = [
  {
    title: 'Bienvenida al nuevo sistema Gestora',
    content:
      '<p>Desde hoy registramos proyectos, tareas, tickets y reuniones en <strong>Gestora</strong>.</p><ul><li>Ingrese con su correo institucional.</li><li>Revise sus tareas asignadas cada mañana.</li></ul>',
    area: null,
    author: 'maria.gonzalez',
    age: 30,
    files: [file('Guia-de-inicio.pdf', 'Guia de inicio de Gestora')],
  },
  {
    title: 'Calendario de cierre contable de noviembre',
    content:
      '<p>Las rendiciones de gastos se reciben hasta el <strong>día 25</strong>. Después de esa fecha pasan al mes siguiente.</p>',
    area: 'Administración y Finanzas',
    author: 'carlos.ramirez',
    age: 20,
    files: [
      file('Calendario-cierre.csv', 'fecha;actividad\n2026-11-25;Cierre de rendiciones\n2026-11-28;Cierre contable\n'),
    ],
  },
  {
    title: 'Mantenimiento programado de la red',
    content:
      '<p>El sábado de 08:00 a 12:00 no habrá acceso a la VPN ni al correo. Guarde su trabajo antes de salir el viernes.</p>',
    area: 'Tecnologías de la Información',
    author: 'andres.sanchez',
    age: 12,
    files: [
      file('Aviso-mantenimiento.txt', 'Mantenimiento de red: sábado de 08:00 a 12:00.\nSin VPN ni correo.\n'),
      file('Procedimiento-VPN.pdf', 'Procedimiento para reconectar la VPN'),
    ],
  },
  {
    title: 'Nuevo protocolo de seguridad en obra',
    content:
      '<p>Es obligatorio el uso de casco y chaleco reflectante en todas las faenas. Los supervisores verificarán el cumplimiento.</p>',
    area: 'Operaciones',
    author: 'maria.gonzalez',
    age: 8,
    files: [file('Protocolo-seguridad.pdf', 'Protocolo de seguridad en obra')],
  },
  {
    title: 'Capacitación en liderazgo',
    content: '<p>Quedan 10 cupos para el taller de liderazgo del próximo jueves. Inscríbase con Recursos Humanos.</p>',
    area: 'Recursos Humanos',
    author: 'maria.gonzalez',
    age: 5,
  },
  {
    title: 'Resultados del primer semestre',
    content:
      '<p>Cumplimos el <strong>92 %</strong> de los hitos comprometidos. Gracias a todos los equipos por su esfuerzo.</p>',
    area: null,
    author: 'maria.gonzalez',
    age: 3,
    files: [file('Resumen-semestre.pdf', 'Resumen del primer semestre')],
  },
  {
    title: 'Cambio de horario de la mesa de ayuda',
    content: '<p>Desde el lunes la mesa de ayuda atiende de 08:00 a 19:00 en días hábiles.</p>',
    area: null,
    author: 'andres.sanchez',
    age: 1,
  },
];

interface IdeaPlan {
  title: string;
  content: string;
  area: string | null;
  author: string;
  age: number;
  up: string[];
  down: string[];
  analysis?: string;
}

const IDEAS: IdeaPlan[] = [
  {
    title: 'Digitalizar las rendiciones de gastos',
    content: '<p>Subir las boletas con una foto desde el teléfono y aprobarlas en línea, sin papel.</p>',
    area: null,
    author: 'lucia.fernandez',
    age: 25,
    up: ['carlos.ramirez', 'jorge.martinez', 'natalia.reyes', 'javier.mendoza', 'paula.jimenez'],
    down: ['ricardo.flores'],
    analysis:
      'Viabilidad: alta; el sistema ya guarda archivos.\nBeneficios: menos papel y pagos más rápidos.\nRiesgos: boletas ilegibles; conviene validar la foto al subirla.',
  },
  {
    title: 'Ruta compartida para las camionetas de obra',
    content: '<p>Coordinar una ruta diaria para que dos cuadrillas usen la misma camioneta.</p>',
    area: 'Operaciones',
    author: 'javier.mendoza',
    age: 15,
    up: ['paula.jimenez', 'natalia.reyes', 'miguel.herrera'],
    down: [],
  },
  {
    title: 'Pausas activas a media mañana',
    content: '<p>Diez minutos de ejercicios guiados a las 11:00 para todo el personal.</p>',
    area: null,
    author: 'valentina.morales',
    age: 9,
    up: ['ana.lopez', 'diego.torres', 'isabel.molina'],
    down: ['jorge.martinez', 'fernando.cabrera'],
    analysis:
      'Viabilidad: alta y de bajo costo.\nBeneficios: bienestar y menos licencias.\nRiesgos: baja adhesión si no se respeta el horario.',
  },
  {
    title: 'Base de conocimiento de soluciones de TI',
    content: '<p>Publicar las soluciones de los tickets frecuentes para que cada persona pueda resolverlos sola.</p>',
    area: 'Tecnologías de la Información',
    author: 'camila.rojas',
    age: 4,
    up: ['sebastian.castillo', 'daniela.vega'],
    down: [],
  },
  {
    title: 'Boletín interno mensual',
    content: '<p>Un boletín con logros, cumpleaños y novedades de cada área.</p>',
    area: null,
    author: 'tomas.gutierrez',
    age: 2,
    up: [],
    down: [],
  },
];

/** Demo posts (several departments, with attachments when a storage is given) and ideas with votes, once. */
export async function seedDemoBoard(db: Db, log: FastifyBaseLogger, storage?: Storage) {
  const [{ n }] = await db.select({ n: count() }).from(informationPosts);
  if (n > 0) return { created: false, posts: 0, ideas: 0 };
  const handles = new Set<string>();
  for (const p of POSTS) handles.add(p.author);
  for (const i of IDEAS) [i.author, ...i.up, ...i.down].forEach((h) => handles.add(h));
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...handles].map(email)));
  if (people.length < handles.size) return { created: false, posts: 0, ideas: 0 };
  const idOf = new Map(people.map((p) => [p.email, p.id]));
  const userId = (handle: string) => idOf.get(email(handle))!;
  const areas = new Map((await db.select().from(departments)).map((d) => [d.name, d.id]));
  const areaId = (name: string | null) => (name ? (areas.get(name) ?? null) : null);

  // The bytes first (outside the transaction), so that the rows point at files that exist.
  const stored = new Map<DemoFile, string>();
  if (storage)
    for (const p of POSTS)
      for (const f of p.files ?? []) stored.set(f, await storage.put('information-board', f.data, f.ext));

  await db.transaction(async (tx) => {
    for (const p of POSTS) {
      const at = daysAgo(p.age);
      const [post] = await tx
        .insert(informationPosts)
        .values({
          title: p.title,
          content: p.content,
          departmentId: areaId(p.area),
          authorId: userId(p.author),
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: informationPosts.id });
      const files = (p.files ?? []).filter((f) => stored.has(f));
      if (!files.length) continue;
      const rows = await tx
        .insert(storedFiles)
        .values(
          files.map((f) => ({
            storageKey: stored.get(f)!,
            originalName: f.name,
            mime: f.mime,
            size: f.data.length,
            uploadedBy: userId(p.author),
          })),
        )
        .returning({ id: storedFiles.id });
      await tx.insert(informationPostFiles).values(rows.map((r) => ({ postId: post.id, fileId: r.id })));
    }
    for (const i of IDEAS) {
      const at = daysAgo(i.age);
      const [idea] = await tx
        .insert(ideas)
        .values({
          title: i.title,
          content: i.content,
          departmentId: areaId(i.area),
          authorId: userId(i.author),
          votesCount: i.up.length,
          negativeVotes: i.down.length,
          analysisIa: i.analysis ?? null,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: ideas.id });
      const votes = [
        ...i.up.map((h) => ({ ideaId: idea.id, userId: userId(h), voteType: 'upvote' })),
        ...i.down.map((h) => ({ ideaId: idea.id, userId: userId(h), voteType: 'downvote' })),
      ];
      if (votes.length) await tx.insert(ideaVotes).values(votes);
    }
  });
  log.info({ posts: POSTS.length, ideas: IDEAS.length }, 'demo board and ideas created');
  return { created: true, posts: POSTS.length, ideas: IDEAS.length };
}
