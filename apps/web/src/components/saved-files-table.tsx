import { lazy, Suspense, useState } from 'react';
import { Anchor, Box, Table, Text } from '@mantine/core';
import '@mantine/core/styles/Table.css';
import { IconDownload, IconEye } from '@tabler/icons-react';
import { downloadFile, viewFile } from '../lib/download.ts';
import { formatSize } from '../lib/file-size.ts';
import { formatDate, formatDateTime } from '../lib/dates.ts';
import { http } from '../lib/http.ts';

// The deletion's menu and dialog load only where a parent grants deletion: the information board, which shows
// files on the home page's first visit, does not.
const FileActions = lazy(() => import('./saved-file-actions.tsx').then((m) => ({ default: m.SavedFileActions })));
const ConfirmDelete = lazy(() => import('./confirm-delete.tsx').then((m) => ({ default: m.ConfirmDelete })));

type SavedFile = { public_id: string } & Record<string, unknown>;

interface SavedFilesTableProps<F extends SavedFile> {
  files: F[];
  /** The field holding the file's URL (spec section 3: default 'file_url'). */
  urlField?: string;
  /** The field holding the file's name (default 'file'). */
  nameField?: string;
  /**
   * Where a file is deleted (DELETE {deleteRoute}/{public_id}): only a parent that grants deletion gives one; the
   * information board does not, and its table has no 'Eliminar' column.
   */
  deleteRoute?: string;
  /** After a delete answered 200: the row leaves the list. */
  onDeleted?: (file: F) => void;
  /** A 'Tamaño' column from the file's `size` in bytes (a task's and a ticket's attachments). */
  withSize?: boolean;
  /** A 'Subido' column: the file's `uploaded_by` ({name, last_name}) and `created_at`. */
  withUploader?: boolean;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
/**
 * A link's word beside its icon ('Acciones' beside its chevron): not on a phone, nor beside the size and uploader
 * columns, so that the columns fit (the column's title says what the icon does, the aria-label names the file).
 */
const Label = ({ children, hidden }: { children: string; hidden: boolean }) =>
  hidden ? null : (
    <Box component="span" visibleFrom="sm">
      {children}
    </Box>
  );

interface FileLinkProps {
  verb: 'Descargar' | 'Ver';
  icon: typeof IconDownload;
  /** The file's name, in the link's accessible name and tooltip. */
  name: string;
  onClick: () => void;
  /** Only the icon (see Label). */
  iconOnly: boolean;
}

/** 'Descargar' or 'Ver' one file: its icon, and its word where there is room. */
function FileLink({ verb, icon: Icon, name, onClick, iconOnly }: FileLinkProps) {
  return (
    <Anchor
      component="button"
      type="button"
      fz="sm"
      aria-label={`${verb} ${name}`}
      title={`${verb} ${name}`}
      onClick={onClick}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
    >
      <Icon size={15} /> <Label hidden={iconOnly}>{verb}</Label>
    </Anchor>
  );
}

const sizeOf = (f: SavedFile) => (typeof f.size === 'number' ? formatSize(f.size) : '');
function uploaderOf(f: SavedFile) {
  const by = f.uploaded_by as { name: string; last_name: string } | null | undefined;
  return by ? `${by.name} ${by.last_name}`.trim() : '—';
}

interface SavedFileRowProps {
  file: SavedFile;
  urlField: string;
  nameField: string;
  withSize: boolean;
  withUploader: boolean;
  /** Asks to delete the file; none when the parent grants no deletion (the row has no 'Eliminar' cell then). */
  onDelete?: () => void;
}

/** One file of the table: its name (its size and uploader under it on a phone), those columns and its links. */
function SavedFileRow({ file: f, urlField, nameField, withSize, withUploader, onDelete }: SavedFileRowProps) {
  const url = text(f[urlField]);
  const name = text(f[nameField]) || url.split('/').pop() || 'archivo';
  const extended = withSize || withUploader;
  return (
    <Table.Tr>
      <Table.Td>
        <Text fz="sm" lineClamp={2} style={{ wordBreak: 'break-all' }}>
          {name}
        </Text>
        {extended ? (
          // On a phone the extra columns fold under the name.
          <Text fz="xs" c="dimmed" hiddenFrom="sm">
            {[withSize && sizeOf(f), withUploader && uploaderOf(f)].filter(Boolean).join(' · ')}
          </Text>
        ) : null}
      </Table.Td>
      {withSize ? (
        <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
          {sizeOf(f)}
        </Table.Td>
      ) : null}
      {withUploader ? (
        <Table.Td visibleFrom="sm">
          <Text fz="sm">{uploaderOf(f)}</Text>
          <Text fz="xs" c="dimmed" title={formatDateTime(text(f.created_at))}>
            {formatDate(text(f.created_at))}
          </Text>
        </Table.Td>
      ) : null}
      <Table.Td>
        <FileLink
          verb="Descargar"
          icon={IconDownload}
          name={name}
          onClick={() => void downloadFile(url)}
          iconOnly={extended}
        />
      </Table.Td>
      <Table.Td>
        <FileLink verb="Ver" icon={IconEye} name={name} onClick={() => void viewFile(url)} iconOnly={extended} />
      </Table.Td>
      {onDelete ? (
        <Table.Td>
          <Suspense fallback={null}>
            <FileActions name={name} onDelete={onDelete} />
          </Suspense>
        </Table.Td>
      ) : null}
    </Table.Tr>
  );
}

/**
 * The saved-files table (spec section 2): for each file 'Descargar', 'Ver' and, when the parent grants deletion,
 * 'Eliminar' through an 'Acciones' dropdown. A download is saved under the last segment of the file's URL.
 */
export function SavedFilesTable<F extends SavedFile>({
  files,
  urlField = 'file_url',
  nameField = 'file',
  deleteRoute,
  onDeleted,
  withSize = false,
  withUploader = false,
}: SavedFilesTableProps<F>) {
  const [shown, setShown] = useState(files);
  const [source, setSource] = useState(files);
  // A new list from the parent replaces the one shown (a row removed here stays removed until then).
  if (files !== source) {
    setSource(files);
    setShown(files);
  }
  const [deleting, setDeleting] = useState<F | null>(null);
  if (shown.length === 0) return null;

  const remove = async (file: F) => {
    let status = 0;
    await http.delete(`${deleteRoute}/${file.public_id}`, { onStatus: (s) => (status = s) });
    // Spec section 5: a delete succeeds only on HTTP 200.
    if (status !== 200) throw new Error('No se pudo eliminar el archivo.');
    setShown((all) => all.filter((f) => f.public_id !== file.public_id));
    onDeleted?.(file);
  };

  return (
    <>
      <Table.ScrollContainer minWidth={280} type="native">
        <Table verticalSpacing={4} horizontalSpacing={6} fz="sm" aria-label="Archivos adjuntos">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Archivo</Table.Th>
              {withSize ? (
                <Table.Th w={1} visibleFrom="sm">
                  Tamaño
                </Table.Th>
              ) : null}
              {withUploader ? <Table.Th visibleFrom="sm">Subido</Table.Th> : null}
              <Table.Th w={1}>Descargar</Table.Th>
              <Table.Th w={1}>Ver</Table.Th>
              {deleteRoute ? <Table.Th w={1}>Eliminar</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((f) => (
              <SavedFileRow
                key={f.public_id}
                file={f}
                urlField={urlField}
                nameField={nameField}
                withSize={withSize}
                withUploader={withUploader}
                onDelete={deleteRoute ? () => setDeleting(f) : undefined}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {deleteRoute ? (
        <Suspense fallback={null}>
          <ConfirmDelete
            target={deleting ? { kind: 'archivo', name: text(deleting[nameField]) || 'archivo' } : null}
            onClose={() => setDeleting(null)}
            onConfirm={() => remove(deleting!)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
