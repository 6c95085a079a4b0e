import { useState } from 'react';
import { MSG } from '@gestora/contract/messages';
import { notify, notifySaved, notifyUpdated } from '../lib/notify.ts';
import type { UploadState } from './files-dropzone.tsx';

/**
 * Files chosen in a form before its record exists, sent once it is saved: one request per file, so that each
 * shows its own progress (`states`, for FilesDropzone) and a failure names that file. `uploadAll` answers how
 * many failed; the record stays saved and the rest can be attached from its detail.
 */
export function usePendingFiles(upload: (recordId: string, file: File) => Promise<unknown>) {
  const [files, setFiles] = useState<File[]>([]);
  const [states, setStates] = useState<UploadState[]>([]);

  const uploadAll = async (recordId: string) => {
    const next: UploadState[] = files.map(() => 'waiting');
    let failed = 0;
    for (let i = 0; i < files.length; i++) {
      next[i] = 'uploading';
      setStates([...next]);
      try {
        await upload(recordId, files[i]);
        next[i] = 'done';
      } catch {
        next[i] = 'error';
        failed += 1;
      }
      setStates([...next]);
    }
    return failed;
  };

  /** A new choice forgets the states of the last attempt. */
  const choose = (next: File[]) => {
    setFiles(next);
    setStates([]);
  };

  /** The props of the FilesDropzone that chooses them. */
  const dropzone = { files, onChange: choose, states };

  /** After the record's save: its files go up to it, and `failed` says how many did not. */
  const sendTo = async <R extends { public_id: string }>(saved: R) => ({
    saved,
    failed: files.length ? await uploadAll(saved.public_id) : 0,
  });

  /** The form's state with the chosen files counted as unsaved changes (leaving asks first) until it is saved. */
  const guard = <T extends { dirty: boolean; leaving: boolean }>(record: T): T => ({
    ...record,
    dirty: (record.dirty || files.length > 0) && !record.leaving,
  });

  return { files, uploadAll, dropzone, sendTo, guard };
}

/** 'un archivo no se pudo subir', '3 archivos no se pudieron subir' (`verb`: subir, adjuntar). */
export const filesLeftOut = (failed: number, verb: string) =>
  failed === 1 ? `un archivo no se pudo ${verb}` : `${failed} archivos no se pudieron ${verb}`;

/**
 * The toast after a record saved with its files: the usual one, or, when some file did not go up, that the record
 * (`what`: 'La tarea') was saved all the same, how many files were left out, and `then` what the user can do.
 */
export function announceSavedWithFiles(failed: number, updating: boolean, what: string, then = '') {
  if (failed)
    notify(
      `${what} se guardó, pero ${filesLeftOut(failed, 'subir')}.${then}`,
      'info',
      updating ? MSG.updated : MSG.saved,
    );
  else if (updating) notifyUpdated();
  else notifySaved();
}
