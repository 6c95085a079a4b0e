import type { TTaskFile } from '@gestora/contract/tasks/tasks.schema';
import { FileAttachments } from '../../components/file-attachments.tsx';
import { uploadTaskFiles, useFilesUploaded } from './tasks.queries.ts';

interface TaskAttachmentsProps {
  taskId: string;
  files: TTaskFile[];
  /** Members and editors attach evidence and remove attachments. */
  canAttach: boolean;
}

/** The task's attachments, and for who works on it a drop zone to add more (one request per file). */
export function TaskAttachments({ taskId, files, canAttach }: TaskAttachmentsProps) {
  const uploaded = useFilesUploaded();
  return (
    <FileAttachments
      files={files}
      canAttach={canAttach}
      upload={(file) => uploadTaskFiles(taskId, [file])}
      deleteRoute={`/api/tasks/${taskId}/files`}
      onChanged={uploaded}
    />
  );
}
