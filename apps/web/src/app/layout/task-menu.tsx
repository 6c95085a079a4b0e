import { IconChecklist } from '@tabler/icons-react';
import { MSG } from '@gestora/contract/messages';
import { AssignedMenuButton } from './top-bar-buttons.tsx';

/** Task notifications of the signed-in user (GET /api/tasks_in_member, 20 per page). */
export function TaskMenu() {
  return (
    <AssignedMenuButton
      kind="task"
      label="Tareas asignadas"
      icon={<IconChecklist size={21} stroke={1.6} />}
      emptyIcon={<IconChecklist size={30} stroke={1.4} />}
      emptyText={MSG.noTasks}
    />
  );
}
