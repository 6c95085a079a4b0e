import { z } from 'zod';
import { ZUserRef } from '../common.schema.ts';

/**
 * An attachment of a task or a ticket, downloaded from `url` (GET /api/files/:public_id, authorised against the
 * record it belongs to): one shape for both, as the files module stores and serves them alike.
 */
export const ZAttachment = z.object({
  public_id: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number(),
  url: z.string(),
  uploaded_by: ZUserRef.nullable(),
  created_at: z.string(),
});
export type TAttachment = z.infer<typeof ZAttachment>;

/** What an upload answers: the record's files after it. */
export const ZAttachments = z.object({ data: z.array(ZAttachment) });
export type TAttachments = z.infer<typeof ZAttachments>;
