import { MSG } from '@gestora/contract/messages';
import { HttpError } from '../lib/http.ts';
import { notifyError } from '../lib/notify.ts';

/** The part of a Mantine form this needs (any `useForm` result fits). */
interface FormLike {
  setErrors: (errors: Record<string, string>) => void;
  getValues: () => object;
}

/** 'role_ids.0' → 'role_ids': a message about one item of a list belongs under the list's field. */
const baseField = (key: string) => key.split('.')[0];

/**
 * Shows a failed save where the user can act on it: a 422's messages under their fields (Mantine clears each
 * one when the user types in that field), and anything else — or a 422 about a field the form does not have —
 * as an error toast with the server's Spanish message. Returns true when the messages went under fields.
 */
export function showFormErrors(form: FormLike, error: unknown): boolean {
  if (error instanceof HttpError && error.status === 422 && error.errors) {
    const fields = new Set(Object.keys(form.getValues()));
    const mine: Record<string, string> = {};
    const others: string[] = [];
    for (const [key, messages] of Object.entries(error.errors)) {
      const field = baseField(key);
      const first = messages?.[0];
      if (!first) continue;
      if (fields.has(field)) mine[field] ??= first;
      else others.push(first);
    }
    if (Object.keys(mine).length) form.setErrors(mine);
    if (others.length) notifyError(others[0]);
    else if (!Object.keys(mine).length) notifyError(error.message);
    return Object.keys(mine).length > 0;
  }
  notifyError(errorMessage(error));
  return false;
}

/** The server's Spanish message of a failed request, or the spec's default. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : MSG.genericError;
}
