import { useCallback, useState } from 'react';
import { MSG } from '@gestora/contract/messages';
import { HttpError } from './http.ts';

export type FieldErrors = Record<string, string[]>;

/**
 * Server errors kept as a field → messages map (spec section 5: login, forgot and reset forms). A field's
 * messages clear as soon as a key is pressed in it; a failure without field errors lands under `general`.
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});

  const fromError = useCallback((err: unknown) => {
    if (err instanceof HttpError && err.errors && Object.keys(err.errors).length > 0) setErrors(err.errors);
    else if (err instanceof HttpError && err.status !== 0) setErrors({ general: [err.message] });
    else if (err instanceof HttpError) setErrors({});
    else setErrors({ general: [MSG.genericError] });
  }, []);

  const clearField = useCallback((field: string) => {
    setErrors((prev) => {
      if (!prev[field] && !prev.general) return prev;
      const { [field]: _removed, general: _general, ...rest } = prev;
      return rest;
    });
  }, []);

  /** Props for a Mantine input: the message under it (only when non-empty) and the clearing on key press. */
  const fieldProps = useCallback(
    (field: string) => ({
      error: errors[field]?.filter(Boolean).join(' ') || undefined,
      onKeyDown: () => clearField(field),
    }),
    [errors, clearField],
  );

  return { errors, setErrors, fromError, clearField, fieldProps, general: errors.general?.[0] };
}
