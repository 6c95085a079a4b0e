import type { ReactNode } from 'react';
import { Input, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { TAttachment } from '@gestora/contract/files/files.schema';
import { FilesDropzone } from '../../components/files-dropzone.tsx';
import { SavedFilesTable } from '../../components/saved-files-table.tsx';
import { notifyError } from '../../lib/notify.ts';
import { MAINTENANCE_KEYS } from './maintenance.keys.ts';

interface MaintenanceFilesProps {
  label: string;
  description: string;
  /** The record's saved files (an edit), listed above the drop zone; none on a new record. */
  saved?: TAttachment[];
  /** Where a saved file is deleted (DELETE {route}/{file}); none when the user may not. */
  deleteRoute?: string;
  /** Said when a saved record has no file yet. */
  noneSaved?: string;
  /** The files chosen, sent with the save in one request. */
  files: File[];
  onChange: (files: File[]) => void;
  /** The server's 422 about a file ('El archivo «x.pdf» no es válido.'). */
  error?: ReactNode;
  busy: boolean;
}

/**
 * A request's photos or a record's invoices: the saved ones (download, view, delete) and a drop zone for new ones,
 * which go up with the save in one request, so that a refused file names itself under the zone and none is kept.
 */
export function MaintenanceFiles({
  saved,
  deleteRoute,
  noneSaved,
  files,
  onChange,
  error,
  busy,
  ...field
}: MaintenanceFilesProps) {
  const client = useQueryClient();
  return (
    <Stack gap="md">
      {saved?.length ? (
        <SavedFilesTable
          files={saved}
          urlField="url"
          nameField="name"
          withSize
          withUploader
          deleteRoute={deleteRoute}
          onDeleted={() => void client.invalidateQueries({ queryKey: MAINTENANCE_KEYS.all })}
        />
      ) : saved && noneSaved ? (
        <Text c="dimmed" fz="sm">
          {noneSaved}
        </Text>
      ) : null}
      <Input.Wrapper {...field} error={error}>
        <FilesDropzone
          files={files}
          onChange={onChange}
          states={busy ? files.map(() => 'uploading' as const) : []}
          onReject={notifyError}
          disabled={busy}
        />
      </Input.Wrapper>
    </Stack>
  );
}
