import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { notifyError, notifySaved } from '../lib/notify.ts';
import { FilesDropzone, type UploadState } from './files-dropzone.tsx';
import { SavedFilesTable } from './saved-files-table.tsx';

/** An attachment as the API lists it (a task's, a ticket's): downloaded from `url`, which ends in its name. */
export type AttachedFile = {
  public_id: string;
  name: string;
  size: number;
  url: string;
  uploaded_by: { name: string; last_name: string } | null;
  created_at: string;
};

interface FileAttachmentsProps {
  files: AttachedFile[];
  /** Who works on the record attaches files and removes them. */
  canAttach: boolean;
  /** Removing, when it is not for everyone who attaches (a ticket's requester adds files, its people remove them). */
  canRemove?: boolean;
  /** Sends one file (the record's POST …/files). */
  upload: (file: File) => Promise<unknown>;
  /** Where one is removed (DELETE {deleteRoute}/{file public_id}), offered only with `canRemove`. */
  deleteRoute: string;
  /** After files went up or one was removed: refresh what shows them (the record, the lists' counts). */
  onChanged: () => Promise<unknown>;
}

/**
 * A record's attachments (a task's, a ticket's) in the saved-files table, with their size and uploader, and for who
 * works on it a drop zone to add more: one request per file, so that each shows its progress and a failure names
 * it; what failed stays listed to try again.
 */
export function FileAttachments({
  files,
  canAttach,
  canRemove = canAttach,
  upload,
  deleteRoute,
  onChanged,
}: FileAttachmentsProps) {
  const [pending, setPending] = useState<File[]>([]);
  const [states, setStates] = useState<UploadState[]>([]);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    setBusy(true);
    const next: UploadState[] = pending.map(() => 'waiting');
    const failed: File[] = [];
    for (let i = 0; i < pending.length; i++) {
      next[i] = 'uploading';
      setStates([...next]);
      try {
        await upload(pending[i]);
        next[i] = 'done';
      } catch (e) {
        next[i] = 'error';
        failed.push(pending[i]);
        notifyError(e instanceof Error ? e.message : `No se pudo subir ${pending[i].name}.`);
      }
      setStates([...next]);
    }
    await onChanged();
    setBusy(false);
    setPending(failed);
    setStates([]);
    if (!failed.length) notifySaved();
  };

  return (
    <Stack gap="md">
      {files.length ? (
        <SavedFilesTable
          files={files}
          urlField="url"
          nameField="name"
          withSize
          withUploader
          deleteRoute={canRemove ? deleteRoute : undefined}
          onDeleted={() => void onChanged()}
        />
      ) : (
        <Text size="sm" c="dimmed">
          Sin archivos adjuntos.
        </Text>
      )}
      {canAttach ? (
        <>
          <FilesDropzone
            files={pending}
            onChange={(f) => {
              setPending(f);
              setStates([]);
            }}
            states={states}
            onReject={notifyError}
            disabled={busy}
          />
          {pending.length ? (
            <Group justify="flex-end">
              <Button leftSection={<IconUpload size={16} />} onClick={send} loading={busy}>
                {pending.length === 1 ? 'Subir archivo' : `Subir ${pending.length} archivos`}
              </Button>
            </Group>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
