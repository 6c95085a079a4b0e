import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import type { TTaskFile } from '@gestora/contract/tasks/tasks.schema';
import { ConfirmDelete } from '../../components/confirm-delete.tsx';
import { notifyError, notifySaved } from '../../lib/notify.ts';
import { FilesDropzone, type UploadState } from '../../components/files-dropzone.tsx';
import { TaskFilesTable } from './task-files-table.tsx';
import { uploadTaskFiles, useFilesUploaded, useRemoveTaskFile } from './tasks.queries.ts';

interface TaskAttachmentsProps {
  taskId: string;
  files: TTaskFile[];
  /** Members and editors attach evidence and remove attachments. */
  canAttach: boolean;
}

/** The task's attachments, and for who works on it a drop zone to add more (one request per file). */
export function TaskAttachments({ taskId, files, canAttach }: TaskAttachmentsProps) {
  const uploaded = useFilesUploaded();
  const remove = useRemoveTaskFile(taskId);
  const [pending, setPending] = useState<File[]>([]);
  const [states, setStates] = useState<UploadState[]>([]);
  const [busy, setBusy] = useState(false);
  const [toRemove, setToRemove] = useState<TTaskFile | null>(null);

  const upload = async () => {
    setBusy(true);
    const next: UploadState[] = pending.map(() => 'waiting');
    const failed: File[] = [];
    for (let i = 0; i < pending.length; i++) {
      next[i] = 'uploading';
      setStates([...next]);
      try {
        await uploadTaskFiles(taskId, [pending[i]]);
        next[i] = 'done';
      } catch (e) {
        next[i] = 'error';
        failed.push(pending[i]);
        notifyError(e instanceof Error ? e.message : `No se pudo subir ${pending[i].name}.`);
      }
      setStates([...next]);
    }
    await uploaded();
    setBusy(false);
    // What failed stays listed to try again; what went up is now in the table.
    setPending(failed);
    setStates([]);
    if (!failed.length) notifySaved();
  };

  return (
    <Stack gap="md">
      <TaskFilesTable files={files} onRemove={canAttach ? setToRemove : undefined} />
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
              <Button leftSection={<IconUpload size={16} />} onClick={upload} loading={busy}>
                {pending.length === 1 ? 'Subir archivo' : `Subir ${pending.length} archivos`}
              </Button>
            </Group>
          ) : null}
        </>
      ) : null}
      <ConfirmDelete
        target={toRemove ? { kind: 'archivo', name: toRemove.name } : null}
        onClose={() => setToRemove(null)}
        onConfirm={() => remove.mutateAsync(toRemove!.public_id)}
      />
    </Stack>
  );
}
