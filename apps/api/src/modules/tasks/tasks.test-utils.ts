import { projects } from '../projects/projects.table.ts';
import { stageActivities } from '../stage-activities/stage-activities.table.ts';
import { stages } from '../stages/stages.table.ts';
import type { Harness } from '../../test/harness.ts';

export const ALL_TASK_PERMISSIONS = [
  'Ver tareas',
  'Registrar tareas',
  'Actualizar tareas',
  'Eliminar tareas',
  'Ver todos los proyectos',
];

let seq = 0;
/** A project with one stage and one activity, inserted straight into the tables (owned by `createdBy`). */
export async function makeChain(h: Harness, createdBy: number) {
  seq++;
  const [project] = await h.app.db
    .insert(projects)
    .values({ code: `P${seq}-${Date.now() % 100000}`, name: `Proyecto ${seq}`, createdBy })
    .returning();
  const [stage] = await h.app.db
    .insert(stages)
    .values({ projectId: project.id, name: `Etapa ${seq}`, createdBy })
    .returning();
  const [activity] = await h.app.db
    .insert(stageActivities)
    .values({ stageId: stage.id, name: `Actividad ${seq}`, createdBy })
    .returning();
  return { project, stage, activity };
}

/** A multipart body with the given file parts under one field, as a browser's FormData sends it. */
export function multipart(field: string, files: { name: string; type: string; data: Buffer }[]) {
  const boundary = `----gestora${Date.now()}${Math.random().toString(16).slice(2)}`;
  const parts = files.flatMap((f) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
    ),
    f.data,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
