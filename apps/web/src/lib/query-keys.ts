/** A list's query string as the API takes it (page, per_page, q, sort and the module's filters). */
export type ListQuery = Record<string, string | number>;

/**
 * The root of each entity's queries. A new module adds its root here, so that two places cannot spell one
 * entity two ways (the users screen and the user pickers once did: ['users'] and ['user_options']).
 */
export type EntityRoot =
  | 'users'
  | 'roles'
  | 'departments'
  | 'clients'
  | 'projects'
  | 'stages'
  | 'stage-activities'
  | 'tasks'
  | 'subtasks'
  | 'my-micro-tasks'
  | 'security-log'
  | 'profile'
  | 'permissions'
  | 'tickets'
  | 'rag-documents'
  | 'information-board'
  | 'ideas'
  | 'home-chart'
  | 'self-assigned-categories'
  | 'self-assigned-tasks'
  | 'reports';

/**
 * The key factory of an entity, in the style of notifications.keys.ts: its lists, its records and the pickers'
 * options all live under its root, so a mutation that invalidates `all` refreshes every screen and every picker
 * that shows it (saving a user refreshes the project form's manager picker too).
 */
export function entityKeys<const R extends EntityRoot>(root: R) {
  return {
    all: [root] as const,
    lists: [root, 'list'] as const,
    list: (query: ListQuery) => [root, 'list', query] as const,
    details: [root, 'detail'] as const,
    detail: (id: string) => [root, 'detail', id] as const,
    options: (...args: (string | null)[]) => [root, 'options', ...args] as const,
  };
}
