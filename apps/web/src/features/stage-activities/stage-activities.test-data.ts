import { build, people } from '../../test/factories.ts';

/** The activity screens' fixtures, built with the shared factories. */
export const PROJECT = build.projectRef();
export const LEAD = people.lucia;
export const activityOf = build.stageActivity;

/** The stage's detail as GET /api/stages/:id answers it (the create form reads its project and dates). */
export const stageDetail = build.stageDetail();
export const STAGE = {
  public_id: stageDetail.public_id,
  name: stageDetail.name,
  start_date: stageDetail.start_date,
  end_date: stageDetail.end_date,
};
