import { build, people, uid } from '../../test/factories.ts';

/** The task screens' fixtures, built with the shared factories; the dates are relative to today. */
export const { camila, pedro } = people;

export const projectA = { public_id: uid(2201), code: 'WEB', name: 'Portal web' };
export const projectB = { public_id: uid(2202), code: 'ERP', name: 'Migración ERP' };
export const stageA = { public_id: uid(2211), name: 'Diseño' };
export const stageB = { public_id: uid(2212), name: 'Construcción' };
export const activityA = { public_id: uid(2221), name: 'Maquetas' };

export const taskItem = build.taskItem;
export const myTask = build.myTask;
export const taskDetail = build.taskDetail;
