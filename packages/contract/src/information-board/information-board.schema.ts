import { z } from 'zod';
import { ZListQuery, ZPublicId, ZRef, zPage, zRequiredText, zText } from '../common.schema.ts';

/**
 * The board's filter (spec section 3 "List filter"): type 'public' (default: every post the viewer may see) or
 * 'mine' (the viewer's own), and a department. A blank department means every department.
 */
export const BOARD_TYPES = ['public', 'mine'] as const;
export const BOARD_PER_PAGE = 10;

/** A department picked, or blank ('' from a select's first option): blank means every department. */
const zDepartmentChoice = () =>
  z.union([ZPublicId, z.literal('')], { error: 'El departamento seleccionado no es válido.' });

/** Query of GET /api/information_board and GET /api/idea: page, type, department_id (spec section 7). */
export const ZBoardQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(BOARD_PER_PAGE),
  type: z.enum(BOARD_TYPES, { error: 'El tipo de listado no es válido.' }).default('public'),
  department_id: zDepartmentChoice()
    .optional()
    .transform((v) => v || undefined),
});
export type TBoardQuery = z.input<typeof ZBoardQuery>;

/** Who wrote a post or an idea: name and last name, as the cards show them. */
export const ZBoardAuthor = z.object({ name: z.string(), last_name: z.string() });
/** The department a post or idea is addressed to; null: every department. */
export const ZBoardDepartment = ZRef.nullable();

/**
 * An attachment of a post: `file` is its download URL, ending in the file's own name so that a download is
 * saved under it (spec section 7: the last path segment of the URL, without the query string).
 */
export const ZBoardFile = z.object({
  public_id: z.string(),
  file: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number(),
});
export type TBoardFile = z.infer<typeof ZBoardFile>;

/** What a post and an idea both are: a text by an author, addressed to a department. content is sanitised HTML. */
export const ZBoardEntry = z.object({
  public_id: z.string(),
  title: z.string(),
  content: z.string(),
  created_at: z.string(),
  author: ZBoardAuthor.nullable(),
  department: ZBoardDepartment,
});

/** Information post (spec section 3). */
export const ZInformationPost = ZBoardEntry.extend({ files: z.array(ZBoardFile) });
export type TInformationPost = z.infer<typeof ZInformationPost>;
export const ZInformationPostPage = zPage(ZInformationPost);
export type TInformationPostPage = z.infer<typeof ZInformationPostPage>;

/** One of the author's posts on /information_board (management). */
export const ZMyInformationPost = ZInformationPost.extend({ updated_at: z.string() });
export type TMyInformationPost = z.infer<typeof ZMyInformationPost>;
export const ZMyInformationPostPage = zPage(ZMyInformationPost);
export type TMyInformationPostPage = z.infer<typeof ZMyInformationPostPage>;

/** GET /api/my_information_board: the author's posts, newest first, searchable. */
export const ZMyBoardQuery = ZListQuery;

/** Rich text of a post or an idea: HTML, sanitised by the server; required. */
export const zRichContent = (label: string) =>
  zText(label, `${label} es obligatorio.`)
    .max(100_000, { error: `${label} es demasiado largo.` })
    .refine((v) => v.trim().length > 0, { error: `${label} es obligatorio.` });

export const ZInformationPostRequest = z.object({
  title: zRequiredText('El título', 3, 200),
  /** HTML; sanitised by the server. */
  content: zRichContent('El contenido'),
  /** null or absent: every department. */
  department_id: zDepartmentChoice()
    .nullish()
    .transform((v) => v || null),
});
export type TInformationPostRequest = z.input<typeof ZInformationPostRequest>;
