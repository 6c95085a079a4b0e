import type { TIdea } from '@gestora/contract/ideas/ideas.schema';
import type { TInformationPost } from '@gestora/contract/information-board/information-board.schema';
import dayjs from 'dayjs';
import type { TAuthUser } from '@gestora/contract/auth/auth.schema';
import type { TClient } from '@gestora/contract/clients/clients.schema';
import type { TPage, TUserRef } from '@gestora/contract/common.schema';
import type { TDepartment } from '@gestora/contract/departments/departments.schema';
import type { TMicroTask } from '@gestora/contract/micro-tasks/micro-tasks.schema';
import type { TProject, TProjectDetail } from '@gestora/contract/projects/projects.schema';
import type { TRole } from '@gestora/contract/roles/roles.schema';
import type { TStageActivity } from '@gestora/contract/stage-activities/stage-activities.schema';
import type { TProjectRef, TStage, TStageDetail } from '@gestora/contract/stages/stages.schema';
import type { TSubtask, TSubtaskPage, TSubtaskTaskSummary } from '@gestora/contract/subtasks/subtasks.schema';
import type { TMyTaskItem, TTaskDetail, TTaskListItem } from '@gestora/contract/tasks/tasks.schema';
import type { TUser } from '@gestora/contract/users/users.schema';
import type { TSelfCategory, TSelfTask } from '@gestora/contract/self-assigned/self-assigned.schema';

/**
 * Test data for the web tests, typed by the contract: each builder answers a complete record as the API sends it,
 * and a test names only what it is about (`build.client({ active: false })`). mockApi parses the answers with
 * the contract's schemas too, so a builder that drifts from the contract fails the tests that use it.
 */

let seq = 1000;
/** A UUID v7-shaped public id: `uid(7)` is stable, `uid()` is new each call. */
export const uid = (n: number = ++seq) => `0190a000-0000-7000-8000-${String(n).padStart(12, '0')}`;

/** 'YYYY-MM-DD' `offset` days from today: the remaining-days labels are relative to today. */
export const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

const CREATED = '2026-03-01T10:00:00.000Z';
const stamps = { created_at: CREATED, updated_at: CREATED };
const AVATAR = '/images/users/default.svg';

/** A page of a list as the API answers it. */
export function pageOf<T>(data: T[], extra: Partial<{ current_page: number; per_page: number; total: number }> = {}) {
  const per_page = extra.per_page ?? 20;
  const total = extra.total ?? data.length;
  return {
    data,
    current_page: extra.current_page ?? 1,
    per_page,
    total,
    last_page: Math.max(1, Math.ceil(total / per_page)),
  } satisfies TPage<T>;
}

const person = (name: string, last_name: string, over: Partial<TUserRef> = {}): TUserRef => ({
  public_id: uid(),
  name,
  last_name,
  avatar_url: AVATAR,
  ...over,
});

/** The people of the tests: a project manager, two task members, an activity lead. */
export const people = {
  carmen: person('Carmen', 'Vega', { public_id: uid(501) }),
  camila: person('Camila', 'Rojas', { public_id: uid(3001) }),
  pedro: person('Pedro', 'Soto', { public_id: uid(3002) }),
  lucia: person('Lucía', 'Fernández', { public_id: uid(3003) }),
};

const projectRef = (over: Partial<TProjectRef> = {}): TProjectRef => ({
  public_id: uid(2001),
  code: 'OBR-12',
  name: 'Edificio central',
  ...over,
});

export const build = {
  person,
  projectRef,

  authUser: (over: Partial<TAuthUser> = {}): TAuthUser => ({
    public_id: uid(1),
    name: 'Ana',
    last_name: 'Pruebas',
    email: 'ana@test.local',
    phone: null,
    position: null,
    avatar_url: AVATAR,
    active: true,
    department: null,
    roles: [{ public_id: uid(161), name: 'Administrador' }],
    permissions: [],
    ...over,
  }),

  user: (over: Partial<TUser> = {}): TUser => {
    const { permissions: _p, ...user } = build.authUser({ public_id: uid(), email: `u${seq}@test.local` });
    return { ...user, last_login_at: null, ...stamps, ...over };
  },

  role: (over: Partial<TRole> = {}): TRole => ({
    public_id: uid(),
    name: `Rol ${seq}`,
    permissions: [],
    users_count: 0,
    ...stamps,
    ...over,
  }),

  department: (over: Partial<TDepartment> = {}): TDepartment => ({
    public_id: uid(),
    name: `Área ${seq}`,
    description: null,
    active: true,
    users_count: 0,
    ...stamps,
    ...over,
  }),

  client: (over: Partial<TClient> = {}): TClient => ({
    public_id: uid(),
    name: `Cliente ${seq}`,
    tax_id: null,
    contact_name: null,
    email: null,
    phone: null,
    address: null,
    notes: null,
    active: true,
    projects_count: 0,
    ...stamps,
    ...over,
  }),

  project: (n: number, over: Partial<TProject> = {}): TProject => ({
    public_id: uid(n),
    code: `PRY-${n}`,
    name: `Proyecto ${n}`,
    description: null,
    status: 'En curso',
    start_date: '2026-03-01',
    end_date: '2026-06-30',
    client: { public_id: uid(301), name: 'Municipalidad de Arequipa' },
    department: { public_id: uid(401), name: 'Ingeniería' },
    manager: people.carmen,
    created_by: people.carmen,
    progress: { tasks: 4, finished: 3, percent: 75 },
    created_at: '2026-02-20T14:00:00.000Z',
    updated_at: '2026-02-20T14:00:00.000Z',
    can: { update: true, delete: true },
    ...over,
  }),

  projectDetail: (n: number, over: Partial<TProjectDetail> = {}): TProjectDetail => ({
    ...build.project(n),
    stages: [],
    ...over,
  }),

  stage: (name: string, over: Partial<TStage> = {}): TStage => ({
    public_id: uid(),
    project: projectRef(),
    name,
    description: null,
    position: 1,
    start_date: '2026-03-01',
    end_date: '2026-03-31',
    status: 'En proceso',
    progress: { tasks: 4, finished: 1, percent: 25 },
    ...stamps,
    ...over,
  }),

  stageDetail: (over: Partial<TStageDetail> = {}): TStageDetail => ({
    ...build.stage('Construcción', { public_id: uid(2101) }),
    project: { ...projectRef(), start_date: null, end_date: null },
    activities: [],
    tasks: { data: [], total: 0, limit: 50 },
    ...over,
  }),

  stageActivity: (name: string, over: Partial<TStageActivity> = {}): TStageActivity => ({
    public_id: uid(),
    project: projectRef(),
    stage: { public_id: uid(2101), name: 'Construcción', start_date: '2026-03-01', end_date: '2026-03-31' },
    name,
    description: null,
    responsible: people.lucia,
    start_date: '2026-03-02',
    end_date: '2026-03-10',
    status: 'En proceso',
    progress: { tasks: 3, finished: 2, percent: 67 },
    ...stamps,
    ...over,
  }),

  taskItem: (over: Partial<TTaskListItem> = {}): TTaskListItem => ({
    public_id: uid(),
    title: `Tarea ${seq}`,
    status: '1',
    priority: 'Media',
    end_date: null,
    remaining_days: 'No aplica',
    project: { public_id: uid(2201), name: 'Portal web' },
    stage: null,
    members: [people.camila],
    comments_count: 0,
    files_count: 0,
    can: { update: true, delete: true, change_status: true },
    ...over,
  }),

  myTask: (over: Partial<TMyTaskItem> = {}): TMyTaskItem => ({ ...build.taskItem(over), subtasks_count: 0, ...over }),

  /** A detail; `over` may be a list row (its `can` lacks `comment`, which defaults to true). */
  taskDetail: ({
    can,
    ...over
  }: Partial<Omit<TTaskDetail, 'can'>> & { can?: Partial<TTaskDetail['can']> } = {}): TTaskDetail => ({
    ...build.taskItem(),
    start_date: null,
    completed_at: null,
    stage_activity: null,
    created_at: '2026-01-10T10:00:00.000Z',
    updated_at: '2026-01-10T10:00:00.000Z',
    description: null,
    files: [],
    lateness: 0,
    created_by: people.pedro,
    ...over,
    can: { update: true, delete: true, change_status: true, comment: true, ...can },
  }),

  subtask: (title: string, over: Partial<TSubtask> = {}): TSubtask => ({
    public_id: uid(),
    task: { public_id: uid(2301), title: 'Coordinar cortes' },
    title,
    description: null,
    responsible: people.camila,
    start_date: null,
    end_date: null,
    status: '1',
    completed_at: null,
    remaining_days: 'No aplica',
    micro_tasks_total: 0,
    micro_tasks_done: 0,
    ...stamps,
    ...over,
  }),

  /** GET /api/tasks/:id/subtasks: the page and the task it belongs to, with what the viewer may do there. */
  subtaskPage: (data: TSubtask[], task: Partial<TSubtaskTaskSummary> = {}): TSubtaskPage => ({
    ...pageOf(data),
    task: {
      public_id: uid(2301),
      title: 'Coordinar cortes',
      status: '2',
      start_date: null,
      end_date: null,
      remaining_days: 'No aplica',
      members: [people.camila],
      created_by: people.camila,
      can: { manage: false },
      ...task,
    },
  }),

  microTask: (title: string, over: Partial<TMicroTask> = {}): TMicroTask => ({
    public_id: uid(),
    subtask_public_id: uid(),
    title,
    responsible: people.camila,
    due_date: null,
    done: false,
    done_at: null,
    overdue: false,
    can: { toggle: true, edit: false },
    ...stamps,
    ...over,
  }),
};

/** A post of the information board as GET /api/information_board lists it. */
export const buildPost = (over: Partial<TInformationPost> = {}): TInformationPost => ({
  public_id: uid(),
  title: 'Mantenimiento de la red',
  content: '<p>El sábado no habrá <strong>VPN</strong>.</p>',
  created_at: '2026-03-05T10:00:00.000Z',
  author: { name: 'Andrés Felipe', last_name: 'Sánchez Mejía' },
  department: { public_id: uid(401), name: 'Ingeniería' },
  files: [],
  ...over,
});

/** An idea as GET /api/idea lists it. */
export const buildIdea = (over: Partial<TIdea> = {}): TIdea => ({
  public_id: uid(),
  title: 'Digitalizar las rendiciones',
  content: '<p>Subir boletas con una foto.</p>',
  created_at: '2026-03-05T10:00:00.000Z',
  author: { name: 'Lucía', last_name: 'Fernández' },
  department: null,
  votes_count: 3,
  negative_votes: 1,
  analysis_ia: null,
  my_vote: null,
  ...over,
});

// Vehicles
import type { TMaintenanceType } from '@gestora/contract/vehicles/maintenance-types.schema';
import type {
  TVehicle,
  TVehicleDetail,
  TVehicleDue,
  TVehicleListItem,
} from '@gestora/contract/vehicles/vehicles.schema';

/** What is due of one preventive type on a vehicle: 'Cambio de aceite' in 30 days or 2,000 km by default. */
export const buildVehicleDue = (over: Partial<TVehicleDue> = {}): TVehicleDue => ({
  type: { public_id: uid(6001), name: 'Cambio de aceite' },
  interval_km: 5000,
  interval_days: 180,
  last_done_on: '2026-01-10',
  last_done_km: 40000,
  next_due_on: day(30),
  next_due_km: 45000,
  days_left: 30,
  km_left: 2000,
  state: 'Al día',
  ...over,
});

/** A vehicle as GET /api/vehicles/:id answers it without its page's extras: a Toyota Hilux by default. */
export const buildVehicle = (over: Partial<TVehicle> = {}): TVehicle => ({
  public_id: uid(),
  plate: 'ABC-123',
  brand: 'Toyota',
  model: 'Hilux',
  year: 2022,
  colour: 'Blanco',
  type: 'Camioneta',
  vin: null,
  engine_number: null,
  fuel: 'Diésel',
  odometer: 43000,
  driver: null,
  responsible: null,
  department: null,
  status: 'Disponible',
  photo_url: null,
  insurance_expires_on: null,
  inspection_expires_on: null,
  notes: null,
  active: true,
  next_due: null,
  can: { update: true, delete: true, request: true },
  ...stamps,
  ...over,
});

/** A row of GET /api/vehicles. */
export const buildVehicleItem = (over: Partial<TVehicleListItem> = {}): TVehicleListItem => {
  const {
    vin: _vin,
    colour: _colour,
    engine_number: _engine,
    fuel: _fuel,
    responsible: _responsible,
    notes: _notes,
    created_at: _created,
    updated_at: _updated,
    ...item
  } = buildVehicle(over);
  return item;
};

/** GET /api/vehicles/:id: the vehicle with its due maintenance, readings and costs (none by default). */
export const buildVehicleDetail = (over: Partial<TVehicleDetail> = {}): TVehicleDetail => ({
  ...buildVehicle(over),
  due: [],
  odometer_readings: [{ read_on: '2026-01-10', odometer: 43000, source: 'Registro' }],
  costs: { currency: 'PEN', total: 0, records: 0, km: 0, per_km: null, per_month: [] },
  ...over,
});

/** A maintenance type as GET /api/maintenance_types lists it: preventive every 5,000 km or 180 days by default. */
export const buildMaintenanceType = (over: Partial<TMaintenanceType> = {}): TMaintenanceType => ({
  public_id: uid(),
  name: 'Cambio de aceite',
  description: null,
  interval_km: 5000,
  interval_days: 180,
  preventive: true,
  active: true,
  records_count: 0,
  ...stamps,
  ...over,
});

/** A category of GET /api/self_assigned_categories ('Autogestión'): blue, without tasks by default. */
export const buildSelfCategory = (over: Partial<TSelfCategory> = {}): TSelfCategory => ({
  public_id: uid(),
  name: 'Trabajo',
  colour: '#228be6',
  tasks_count: 0,
  ...stamps,
  ...over,
});

/** A self-assigned task (a list row, a board card and the detail alike): pending, medium, no category. */
export const buildSelfTask = (over: Partial<TSelfTask> = {}): TSelfTask => ({
  public_id: uid(),
  title: `Tarea propia ${seq}`,
  description: null,
  category: null,
  due_date: null,
  priority: 'Media',
  status: 'Pendiente',
  position: 1,
  completed_at: null,
  overdue: false,
  ...stamps,
  ...over,
});
