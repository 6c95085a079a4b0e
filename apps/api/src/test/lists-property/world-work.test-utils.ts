import { PROJECT_STATUSES } from '@gestora/contract/projects/projects.schema';
import { STAGE_STATUSES } from '@gestora/contract/stages/stages.schema';
import { TASK_PRIORITIES, TASK_STATUS_CODES } from '@gestora/contract/tasks/remaining-days';
import {
  makeActivities,
  makeMicroTasks,
  makeProjects,
  makeStages,
  makeSubtasks,
  makeTasks,
  type ActivityRow,
  type StageRow,
  type SubtaskRow,
  type TaskRow,
} from '../factories.ts';
import type { Harness } from '../harness.ts';
import { WORD, type People } from './world-people.test-utils.ts';

/** The n-th day of 2030 (0 is 1 January), as the lists' dates read. */
export const day = (n: number) => new Date(Date.UTC(2030, 0, 1 + n)).toISOString().slice(0, 10);
const pick = <T>(list: readonly T[], i: number) => list[i % list.length];

/**
 * Projects (six created by the user limited to their own, five by the administrator) with clients, areas,
 * managers, statuses and dates of every kind; stages and activities in both; tasks in one project of each and
 * outside any project, of every status and priority, assigned to the actors in different mixes, some with WORD,
 * one deleted; a task with subtasks, micro-tasks, comments and history.
 */
export async function makeWork(h: Harness, people: People) {
  const { admin, narrow, own } = people.actors;
  const managers = [narrow.user.id, own.user.id, people.users[2].id, null];
  const projectsOf = (createdBy: number, first: number, count: number) =>
    makeProjects(h, count, (i) => ({
      name: (first + i) % 3 === 0 ? `Proyecto ${WORD} ${first + i}` : `Proyecto ${first + i}`,
      status: pick(PROJECT_STATUSES, first + i),
      clientId: pick(people.clients, first + i).id,
      departmentId: pick([people.areaA.id, people.areaB.id, null], first + i),
      managerId: pick(managers, first + i),
      startDate: (first + i) % 4 === 3 ? null : day((first + i) * 10),
      endDate: (first + i) % 5 === 4 ? null : day((first + i) * 10 + 25),
      createdBy,
    }));
  const ownProjects = await projectsOf(own.user.id, 0, 6);
  const adminProjects = await projectsOf(admin.user.id, 6, 5);
  const [ownMain, adminMain] = [ownProjects[0], adminProjects[0]];

  const stagesOf = (projectId: number, createdBy: number, first: number, count: number) =>
    makeStages(h, count, (i) => ({
      projectId,
      name: (first + i) % 3 === 0 ? `Etapa ${WORD} ${first + i}` : `Etapa ${first + i}`,
      position: i + 1,
      status: pick(STAGE_STATUSES, first + i),
      startDate: (first + i) % 4 === 3 ? null : day((first + i) * 7),
      endDate: (first + i) % 4 === 3 ? null : day((first + i) * 7 + 12),
      createdBy,
    }));
  const stages: StageRow[] = [
    ...(await stagesOf(ownMain.id, own.user.id, 0, 4)),
    ...(await stagesOf(ownProjects[1].id, own.user.id, 4, 3)),
    ...(await stagesOf(adminMain.id, admin.user.id, 7, 4)),
  ];
  const activities: ActivityRow[] = [];
  for (const [s, stage] of stages.entries())
    activities.push(
      ...(await makeActivities(h, s % 3 === 2 ? 1 : 2, (i) => ({
        stageId: stage.id,
        name: (s + i) % 3 === 0 ? `Actividad ${WORD} ${s}-${i}` : `Actividad ${s}-${i}`,
        responsibleId: pick([narrow.user.id, own.user.id, null], s + i),
        status: pick(STAGE_STATUSES, s + i),
        startDate: day(s * 7 + i),
        endDate: day(s * 7 + i + 5),
        createdBy: stage.createdBy,
      }))),
    );

  const mainStages = stages.filter((s) => s.projectId === ownMain.id);
  const taskFields = (i: number, createdBy: number) => ({
    title: i % 3 === 0 ? `Tarea ${WORD} ${i}` : `Tarea ${i}`,
    description: i % 4 === 1 ? `<p>Lanzar el ${WORD}</p>` : null,
    status: pick(TASK_STATUS_CODES, i),
    priority: pick(TASK_PRIORITIES, i + 1),
    endDate: i % 5 === 4 ? null : day(i * 3),
    createdBy,
  });
  const tasks: TaskRow[] = [
    ...(await makeTasks(h, 10, (i) => ({
      ...taskFields(i, own.user.id),
      projectId: ownMain.id,
      stageId: i % 3 === 2 ? null : pick(mainStages, i).id,
      stageActivityId: i % 4 === 0 ? (activities.find((a) => a.stageId === pick(mainStages, i).id)?.id ?? null) : null,
      memberIds: [
        ...(i % 2 === 0 ? [narrow.user.id] : []),
        ...(i % 3 !== 2 ? [own.user.id] : []),
        ...(i % 4 === 0 ? [admin.user.id] : []),
      ],
    }))),
    ...(await makeTasks(h, 6, (i) => ({
      ...taskFields(i + 10, admin.user.id),
      projectId: adminMain.id,
      memberIds: [...(i % 2 ? [narrow.user.id] : [own.user.id]), ...(i % 3 === 0 ? [admin.user.id] : [])],
    }))),
    ...(await makeTasks(h, 2, (i) => ({
      ...taskFields(i + 16, own.user.id),
      projectId: null,
      memberIds: [own.user.id, narrow.user.id, admin.user.id],
    }))),
  ];
  // Gone: no list may show it or count it.
  await makeTasks(h, 1, { projectId: ownMain.id, status: '1', deletedAt: new Date(), memberIds: [narrow.user.id] });

  const withSubtasks = tasks[0];
  const subtasks: SubtaskRow[] = await makeSubtasks(h, 7, (i) => ({
    taskId: withSubtasks.id,
    title: i % 3 === 0 ? `Subtarea ${WORD} ${i}` : `Subtarea ${i}`,
    status: pick(TASK_STATUS_CODES, i),
    responsibleId: pick([narrow.user.id, own.user.id], i),
    startDate: day(i),
    endDate: i % 3 === 1 ? null : day(i * 2 + 3),
  }));
  for (const [s, subtask] of subtasks.entries())
    await makeMicroTasks(h, 6, (i) => ({
      subtaskId: subtask.id,
      title: (s + i) % 4 === 0 ? `Micro ${WORD} ${s}-${i}` : `Micro ${s}-${i}`,
      responsibleId: pick([admin.user.id, narrow.user.id, own.user.id], i),
      dueDate: (s + i) % 5 === 4 ? null : day(s * 2 + i),
      done: (s + i) % 3 === 0,
      doneAt: (s + i) % 3 === 0 ? new Date() : null,
    }));
  for (let i = 0; i < 6; i++) {
    const res = await admin.client.inject({
      method: 'POST',
      url: `/api/tasks/${withSubtasks.publicId}/comments`,
      payload: { body: `<p>Comentario ${i}</p>` },
    });
    if (res.statusCode !== 201) throw new Error(`comment → ${res.statusCode} ${res.body}`);
  }
  for (const status of ['2', '3', '4', '2', '3']) {
    const res = await admin.client.inject({
      method: 'PUT',
      url: `/api/tasks/${withSubtasks.publicId}/status`,
      payload: { status },
    });
    if (res.statusCode !== 200) throw new Error(`status → ${res.statusCode} ${res.body}`);
  }
  return { ownProjects, adminProjects, ownMain, adminMain, stages, activities, tasks, withSubtasks, subtasks };
}
export type Work = Awaited<ReturnType<typeof makeWork>>;
