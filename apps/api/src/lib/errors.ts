import { MSG } from '@gestora/contract/messages';

/** An error a route answers with as is: status and Spanish message, and field errors for 422. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: Record<string, string[]>,
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message: string = MSG.notFound) => new HttpError(404, message);
export const forbidden = (message: string = MSG.forbidden) => new HttpError(403, message);
export const conflict = (message: string) => new HttpError(409, message);
/** A 422 on one field, shaped like the validation errors so forms show it under the field. */
export type FieldErrors = Record<string, string[]>;

/** Every field problem of a form in one 422, so the form shows them all at once. */
export function throwIfAny(errors: FieldErrors) {
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new HttpError(422, first, errors);
}

export const fieldError = (field: string, message: string) => new HttpError(422, message, { [field]: [message] });
