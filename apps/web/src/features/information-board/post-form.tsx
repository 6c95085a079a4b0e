import { useNavigate } from '../../lib/router/history-router.tsx';
import { Stack, Text } from '@mantine/core';
import {
  ZInformationPostRequest,
  type TMyInformationPost,
} from '@gestora/contract/information-board/information-board.schema';
import { BoardEntryFields, boardEntryValues } from '../../components/board-entry-fields.tsx';
import { FilesDropzone } from '../../components/files-dropzone.tsx';
import { announceSavedWithFiles, usePendingFiles } from '../../components/use-pending-files.ts';
import { PageForm } from '../../components/form-page.tsx';
import { SavedFilesTable } from '../../components/saved-files-table.tsx';
import { Section } from '../../components/section.tsx';
import { useRecordForm } from '../../components/use-record-form.ts';
import { notifyError } from '../../lib/notify.ts';
import { useSavePost } from './information-board.mutations.ts';
import { uploadPostFile } from './information-board.queries.ts';

/** The fields of /information_board/create and /edit/{id}; new attachments go up once the post is saved. */
export function PostForm({ post }: { post: TMyInformationPost | null }) {
  const navigate = useNavigate();
  const save = useSavePost();
  const pending = usePendingFiles((id, file) => uploadPostFile(id, file));

  const record = useRecordForm({
    schema: ZInformationPostRequest,
    initial: boardEntryValues(post),
    save: async (body) => pending.sendTo(await save.mutateAsync({ id: post?.public_id, body })),
    updating: Boolean(post),
    announce: ({ failed }) => announceSavedWithFiles(failed, Boolean(post), 'La publicación'),
    onSaved: () => '/information_board',
  });

  return (
    <PageForm record={pending.guard(record)} onCancel={() => navigate('/information_board')} maw={900}>
      <Section title="Publicación">
        <BoardEntryFields
          form={record.form}
          entry={post}
          audience="Quién la verá en su tablero: las personas de ese departamento, o todos si lo deja vacío."
          content={{ label: 'Contenido', placeholder: 'Escriba el aviso', minHeight: 180 }}
        />
      </Section>
      <Section title="Archivos adjuntos">
        <Stack gap="md">
          {post?.files.length ? (
            <SavedFilesTable
              files={post.files}
              urlField="file"
              nameField="name"
              deleteRoute={`/api/information_board/${post.public_id}/files`}
            />
          ) : post ? (
            <Text c="dimmed" fz="sm">
              Esta publicación no tiene archivos.
            </Text>
          ) : null}
          <FilesDropzone {...pending.dropzone} onReject={notifyError} disabled={record.busy} />
        </Stack>
      </Section>
    </PageForm>
  );
}
