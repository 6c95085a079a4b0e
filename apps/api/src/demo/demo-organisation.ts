import { asc, count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ADMIN_ROLE, COLLABORATOR_ROLE } from '@gestora/contract/permissions';
import type { Db, DbOrTx } from '../db/client.ts';
import { departments } from '../modules/departments/departments.table.ts';
import { roles } from '../modules/roles/roles.table.ts';
import { userRoles, users } from '../modules/users/users.table.ts';
import { hashPassword } from '../modules/auth/passwords.service.ts';

/** Every demo user signs in with this password (printed when the demo data is made). */
export const DEMO_PASSWORD = 'Gestora2026!';

const AREAS: [string, string][] = [
  ['Dirección General', 'Conducción estratégica de la organización'],
  ['Administración y Finanzas', 'Presupuesto, contabilidad, compras y pagos'],
  ['Recursos Humanos', 'Selección, capacitación y bienestar del personal'],
  ['Tecnologías de la Información', 'Sistemas, redes, soporte y seguridad informática'],
  ['Operaciones', 'Ejecución de proyectos en campo'],
  ['Logística y Flota', 'Vehículos, mantenimiento y distribución'],
  ['Comunicación', 'Comunicación interna, prensa y redes'],
  ['Asesoría Jurídica', 'Contratos, normativa y cumplimiento'],
];

const PEOPLE: [string, string, string, number][] = [
  ['María José', 'González Pérez', 'Directora general', 0],
  ['Carlos Alberto', 'Ramírez Soto', 'Gerente de finanzas', 1],
  ['Lucía', 'Fernández Castro', 'Analista contable', 1],
  ['Jorge', 'Martínez Rojas', 'Asistente de compras', 1],
  ['Ana Sofía', 'López Herrera', 'Jefa de recursos humanos', 2],
  ['Diego', 'Torres Vargas', 'Analista de selección', 2],
  ['Valentina', 'Morales Díaz', 'Coordinadora de capacitación', 2],
  ['Andrés Felipe', 'Sánchez Mejía', 'Jefe de TI', 3],
  ['Camila', 'Rojas Navarro', 'Desarrolladora', 3],
  ['Sebastián', 'Castillo Ortiz', 'Técnico de soporte', 3],
  ['Daniela', 'Vega Romero', 'Administradora de redes', 3],
  ['Miguel Ángel', 'Herrera Cruz', 'Gerente de operaciones', 4],
  ['Paula Andrea', 'Jiménez Ruiz', 'Supervisora de obra', 4],
  ['Javier', 'Mendoza Silva', 'Técnico de campo', 4],
  ['Natalia', 'Reyes Guzmán', 'Técnica de campo', 4],
  ['Ricardo', 'Flores Aguilar', 'Jefe de logística', 5],
  ['Gabriela', 'Paredes León', 'Coordinadora de flota', 5],
  ['Fernando', 'Cabrera Ríos', 'Conductor', 5],
  ['Isabel', 'Molina Campos', 'Jefa de comunicación', 6],
  ['Tomás', 'Gutiérrez Peña', 'Diseñador gráfico', 6],
  ['Carolina', 'Salazar Ibáñez', 'Abogada', 7],
  ['Alejandro', 'Núñez Paz', 'Asistente legal', 7],
];

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(' ')[0];

export interface DemoSummary {
  created: boolean;
  departments: number;
  users: number;
}

/** Only on an organisation without departments: a database in use is never filled with demo people. */
export async function seedDemoOrganisation(db: Db, log: FastifyBaseLogger): Promise<DemoSummary> {
  const [{ n }] = await db.select({ n: count() }).from(departments);
  if (n > 0) {
    log.info('demo data already present');
    return { created: false, departments: 0, users: 0 };
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const added = await db.transaction(async (tx) => {
    const depts = await tx
      .insert(departments)
      .values(AREAS.map(([name, description]) => ({ name, description })))
      .returning();
    await tx
      .insert(departments)
      .values({ name: 'Archivo Histórico', description: 'Área cerrada en 2024', active: false });
    const [admin] = await tx.select().from(roles).where(eq(roles.name, ADMIN_ROLE));
    const [collab] = await tx.select().from(roles).where(eq(roles.name, COLLABORATOR_ROLE));
    const people = PEOPLE.map(([name, lastName, position, d], i) => ({
      name,
      lastName,
      position,
      email: `${slug(name)}.${slug(lastName)}@gestora.local`,
      phone: `+56 9 ${String(51234567 + i * 7919).slice(0, 4)} ${String(1000 + i * 37).slice(0, 4)}`,
      departmentId: depts[d].id,
      passwordHash,
      // The director, the finance manager and the head of IT administer; the last one has left (inactive).
      admin: i < 2 || i === 7,
      active: i !== PEOPLE.length - 1,
    }));
    // An account that already exists (e.g. SEED_ADMIN_EMAIL set to a demo address) is left as it is.
    const created = await tx
      .insert(users)
      .values(people.map(({ admin: _a, ...u }) => u))
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email });
    const isAdmin = new Map(people.map((p) => [p.email, p.admin]));
    if (created.length)
      await tx
        .insert(userRoles)
        .values(created.map((u) => ({ userId: u.id, roleId: isAdmin.get(u.email) ? admin.id : collab.id })));
    return created.length;
  });
  log.info(`demo data created: ${AREAS.length + 1} areas and ${added} users (password ${DEMO_PASSWORD})`);
  return { created: true, departments: AREAS.length + 1, users: added };
}

/**
 * The administrator the first start created (seed.ts): the earliest holder of Administrador, before the demo's
 * people. The demo gives them a few meetings and tasks, so that the first person to sign in to a demo finds their
 * own screens (Mis reuniones, the calendars, their tasks) with something in them. Null when there is none.
 */
export async function firstAdministratorId(db: DbOrTx): Promise<number | null> {
  const [row] = await db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(roles.name, ADMIN_ROLE))
    .orderBy(asc(userRoles.userId))
    .limit(1);
  return row?.id ?? null;
}
