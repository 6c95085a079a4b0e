import type { SqlDeclaration } from './declarations.ts';
import { keptJsonSql } from './kept-json.sql.ts';
import { keptCountsSql } from './kept-counts.sql.ts';
import { liveCountsSql } from './live-counts.sql.ts';
import { tableVersionsSql } from './table-versions.sql.ts';
import { clientsSql } from '../../modules/clients/clients.sql.ts';
import { departmentsSql } from '../../modules/departments/departments.sql.ts';
import { filesSql } from '../../modules/files/files.sql.ts';
import { audienceCountsSql } from '../../modules/home/audience-counts.sql.ts';
import { ideasSql } from '../../modules/ideas/ideas.sql.ts';
import { informationBoardSql } from '../../modules/information-board/information-board.sql.ts';
import { meetingPeopleSql } from '../../modules/meetings/meeting-people.sql.ts';
import { meetingsSql } from '../../modules/meetings/meetings.sql.ts';
import { notificationsSql } from '../../modules/notifications/notifications.sql.ts';
import { projectsSql } from '../../modules/projects/projects.sql.ts';
import { ragSql } from '../../modules/rag/rag.sql.ts';
import { rolesSql } from '../../modules/roles/roles.sql.ts';
import { selfAssignedSql } from '../../modules/self-assigned/self-assigned.sql.ts';
import { stageActivitiesSql } from '../../modules/stage-activities/stage-activities.sql.ts';
import { stagesSql } from '../../modules/stages/stages.sql.ts';
import { taskMembersSql } from '../../modules/tasks/task-members.sql.ts';
import { tasksSql } from '../../modules/tasks/tasks.sql.ts';
import { ticketCountsSql } from '../../modules/tickets/ticket-counts.sql.ts';
import { ticketsSql } from '../../modules/tickets/tickets.sql.ts';
import { usersSql } from '../../modules/users/users.sql.ts';
import { fleetRowsSql } from '../../modules/vehicles/fleet-rows.sql.ts';
import { vehiclesSql } from '../../modules/vehicles/vehicles.sql.ts';

/**
 * Every file of SQL declarations, and so every function and trigger the database holds. The shared ones come first:
 * a SQL function's body is checked against the functions made before it (json_iso, in kept-json.sql.ts).
 */
export const sqlDeclarationFiles: { file: string; declarations: SqlDeclaration[] }[] = [
  { file: 'src/db/sql/kept-json.sql.ts', declarations: keptJsonSql },
  { file: 'src/db/sql/kept-counts.sql.ts', declarations: keptCountsSql },
  { file: 'src/db/sql/live-counts.sql.ts', declarations: liveCountsSql },
  { file: 'src/db/sql/table-versions.sql.ts', declarations: tableVersionsSql },
  { file: 'src/modules/clients/clients.sql.ts', declarations: clientsSql },
  { file: 'src/modules/departments/departments.sql.ts', declarations: departmentsSql },
  { file: 'src/modules/files/files.sql.ts', declarations: filesSql },
  { file: 'src/modules/home/audience-counts.sql.ts', declarations: audienceCountsSql },
  { file: 'src/modules/ideas/ideas.sql.ts', declarations: ideasSql },
  { file: 'src/modules/information-board/information-board.sql.ts', declarations: informationBoardSql },
  { file: 'src/modules/meetings/meeting-people.sql.ts', declarations: meetingPeopleSql },
  { file: 'src/modules/meetings/meetings.sql.ts', declarations: meetingsSql },
  { file: 'src/modules/notifications/notifications.sql.ts', declarations: notificationsSql },
  { file: 'src/modules/projects/projects.sql.ts', declarations: projectsSql },
  { file: 'src/modules/rag/rag.sql.ts', declarations: ragSql },
  { file: 'src/modules/roles/roles.sql.ts', declarations: rolesSql },
  { file: 'src/modules/self-assigned/self-assigned.sql.ts', declarations: selfAssignedSql },
  { file: 'src/modules/stage-activities/stage-activities.sql.ts', declarations: stageActivitiesSql },
  { file: 'src/modules/stages/stages.sql.ts', declarations: stagesSql },
  { file: 'src/modules/tasks/task-members.sql.ts', declarations: taskMembersSql },
  { file: 'src/modules/tasks/tasks.sql.ts', declarations: tasksSql },
  { file: 'src/modules/tickets/ticket-counts.sql.ts', declarations: ticketCountsSql },
  { file: 'src/modules/tickets/tickets.sql.ts', declarations: ticketsSql },
  { file: 'src/modules/users/users.sql.ts', declarations: usersSql },
  { file: 'src/modules/vehicles/vehicles.sql.ts', declarations: vehiclesSql },
  { file: 'src/modules/vehicles/fleet-rows.sql.ts', declarations: fleetRowsSql },
];

export const sqlDeclarations: SqlDeclaration[] = sqlDeclarationFiles.flatMap((f) => f.declarations);

/** The file (from apps/api) that declares a function or trigger of this kind, name (and table). */
export const declarationFile = (d: SqlDeclaration) =>
  sqlDeclarationFiles.find((f) =>
    f.declarations.some(
      (x) =>
        x.name === d.name &&
        (x.kind === 'function' ? d.kind === 'function' : d.kind === 'trigger' && x.table === d.table),
    ),
  )?.file;
