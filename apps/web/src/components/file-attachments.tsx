import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { notifyError, notifySaved } from '../lib/notify.ts';
import { ConfirmDelete } from './confirm-delete.tsx';
import { FilesDropzone, type UploadState } from './files-dropzone.tsx';
import { AttachmentsTable, type SavedFile } from './attachments-table.tsx';

interface FileAttachmentsProps {
  files: SavedFile[];
  /** Who works on the record attaches files and removes them. */
  canAttach: boolean;
  /** Removing, when it is not for everyone who attaches (a ticket's requester adds files, its people remove them). */
  canRemove?: boolean;
  /** Sends one file (the record's POST …/files). */
  upload: (file: File) => Promise<unknown>;
  /** After the files went up: refresh what shows them (the record, the lists' counts). */
  onUploaded: () => Promise<unknown>;
  /** Removes one attachment by its public id. */
  remove: (fileId: string) => Promise<unknown>;
}

/**
 * A record's attachments (a task's, a ticket's), and for who works on it a drop zone to add more: one request per
 * file, so that each shows its progress and a failure names it; what failed stays listed to try again.
 */
export function FileAttachments({
  files,
  canAttach,
  canRemove = canAttach,
  upload,
  onUploaded,
  remove,
}: FileAttachmentsProps) {
  const [pending, setPending] = useState<File[]>([]);
  const [states, setStates] = useState<UploadState[]>([]);
  const [busy, setBusy] = useState(false);
  const [toRemove, setToRemove] = useState<SavedFile | null>(null);

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
    await onUploaded();
    setBusy(false);
    setPending(failed);
    setStates([]);
    if (!failed.length) notifySaved();
  };

  return (
    <Stack gap="md">
      <AttachmentsTable files={files} onRemove={canRemove ? setToRemove : undefined} />
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
      <ConfirmDelete
        target={toRemove ? { kind: 'archivo', name: toRemove.name } : null}
        onClose={() => setToRemove(null)}
        onConfirm={() => remove(toRemove!.public_id)}
      />
    </Stack>
  );
}
