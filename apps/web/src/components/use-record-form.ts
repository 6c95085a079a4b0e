import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from '../lib/router/history-router.tsx';
import { schemaResolver, useForm, type UseFormReturnType } from '@mantine/form';
import { keepToastForNextPage, notifySaved, notifyUpdated } from '../lib/notify.ts';
import { showFormErrors } from './form-errors.ts';

interface RecordFormOptions<V, B, R> {
  /** The contract's request schema (`ZClientRequest`): the form checks exactly what the server will. */
  schema: Parameters<typeof schemaResolver>[0];
  initial: V;
  /** The request body made from the values (ids picked, numbers typed); what is checked and sent. */
  toBody?: (values: V) => B;
  /** The save call, e.g. `(body) => save.mutateAsync({ id, body })`. */
  save: (body: B) => Promise<R>;
  /** Editing an existing record: 'Registro actualizado con éxito' instead of 'Registro guardado con éxito'. */
  updating: boolean;
  /** A toast of its own instead of the usual one (what happened to an invitation mail). */
  announce?: (saved: R) => void;
  /**
   * After the save and its toast: a path to go to (the record's page), or nothing (a modal closes itself here).
   * A path is followed only once the unsaved-changes guard knows the form is saved.
   */
  onSaved?: (saved: R) => string | void | Promise<string | void>;
}

export interface RecordForm<V> {
  form: UseFormReturnType<V>;
  submit: (event?: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  /** Changed and not yet saved: leaving asks first. */
  dirty: boolean;
  /** Saved, and on its way to the next page. */
  leaving: boolean;
}

/**
 * The plumbing of every create/edit form: the contract's zod schema as validator, busy while saving, the success
 * toast, the server's 422 messages under their fields (Mantine clears one when the user types in its field) and
 * the way out after saving. Fields, layout and what is particular stay in the feature.
 */
export function useRecordForm<V extends Record<string, unknown>, B = V, R = unknown>({
  schema,
  initial,
  toBody = (v) => v as unknown as B,
  save,
  updating,
  announce,
  onSaved,
}: RecordFormOptions<V, B, R>): RecordForm<V> {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const check = schemaResolver(schema, { sync: true });
  const form = useForm<V>({ initialValues: initial, validate: (values) => check(toBody(values)) });

  // Navigate only after the guard has seen that the form is saved.
  useEffect(() => {
    if (leaveTo) navigate(leaveTo);
  }, [leaveTo, navigate]);

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      const saved = await save(toBody(values));
      if (announce) announce(saved);
      else if (updating) notifyUpdated();
      else notifySaved();
      const next = await onSaved?.(saved);
      if (next) {
        keepToastForNextPage();
        setLeaveTo(next);
      }
    } catch (error) {
      showFormErrors(form, error);
    } finally {
      setBusy(false);
    }
  });

  return { form, submit, busy, dirty: form.isDirty() && !leaveTo, leaving: Boolean(leaveTo) };
}

/**
 * The value, change and error of one field for an input that hands over the value itself (a picker, the rich-text
 * editor) rather than a DOM event. Mantine's setFieldValue also clears the field's error, as typing does.
 */
export function bindField<V, K extends keyof V & string>(form: UseFormReturnType<V>, name: K) {
  return {
    value: form.values[name],
    // Mantine types the value by the field's path, which TypeScript cannot resolve for a generic form.
    onChange: (value: V[K]) => form.setFieldValue(name, value as never),
    error: form.errors[name],
  };
}
