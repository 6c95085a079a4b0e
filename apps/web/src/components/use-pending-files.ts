import { useState } from 'react';
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

  return { files, uploadAll, dropzone };
}
