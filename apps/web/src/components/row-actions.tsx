import type { ReactNode } from 'react';
import { IconEdit, IconEye, IconTrash } from '@tabler/icons-react';
import type { Permission } from '@gestora/contract/permissions';
import { useAuth } from '../lib/auth-store.ts';
import type { RowAction } from './data-table-parts.tsx';

export interface ActionSpec<T> extends RowAction<T> {
  /** Who may: a permission (any of a list), or a decision already taken; everyone when left out. */
  allow?: Permission | readonly Permission[] | boolean;
  /** Rows it applies to (no 'Desactivar' on oneself). */
  when?: (row: T) => boolean;
}

/**
 * A list's row menu from its possible actions: those the user may not take are left out, and with none left the
 * table shows no actions column at all.
 */
export function useRowActions<T>(specs: ActionSpec<T>[]): ((row: T) => RowAction<T>[]) | undefined {
  const { can } = useAuth();
  const allowed = specs.filter(({ allow }) =>
    allow === undefined ? true : typeof allow === 'boolean' ? allow : can(...[allow as Permission].flat()),
  );
  if (allowed.length === 0) return undefined;
  return (row) => allowed.filter((s) => !s.when || s.when(row)).map(({ allow: _a, when: _w, ...action }) => action);
}

const icon = (Icon: typeof IconEye): ReactNode => <Icon size={16} />;

export const viewAction = <T,>(onClick: (row: T) => void, extra: Partial<ActionSpec<T>> = {}): ActionSpec<T> => ({
  label: 'Ver',
  icon: icon(IconEye),
  onClick,
  ...extra,
});

export const editAction = <T,>(onClick: (row: T) => void, allow: ActionSpec<T>['allow']): ActionSpec<T> => ({
  label: 'Editar',
  icon: icon(IconEdit),
  onClick,
  allow,
});

export const deleteAction = <T,>(onClick: (row: T) => void, allow: ActionSpec<T>['allow']): ActionSpec<T> => ({
  label: 'Eliminar',
  icon: icon(IconTrash),
  color: 'red',
  onClick,
  allow,
});
