import { IconChecklist } from '@tabler/icons-react';
import { MSG } from '@gestora/contract/messages';
import { HeaderMenu } from './header-menu.tsx';

/** Tasks assigned to the signed-in user. Its items arrive with the tasks and notifications modules. */
export function TaskMenu() {
  return (
    <HeaderMenu
      label="Tareas asignadas"
      icon={<IconChecklist size={21} stroke={1.6} />}
      emptyIcon={<IconChecklist size={30} stroke={1.4} />}
      emptyText={MSG.noTasks}
    />
  );
}
