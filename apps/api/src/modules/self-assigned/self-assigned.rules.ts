/**
 * A category's name as its uniqueness compares it: lower case, accents off but ñ kept ('Año' is not 'Ano'), spaces
 * collapsed. Written to self_assigned_categories.name_key, which the owner's unique index holds.
 */
export function selfCategoryNameKey(name: string): string {
  return name
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(/ñ/g, '\uE000')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\uE000/g, 'ñ');
}

/** The 409 of a category deleted without saying what becomes of its tasks (ZSelfCategoryDeleteQuery). */
export const categoryHoldsTasks = (n: number) =>
  `La categoría tiene ${n} ${n === 1 ? 'tarea' : 'tareas'}: indique qué hacer con ellas.`;

export const MSG_SELF = {
  categoryMissing: 'La categoría no existe.',
  taskMissing: 'La tarea no existe.',
  invalidCategory: 'Seleccione una categoría válida.',
  nameTaken: 'Ya tiene una categoría con ese nombre.',
  moveNeedsTo: 'Seleccione la categoría a la que pasarán las tareas.',
  invalidAfter: 'Seleccione una tarea de esa columna.',
} as const;
