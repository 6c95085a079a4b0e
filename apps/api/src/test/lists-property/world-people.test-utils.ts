import { makeClients, makeDepartment, makeDepartments, type ClientRow, type DepartmentRow } from '../factories.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type Harness } from '../harness.ts';
import type { Caller } from './check-list.test-utils.ts';
import type { ActorName } from './list-spec.test-utils.ts';

/** The word some rows of every list carry, so that a search finds some of them and leaves others out. */
export const WORD = 'cohete';

const OWN_PROJECTS = 'Ver solo los proyectos creados por el usuarios';

/** Sees every list, changes nothing: the rows' `can` differ from the administrator's. */
const NARROW = [
  'Ver todos los proyectos',
  'Ver tareas',
  'Gestionar tareas asignadas',
  'Ver etapas',
  'Ver actividades en etapa',
  'Ver subtareas',
  'Gestionar microtareas',
  'Ver clientes',
  'Ver departamentos',
  'Ver usuarios',
  'Ver roles',
  'Ver ticket',
  'Gestionar ticket asignados',
  'Ver reuniones',
  'Mis reuniones',
  'Gestionar cuenta',
  'Publicar en tablero informativo',
  'Gestionar documentos en RAG',
  'Ver registro de seguridad',
  'Módulo de vehículos',
  'Mantenimiento de vehículos',
];

/** Works in the projects they created, and on what is assigned to them; asks for maintenance of what they drive. */
const OWN = [
  OWN_PROJECTS,
  'Ver tareas',
  'Actualizar tareas',
  'Gestionar tareas asignadas',
  'Ver etapas',
  'Ver actividades en etapa',
  'Ver subtareas',
  'Gestionar microtareas',
  'Gestionar ticket asignados',
  'Mis reuniones',
  'Gestionar cuenta',
  'Solicitudes de mantenimiento de vehículos',
];

type UserRow = Awaited<ReturnType<Harness['makeUser']>>;
export interface Actor extends Caller {
  user: { id: number; publicId: string };
}

/**
 * The three actors (the seeded administrator, a reader without writes in area A, a user limited to their own
 * projects in area B), six more people (two of them inactive, two named with WORD), areas (two of them inactive),
 * and clients (some inactive, some named with WORD).
 */
export async function makePeople(h: Harness) {
  const [areaA, areaB] = [
    await makeDepartment(h, { name: 'Área Norte' }),
    await makeDepartment(h, { name: 'Área Sur' }),
  ];
  const moreAreas: DepartmentRow[] = await makeDepartments(h, 5, (i) => ({
    name: i < 2 ? `Área ${WORD} ${i}` : `Área extra ${i}`,
    active: i % 3 !== 0,
  }));
  const narrowUser = await h.makeUser(NARROW, { departmentId: areaA.id, lastName: 'Lectora' });
  const ownUser = await h.makeUser(OWN, { departmentId: areaB.id, lastName: 'Propia' });
  const others: UserRow[] = [];
  for (let i = 0; i < 6; i++)
    others.push(
      await h.makeUser(['Gestionar cuenta'], {
        departmentId: i % 2 ? areaA.id : areaB.id,
        lastName: i < 2 ? `${WORD} ${i}` : `Persona ${i}`,
        active: i !== 3 && i !== 4,
      }),
    );
  const admin = await h.userByEmail(ADMIN_EMAIL);
  const signIn = async (name: ActorName, user: { id: number; publicId: string; email: string }, password?: string) =>
    ({ name, user, client: await h.as(user.email, password), details: new Map() }) satisfies Actor;
  const actors: Record<ActorName, Actor> = {
    admin: await signIn('admin', admin, ADMIN_PASSWORD),
    narrow: await signIn('narrow', narrowUser),
    own: await signIn('own', ownUser),
  };
  const clients: ClientRow[] = await makeClients(h, 8, (i) => ({
    name: i < 3 ? `Cliente ${WORD} ${i}` : `Cliente ${i}`,
    taxId: `RUC-${1000 + i}`,
    active: i % 4 !== 1,
  }));
  return {
    actors,
    areas: [areaA, areaB, ...moreAreas],
    areaA,
    areaB,
    users: [narrowUser, ownUser, ...others],
    roles: [narrowUser.role, ownUser.role, ...others.map((u) => u.role)],
    clients,
  };
}
export type People = Awaited<ReturnType<typeof makePeople>>;
