import { and, count, eq, inArray, notInArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ADMIN_ROLE, type Permission } from '@gestora/contract/permissions';
import type { Db, DbOrTx } from '../db/client.ts';
import { roles } from '../modules/roles/roles.table.ts';
import { roleCreatedOnce } from '../db/seed.ts';
import { userRoles } from '../modules/users/users.table.ts';
import { meetingParticipants, meetings } from '../modules/meetings/meetings.table.ts';
import { ticketHistory, tickets } from '../modules/tickets/tickets.table.ts';
import { nextCode } from '../modules/tickets/tickets.rules.ts';
import { users } from '../modules/users/users.table.ts';
import { firstAdministratorId } from './demo-organisation.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface AgreementPlan {
  title: string;
  responsible: string;
  /** Days from the meeting to the due date. */
  days: number;
  status: 'Abierto' | 'En proceso' | 'Resuelto' | 'Cerrado';
}
interface MeetingPlan {
  title: string;
  agenda: string;
  /** Days from today (negative: past) and the hour of the day (UTC). */
  day: number;
  hour: number;
  hours: number;
  place?: string;
  video?: string;
  organizer: string;
  people: string[];
  status: 'Programada' | 'En curso' | 'Finalizada' | 'Cancelada';
  minutes?: string;
  absent?: string[];
  agreements?: AgreementPlan[];
  /** The first administrator attends too (firstAdministratorId). */
  withAdministrator?: true;
  /** The first administrator organises it (`organizer` when there is none): the demo's first user has one to run. */
  byAdministrator?: true;
}

/**
 * The role the demo gives the organisers of its meetings who are not administrators: PRODUCT.md's Colaborador may
 * only see their own meetings, and a head of area who organises one must be able to edit and run it. Nothing more:
 * 'Ver reuniones' would open every area's meetings and minutes to them, and with it the editing of others' meetings
 * (meetings.access.ts administersMeetings).
 */
export const DEMO_ORGANISER_ROLE = 'Organizador de reuniones';
export const DEMO_ORGANISER_PERMISSIONS: readonly Permission[] = [
  'Mis reuniones',
  'Registrar reuniones',
  'Actualizar reuniones',
  'Iniciar reunión',
];

const DIRECCION = ['carlos.ramirez', 'ana.lopez', 'andres.sanchez', 'miguel.herrera', 'ricardo.flores'];

/** Past meetings with minutes, attendance and agreements that became tickets; future ones to run. */
const PLANS: MeetingPlan[] = [
  {
    withAdministrator: true,
    title: 'Comité de dirección semanal',
    agenda: '<ol><li>Avance de proyectos</li><li>Presupuesto del trimestre</li><li>Varios</li></ol>',
    day: -14,
    hour: 13,
    hours: 1.5,
    place: 'Sala de directorio',
    organizer: 'maria.gonzalez',
    people: DIRECCION,
    status: 'Finalizada',
    minutes:
      '<p>Se revisó el avance de los proyectos de obra: dos van atrasados por lluvias.</p><p>Finanzas presentó la ejecución presupuestaria al 68 %.</p>',
    absent: ['ricardo.flores'],
    agreements: [
      {
        title: 'Presentar plan de recuperación de plazos de obra',
        responsible: 'miguel.herrera',
        days: 7,
        status: 'Resuelto',
      },
      {
        title: 'Actualizar la proyección de caja del trimestre',
        responsible: 'carlos.ramirez',
        days: 10,
        status: 'En proceso',
      },
      { title: 'Renovar licencias del software contable', responsible: 'andres.sanchez', days: 21, status: 'Abierto' },
    ],
  },
  {
    withAdministrator: true,
    title: 'Comité de dirección semanal',
    agenda: '<ol><li>Seguimiento de acuerdos</li><li>Plan de capacitación</li></ol>',
    day: -7,
    hour: 13,
    hours: 1.5,
    place: 'Sala de directorio',
    organizer: 'maria.gonzalez',
    people: DIRECCION,
    status: 'Finalizada',
    minutes:
      '<p>Se dio por cumplido el plan de recuperación de plazos. RR. HH. presentó el plan de capacitación del semestre.</p>',
    agreements: [
      { title: 'Publicar el calendario de capacitaciones', responsible: 'ana.lopez', days: 5, status: 'Abierto' },
      {
        title: 'Cotizar el mantenimiento de la camioneta de obras',
        responsible: 'ricardo.flores',
        days: 14,
        status: 'En proceso',
      },
    ],
  },
  {
    title: 'Revisión de seguridad informática',
    agenda: '<p>Resultados del análisis de vulnerabilidades y <strong>plan de parches</strong>.</p>',
    day: -3,
    hour: 15,
    hours: 1,
    video: 'https://meet.gestora.local/seguridad-ti',
    organizer: 'andres.sanchez',
    people: ['camila.rojas', 'sebastian.castillo', 'daniela.vega'],
    status: 'Finalizada',
    minutes: '<p>Se detectaron 4 equipos sin parches críticos. Se acordó la ventana de mantenimiento del sábado.</p>',
    absent: ['camila.rojas'],
    agreements: [
      {
        title: 'Aplicar parches críticos en los equipos de finanzas',
        responsible: 'sebastian.castillo',
        days: 3,
        status: 'Cerrado',
      },
      { title: 'Activar doble factor en la VPN', responsible: 'daniela.vega', days: 10, status: 'Abierto' },
    ],
  },
  {
    title: 'Lanzamiento de la campaña interna',
    agenda: '<p>Mensajes clave, piezas gráficas y calendario de publicación.</p>',
    day: -1,
    hour: 14,
    hours: 1,
    place: 'Sala 2',
    organizer: 'isabel.molina',
    people: ['tomas.gutierrez', 'ana.lopez'],
    status: 'Cancelada',
  },
  {
    withAdministrator: true,
    title: 'Comité de dirección semanal',
    agenda: '<ol><li>Seguimiento de acuerdos</li><li>Cierre de mes</li></ol>',
    day: 0,
    hour: 13,
    hours: 1.5,
    place: 'Sala de directorio',
    organizer: 'maria.gonzalez',
    people: DIRECCION,
    status: 'Programada',
  },
  {
    withAdministrator: true,
    title: 'Planificación de la flota 2027',
    agenda: '<p>Reemplazo de vehículos, presupuesto y calendario de mantenciones.</p>',
    day: 2,
    hour: 14,
    hours: 2,
    place: 'Oficina de logística',
    video: 'https://meet.gestora.local/flota',
    organizer: 'ricardo.flores',
    people: ['gabriela.paredes', 'fernando.cabrera', 'carlos.ramirez', 'maria.gonzalez'],
    status: 'Programada',
  },
  {
    byAdministrator: true,
    title: 'Presentación de Gestora a las jefaturas',
    agenda:
      '<ol><li>Recorrido por proyectos, tickets y reuniones</li><li>Roles y permisos de cada jefatura</li><li>Preguntas</li></ol>',
    day: 3,
    hour: 15,
    hours: 1,
    place: 'Sala 2',
    video: 'https://meet.gestora.local/gestora',
    organizer: 'maria.gonzalez',
    people: ['ana.lopez', 'miguel.herrera', 'ricardo.flores', 'isabel.molina'],
    status: 'Programada',
  },
  {
    title: 'Inducción de nuevos colaboradores',
    agenda: '<p>Bienvenida, políticas internas y recorrido por las áreas.</p>',
    day: 5,
    hour: 12,
    hours: 3,
    place: 'Auditorio',
    organizer: 'ana.lopez',
    people: ['diego.torres', 'valentina.morales', 'maria.gonzalez'],
    status: 'Programada',
  },
  {
    title: 'Revisión de contratos con proveedores',
    agenda: '<p>Cláusulas de renovación automática y penalidades.</p>',
    day: 9,
    hour: 16,
    hours: 1,
    video: 'https://meet.gestora.local/contratos',
    organizer: 'carolina.salazar',
    people: ['carlos.ramirez', 'jorge.martinez', 'maria.gonzalez'],
    status: 'Programada',
  },
];

const email = (handle: string) => `${handle}@gestora.local`;

/** The day `day` days from today at `hour` UTC. */
function at(day: number, hour: number) {
  const d = new Date(Date.now() + day * DAY);
  d.setUTCHours(Math.floor(hour), (hour % 1) * 60, 0, 0);
  return d;
}

/** Meetings past and future; the finished ones with minutes, attendance and agreements raised as tickets. */
export async function seedDemoMeetings(
  db: Db,
  log: FastifyBaseLogger,
): Promise<{ created: boolean; meetings: number }> {
  const [{ n }] = await db.select({ n: count() }).from(meetings);
  if (n > 0) return { created: false, meetings: 0 };
  const handles = [
    ...new Set(PLANS.flatMap((p) => [p.organizer, ...p.people, ...(p.agreements ?? []).map((a) => a.responsible)])),
  ];
  const people = await db
    .select({ id: users.id, email: users.email, departmentId: users.departmentId })
    .from(users)
    .where(inArray(users.email, handles.map(email)));
  if (people.length < handles.length) return { created: false, meetings: 0 };
  const byEmail = new Map(people.map((p) => [p.email, p]));
  const person = (handle: string) => byEmail.get(email(handle))!;
  const administrator = await firstAdministratorId(db);
  /** Whether the administrator already organises or attends (an install whose administrator is a demo person). */
  const taken = (p: MeetingPlan, id: number) => [p.organizer, ...p.people].some((h) => person(h).id === id);
  const organiserOf = (p: MeetingPlan) =>
    p.byAdministrator && administrator && !p.people.some((h) => person(h).id === administrator)
      ? administrator
      : person(p.organizer).id;

  await db.transaction(async (tx) => {
    for (const p of PLANS) {
      const startAt = at(p.day, p.hour);
      const endAt = new Date(startAt.getTime() + p.hours * HOUR);
      const done = p.status === 'Finalizada';
      const [m] = await tx
        .insert(meetings)
        .values({
          title: p.title,
          agenda: p.agenda,
          startAt,
          endAt,
          place: p.place ?? null,
          videoUrl: p.video ?? null,
          organizerId: organiserOf(p),
          status: p.status,
          minutes: p.minutes ?? null,
          startedAt: done ? startAt : null,
          finishedAt: done ? endAt : null,
          cancelledAt: p.status === 'Cancelada' ? new Date(startAt.getTime() - DAY) : null,
          createdAt: new Date(startAt.getTime() - 5 * DAY),
          updatedAt: done ? endAt : new Date(startAt.getTime() - 5 * DAY),
        })
        .returning();
      await tx.insert(meetingParticipants).values([
        ...p.people.map((h) => ({
          meetingId: m.id,
          userId: person(h).id,
          attended: done ? !(p.absent ?? []).includes(h) : null,
        })),
        ...(p.withAdministrator && administrator && !taken(p, administrator)
          ? [{ meetingId: m.id, userId: administrator, attended: done ? true : null }]
          : []),
      ]);
      for (const a of p.agreements ?? []) {
        const who = person(a.responsible);
        const [t] = await tx
          .insert(tickets)
          .values({
            code: await nextCode(tx, startAt.getFullYear()),
            title: a.title,
            description: `<p>Acuerdo de la reunión «${p.title}».</p>`,
            category: 'Reunión',
            priority: 'Media',
            status: a.status,
            departmentId: who.departmentId,
            requesterId: person(p.organizer).id,
            responsibleId: who.id,
            dueAt: new Date(startAt.getTime() + a.days * DAY),
            solution: a.status === 'Resuelto' || a.status === 'Cerrado' ? '<p>Acuerdo cumplido.</p>' : null,
            solvedAt: a.status === 'Resuelto' || a.status === 'Cerrado' ? new Date(startAt.getTime() + DAY) : null,
            closedAt: a.status === 'Cerrado' ? new Date(startAt.getTime() + 2 * DAY) : null,
            meetingId: m.id,
            createdAt: endAt,
            updatedAt: endAt,
          })
          .returning({ id: tickets.id });
        await tx.insert(ticketHistory).values({
          ticketId: t.id,
          actorId: person(p.organizer).id,
          action: 'created',
          changes: { status: [null, 'Abierto'] },
          createdAt: endAt,
        });
      }
    }
    await letOrganisersRun(tx, [...new Set(PLANS.map(organiserOf))]);
  });
  log.info({ meetings: PLANS.length }, 'demo meetings created');
  return { created: true, meetings: PLANS.length };
}

/** DEMO_ORGANISER_ROLE for each organiser who does not already hold every permission as administrator. */
async function letOrganisersRun(tx: DbOrTx, organisers: number[]) {
  const administrators = tx
    .select({ id: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(roles.name, ADMIN_ROLE));
  const others = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, organisers), notInArray(users.id, administrators)));
  if (!others.length) return;
  const role = await roleCreatedOnce(tx, DEMO_ORGANISER_ROLE, DEMO_ORGANISER_PERMISSIONS);
  await tx
    .insert(userRoles)
    .values(others.map((u) => ({ userId: u.id, roleId: role.id })))
    .onConflictDoNothing();
}
