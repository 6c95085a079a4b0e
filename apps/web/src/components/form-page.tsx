import type { ReactNode } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Loaded } from './loaded.tsx';
import { PageHeader } from './page-header.tsx';
import type { RecordForm } from './use-record-form.ts';
import { useUnsavedGuard } from './use-unsaved-guard.tsx';

interface FormPageProps<T> {
  title: string;
  subtitle?: ReactNode;
  /** An edit page's record: skeleton while it loads, the server's message and 'Reintentar' if it fails. */
  record?: { query: UseQueryResult<T>; errorTitle: string };
  /** The form; on an edit page a function of the loaded record. */
  children: ReactNode | ((record: T) => ReactNode);
}

/** The page around a create or edit form (/x/create, /x/edit/{id}). */
export function FormPage<T>({ title, subtitle, record, children }: FormPageProps<T>) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      {record ? (
        <Loaded query={record.query} errorTitle={record.errorTitle}>
          {(data) => (typeof children === 'function' ? children(data) : children)}
        </Loaded>
      ) : (
        (children as ReactNode)
      )}
    </>
  );
}

interface PageFormProps {
  record: Pick<RecordForm<never>, 'dirty' | 'busy' | 'submit'>;
  /** 'Cancelar': back where the user came from, or to the record. */
  onCancel: () => void;
  /** The form's widest (a short form reads better narrow). */
  maw?: number;
  children: ReactNode;
}

/** A form on its own page: its sections, then 'Cancelar' and 'Guardar'; leaving with unsaved changes asks first. */
export function PageForm({ record: { dirty, busy, submit }, onCancel, maw, children }: PageFormProps) {
  const guard = useUnsavedGuard(dirty);
  return (
    <form onSubmit={submit} noValidate style={{ maxWidth: maw }}>
      <Stack gap="lg">
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancelar
          </Button>
          <Button type="submit" loading={busy}>
            Guardar
          </Button>
        </Group>
      </Stack>
      {guard}
    </form>
  );
}
