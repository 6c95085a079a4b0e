import { count, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  DEFAULT_SERVICE_LEVEL_HOURS,
  type TTicketPriority,
  type TTicketStatus,
} from '@gestora/contract/tickets/ticket-states';
import type { Db } from '../db/client.ts';
import { departments } from '../modules/departments/departments.table.ts';
import { ticketComments, ticketHistory, tickets } from '../modules/tickets/tickets.table.ts';
import { nextCode } from '../modules/tickets/tickets.rules.ts';
import { users } from '../modules/users/users.table.ts';

const HOUR = 3_600_000;
const hoursAgo = (h: number) => new Date(Date.now() - h * HOUR);

interface TicketPlan {
  title: string;
  description: string;
  category: string;
  priority: TTicketPriority;
  status: TTicketStatus;
  area: string;
  requester: string;
  responsible: string | null;
  /** Hours since it was raised: with the priority's service level, what makes it overdue or not. */
  age: number;
  solution?: string;
  comments?: [string, string][];
}

const TI = 'Tecnologías de la Información';
const RRHH = 'Recursos Humanos';
const LOG = 'Logística y Flota';
const FIN = 'Administración y Finanzas';

/** Tickets in every status, some overdue, with comments between requester and responsible. */
const PLANS: TicketPlan[] = [
  {
    title: 'La impresora del segundo piso no imprime',
    description: '<p>Sale una hoja en blanco y luego se atasca. Afecta a todo el equipo contable.</p>',
    category: 'Equipos',
    priority: 'Alta',
    status: 'Abierto',
    area: TI,
    requester: 'lucia.fernandez',
    responsible: 'sebastian.castillo',
    age: 40,
    comments: [['lucia.fernandez', '<p>Necesitamos imprimir los cierres antes del viernes.</p>']],
  },
  {
    title: 'Sin acceso a la VPN desde casa',
    description: '<p>Al conectar aparece «credenciales no válidas» aunque la contraseña es correcta.</p>',
    category: 'Redes',
    priority: 'Urgente',
    status: 'En proceso',
    area: TI,
    requester: 'miguel.herrera',
    responsible: 'daniela.vega',
    age: 6,
    comments: [
      ['daniela.vega', '<p>Estoy revisando el certificado de su cuenta.</p>'],
      ['miguel.herrera', '<p>Gracias, quedo atento.</p>'],
    ],
  },
  {
    title: 'Solicitud de notebook para nueva analista',
    description: '<p>Ingresa el lunes una analista de selección y necesita equipo con Office.</p>',
    category: 'Equipos',
    priority: 'Media',
    status: 'Abierto',
    area: TI,
    requester: 'ana.lopez',
    responsible: null,
    age: 3,
  },
  {
    title: 'Actualizar la planilla de vacaciones',
    description: '<p>Faltan los días tomados en octubre por el equipo de operaciones.</p>',
    category: 'Procesos',
    priority: 'Baja',
    status: 'En proceso',
    area: RRHH,
    requester: 'paula.jimenez',
    responsible: 'diego.torres',
    age: 200,
  },
  {
    title: 'Correo rebota al escribir a proveedores',
    description: '<p>Los correos a dominios externos vuelven con error 550.</p>',
    category: 'Correo',
    priority: 'Alta',
    status: 'Resuelto',
    area: TI,
    requester: 'jorge.martinez',
    responsible: 'andres.sanchez',
    age: 30,
    solution:
      '<p>El registro SPF del dominio no incluía el nuevo servidor de correo. Se agregó y se verificó el envío.</p>',
    comments: [['andres.sanchez', '<p>Ya está corregido, ¿puede probar de nuevo?</p>']],
  },
  {
    title: 'Camioneta con luz de motor encendida',
    description: '<p>La camioneta asignada a obras marca la luz de motor desde ayer.</p>',
    category: 'Vehículos',
    priority: 'Alta',
    status: 'Cerrado',
    area: LOG,
    requester: 'javier.mendoza',
    responsible: 'gabriela.paredes',
    age: 120,
    solution: '<p>Se cambió el sensor de oxígeno en el taller autorizado. Vehículo operativo.</p>',
  },
  {
    title: 'Reembolso de viáticos de septiembre',
    description: '<p>No se ha pagado el reembolso presentado el 5 de septiembre.</p>',
    category: 'Pagos',
    priority: 'Media',
    status: 'Rechazado',
    area: FIN,
    requester: 'natalia.reyes',
    responsible: 'carlos.ramirez',
    age: 90,
    solution: '<p>La rendición no adjunta las boletas. Preséntela de nuevo con los respaldos.</p>',
  },
  {
    title: 'Instalar programa de diseño',
    description: '<p>Necesito la última versión del programa de diseño para la campaña interna.</p>',
    category: 'Software',
    priority: 'Baja',
    status: 'Resuelto',
    area: TI,
    requester: 'tomas.gutierrez',
    responsible: 'camila.rojas',
    age: 60,
    solution: '<p>Se instaló con licencia corporativa y se activaron las fuentes de la marca.</p>',
  },
];

const email = (handle: string) => `${handle}@gestora.local`;

/** The demo tickets, once, on an organisation that has none and has the demo people. */
export async function seedDemoTickets(db: Db, log: FastifyBaseLogger): Promise<{ created: boolean; tickets: number }> {
  const [{ n }] = await db.select({ n: count() }).from(tickets);
  if (n > 0) return { created: false, tickets: 0 };
  const handles = [...new Set(PLANS.flatMap((p) => [p.requester, ...(p.responsible ? [p.responsible] : [])]))];
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, handles.map(email)));
  if (people.length < handles.length) return { created: false, tickets: 0 };
  const userId = new Map(people.map((p) => [p.email, p.id]));
  const idOf = (handle: string) => userId.get(email(handle))!;
  const areas = new Map((await db.select().from(departments)).map((d) => [d.name, d.id]));

  await db.transaction(async (tx) => {
    // Oldest first, so that the codes follow the dates.
    for (const p of [...PLANS].sort((a, b) => b.age - a.age)) {
      const createdAt = hoursAgo(p.age);
      const dueAt = new Date(createdAt.getTime() + DEFAULT_SERVICE_LEVEL_HOURS[p.priority] * HOUR);
      const solvedAt = p.status === 'Resuelto' || p.status === 'Cerrado' ? hoursAgo(p.age / 2) : null;
      const responsibleId = p.responsible ? idOf(p.responsible) : null;
      const [t] = await tx
        .insert(tickets)
        .values({
          code: await nextCode(tx, createdAt.getFullYear()),
          title: p.title,
          description: p.description,
          category: p.category,
          priority: p.priority,
          status: p.status,
          departmentId: areas.get(p.area) ?? null,
          requesterId: idOf(p.requester),
          responsibleId,
          dueAt,
          solution: p.solution ?? null,
          solvedAt,
          closedAt: p.status === 'Cerrado' ? hoursAgo(p.age / 4) : null,
          createdAt,
          updatedAt: createdAt,
        })
        .returning();
      const steps: (typeof ticketHistory.$inferInsert)[] = [
        {
          ticketId: t.id,
          actorId: t.requesterId,
          action: 'created',
          changes: { status: [null, 'Abierto'] },
          createdAt,
        },
      ];
      if (responsibleId)
        steps.push({ ticketId: t.id, actorId: null, action: 'assigned', changes: {}, createdAt: hoursAgo(p.age - 1) });
      if (p.status !== 'Abierto')
        steps.push({
          ticketId: t.id,
          actorId: responsibleId,
          action: p.status === 'Cerrado' ? 'closed' : 'status',
          changes: { status: ['Abierto', p.status] },
          createdAt: solvedAt ?? hoursAgo(p.age / 2),
        });
      await tx.insert(ticketHistory).values(steps);
      const comments = p.comments ?? [];
      if (comments.length)
        await tx.insert(ticketComments).values(
          comments.map(([author, body], i) => ({
            ticketId: t.id,
            authorId: idOf(author),
            body,
            createdAt: hoursAgo(p.age - 2 - i),
            updatedAt: hoursAgo(p.age - 2 - i),
          })),
        );
    }
  });
  log.info({ tickets: PLANS.length }, 'demo tickets created');
  return { created: true, tickets: PLANS.length };
}
