import { and, asc, count, gte, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client.ts';
import { clients } from '../modules/clients/clients.table.ts';
import { departments } from '../modules/departments/departments.table.ts';
import { microTasks } from '../modules/micro-tasks/micro-tasks.table.ts';
import { projects } from '../modules/projects/projects.table.ts';
import { stageActivities } from '../modules/stage-activities/stage-activities.table.ts';
import { stages } from '../modules/stages/stages.table.ts';
import { subtasks } from '../modules/subtasks/subtasks.table.ts';
import { taskComments, taskHistory, taskMembers, tasks } from '../modules/tasks/tasks.table.ts';
import { users } from '../modules/users/users.table.ts';
import { firstAdministratorId } from './demo-organisation.ts';
import { PROJECT_PLANS, type TaskPlan } from './demo-projects.data.ts';
import { TASK_DONE } from '@gestora/contract/tasks/remaining-days';

const DAY = 86_400_000;
/** 'YYYY-MM-DD', `days` from today (UTC): demo dates move with the calendar so every label has examples. */
const dayFrom = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const at = (days: number) => new Date(Date.now() + days * DAY);

export interface DemoProjectsSummary {
  created: boolean;
  projects: number;
  tasks: number;
}

/**
 * Clients, projects in every status with stages and activities, and tasks in every status (some late, some
 * finished late), with members, comments, subtasks and micro-tasks — once, on an organisation that has none.
 */
export async function seedDemoProjects(db: Db, log: FastifyBaseLogger): Promise<DemoProjectsSummary> {
  const [{ n }] = await db.select({ n: count() }).from(clients);
  if (n > 0) return { created: false, projects: 0, tasks: 0 };

  const emails = [
    ...new Set(
      PROJECT_PLANS.flatMap((p) => [
        p.createdBy,
        p.manager,
        ...p.stages.flatMap((s) => s.activities.flatMap((a) => [a.responsible, ...a.tasks.flatMap((t) => t.members)])),
      ]),
    ),
  ];
  const people = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const userId = new Map(people.map((p) => [p.email, p.id]));
  // Demo projects belong to the demo organisation: without its people there is nothing sensible to make.
  if (userId.size < emails.length) return { created: false, projects: 0, tasks: 0 };
  const areas = await db.select({ id: departments.id, name: departments.name }).from(departments);
  const areaId = new Map(areas.map((a) => [a.name, a.id]));
  const idOf = (email: string) => userId.get(email)!;

  const made = await db.transaction(async (tx) => {
    const clientRows = await tx
      .insert(clients)
      .values(
        [...new Set(PROJECT_PLANS.map((p) => p.client))].map((name, i) => ({
          ...CLIENT_DETAILS[name],
          name,
          active: true,
          createdBy: idOf(PROJECT_PLANS[0].createdBy),
          taxId: `76.${100 + i * 37}.${200 + i * 11}-${i % 9}`,
        })),
      )
      .returning({ id: clients.id, name: clients.name });
    await tx.insert(clients).values({
      name: 'Inmobiliaria Costa Azul',
      taxId: '77.310.455-2',
      contactName: 'Rodrigo Pinto',
      active: false,
      notes: 'Contrato terminado en 2025.',
    });
    const clientId = new Map(clientRows.map((c) => [c.name, c.id]));
    let taskCount = 0;
    for (const [pi, plan] of PROJECT_PLANS.entries()) {
      const [project] = await tx
        .insert(projects)
        .values({
          code: plan.code,
          name: plan.name,
          description: plan.description,
          clientId: clientId.get(plan.client),
          departmentId: areaId.get(plan.area),
          managerId: idOf(plan.manager),
          startDate: dayFrom(plan.start),
          endDate: dayFrom(plan.end),
          status: plan.status,
          createdBy: idOf(plan.createdBy),
        })
        .returning({ id: projects.id });
      for (const [si, stagePlan] of plan.stages.entries()) {
        const [stage] = await tx
          .insert(stages)
          .values({
            projectId: project.id,
            name: stagePlan.name,
            description: stagePlan.description,
            position: si + 1,
            startDate: dayFrom(stagePlan.start),
            endDate: dayFrom(stagePlan.end),
            status: stagePlan.status,
            createdBy: idOf(plan.createdBy),
          })
          .returning({ id: stages.id });
        for (const activityPlan of stagePlan.activities) {
          const [activity] = await tx
            .insert(stageActivities)
            .values({
              stageId: stage.id,
              name: activityPlan.name,
              description: activityPlan.description,
              responsibleId: idOf(activityPlan.responsible),
              startDate: dayFrom(activityPlan.start),
              endDate: dayFrom(activityPlan.end),
              status: activityPlan.status,
              createdBy: idOf(plan.createdBy),
            })
            .returning({ id: stageActivities.id });
          for (const [ti, taskPlan] of activityPlan.tasks.entries()) {
            await insertTask(tx, taskPlan, {
              projectId: project.id,
              stageId: stage.id,
              stageActivityId: activity.id,
              createdBy: idOf(plan.createdBy),
              idOf,
              seed: pi * 100 + si * 10 + ti,
            });
            taskCount += 1;
          }
        }
      }
    }
    await joinAdministrator(tx);
    return { projects: PROJECT_PLANS.length, tasks: taskCount };
  });
  log.info(`demo data created: ${made.projects} projects and ${made.tasks} tasks`);
  return { created: true, ...made };
}

/** How many upcoming open tasks the first administrator works on (firstAdministratorId). */
const ADMINISTRATOR_TASKS = 6;

/**
 * The first administrator joins the open tasks that start soonest from the day after tomorrow (the membership
 * triggers keep the tasks' members and copies): their own task screens and calendar are not empty in a demo, and
 * today's and tomorrow's days on their calendar stay free for what they add (the e2e suite drags a task of today
 * onto tomorrow). Never a task they are already on.
 */
async function joinAdministrator(tx: Tx) {
  const administrator = await firstAdministratorId(tx);
  if (administrator === null) return;
  const open = await tx
    .select({ id: tasks.id, createdBy: tasks.createdBy, createdAt: tasks.createdAt })
    .from(tasks)
    .where(
      and(
        ne(tasks.status, TASK_DONE),
        gte(tasks.startDate, dayFrom(2)),
        sql`not exists (select 1 from ${taskMembers} m where m.task_id = ${tasks.id} and m.user_id = ${administrator})`,
      ),
    )
    .orderBy(asc(tasks.startDate), asc(tasks.id))
    .limit(ADMINISTRATOR_TASKS);
  if (open.length === 0) return;
  await tx
    .insert(taskMembers)
    .values(
      open.map((t) => ({ taskId: t.id, userId: administrator, assignedBy: t.createdBy, assignedAt: t.createdAt })),
    );
}

async function insertTask(
  tx: Tx,
  plan: TaskPlan,
  ctx: {
    projectId: number;
    stageId: number;
    stageActivityId: number;
    createdBy: number;
    idOf: (email: string) => number;
    seed: number;
  },
) {
  const finished = plan.status === TASK_DONE;
  const [task] = await tx
    .insert(tasks)
    .values({
      projectId: ctx.projectId,
      stageId: ctx.stageId,
      stageActivityId: ctx.stageActivityId,
      title: plan.title,
      description: `<p>${plan.description}</p>`,
      priority: plan.priority,
      startDate: dayFrom(plan.start),
      endDate: plan.end === null ? null : dayFrom(plan.end),
      status: plan.status,
      // Finished on time or `lateBy` days after the end date: the reports count both.
      completedAt: finished && plan.end !== null ? at(plan.end + (plan.lateBy ?? -1)) : null,
      createdBy: ctx.createdBy,
      createdAt: at(plan.start - 2),
    })
    .returning({ id: tasks.id });
  await tx.insert(taskMembers).values(
    plan.members.map((email) => ({
      taskId: task.id,
      userId: ctx.idOf(email),
      assignedBy: ctx.createdBy,
      assignedAt: at(plan.start - 2),
    })),
  );
  await tx.insert(taskHistory).values({
    taskId: task.id,
    actorId: ctx.createdBy,
    action: 'created',
    changes: { status: [null, '1'] },
    createdAt: at(plan.start - 2),
  });
  if (plan.status !== '1') {
    await tx.insert(taskHistory).values({
      taskId: task.id,
      actorId: ctx.idOf(plan.members[0]),
      action: 'status',
      changes: { status: ['1', plan.status] },
      createdAt: at(Math.min(0, plan.start + 1)),
    });
  }
  if (plan.comment) {
    await tx.insert(taskComments).values({
      taskId: task.id,
      authorId: ctx.idOf(plan.members[0]),
      body: `<p>${plan.comment}</p>`,
      createdAt: at(-1),
    });
  }
  for (const [i, sub] of (plan.subtasks ?? []).entries()) {
    const [subtask] = await tx
      .insert(subtasks)
      .values({
        taskId: task.id,
        title: sub.title,
        responsibleId: ctx.idOf(sub.responsible),
        startDate: dayFrom(plan.start),
        endDate: plan.end === null ? null : dayFrom(plan.end),
        status: sub.status,
        completedAt: sub.status === TASK_DONE ? at(-1) : null,
        createdBy: ctx.createdBy,
      })
      .returning({ id: subtasks.id });
    if (sub.micro?.length) {
      await tx.insert(microTasks).values(
        sub.micro.map((title, j) => ({
          subtaskId: subtask.id,
          title,
          responsibleId: ctx.idOf(sub.responsible),
          dueDate: dayFrom(j - 1 + i),
          done: (ctx.seed + j) % 3 === 0,
          doneAt: (ctx.seed + j) % 3 === 0 ? at(-1) : null,
          createdBy: ctx.createdBy,
        })),
      );
    }
  }
}

const CLIENT_DETAILS: Record<
  string,
  { contactName: string; email: string; phone: string; address: string; notes?: string }
> = {
  'Municipalidad de Valparaíso': {
    contactName: 'Patricia Olivares',
    email: 'polivares@munivalpo.cl',
    phone: '+56 32 221 9000',
    address: 'Av. Argentina 864, Valparaíso',
  },
  'Constructora Andes Ltda.': {
    contactName: 'Héctor Saavedra',
    email: 'hsaavedra@constructoraandes.cl',
    phone: '+56 2 2890 4410',
    address: 'Av. Apoquindo 4501, Las Condes',
  },
  'Hospital Regional del Sur': {
    contactName: 'Dra. Claudia Espinoza',
    email: 'cespinoza@hrsur.cl',
    phone: '+56 65 226 1000',
    address: 'Av. Presidente Ibáñez 1280, Puerto Montt',
    notes: 'Facturación mensual contra hitos aprobados.',
  },
  'Cooperativa Agrícola Los Aromos': {
    contactName: 'Ramón Fuentealba',
    email: 'contacto@losaromos.coop',
    phone: '+56 72 255 3100',
    address: 'Camino a Peumo km 4, Rancagua',
  },
  'Fundación Educa Futuro': {
    contactName: 'Verónica Lagos',
    email: 'vlagos@educafuturo.org',
    phone: '+56 2 2633 7788',
    address: 'Santa Rosa 1210, Santiago',
  },
};
