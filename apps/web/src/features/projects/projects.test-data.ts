import { build, people } from '../../test/factories.ts';

/** The project screens' fixtures, built with the shared factories. */
export const carmen = people.carmen;
export const project = build.project;
export const detail = build.projectDetail;
