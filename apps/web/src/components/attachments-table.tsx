import { useState } from 'react';
import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { IconDownload, IconEye, IconTrash } from '@tabler/icons-react';
import { Lines } from './cells.tsx';
import type { DataColumn } from './data-table-parts.tsx';
import { errorMessage } from './form-errors.ts';
import { ResponsiveTable } from './responsive-table.tsx';
import { formatDateTime } from '../lib/dates.ts';
import { buildUrl } from '../lib/http.ts';
import { notifyError } from '../lib/notify.ts';
import { authHeaders, requestCredentials } from '../lib/platform.ts';
import { formatSize } from './files-dropzone.tsx';

/** An attachment as the API lists it (a task's, a ticket's): downloaded from `url`, an authorised route. */
export interface SavedFile {
  public_id: string;
  name: string;
  mime: string;
  size: number;
  url: string;
  uploaded_by: { name: string; last_name: string } | null;
  created_at: string;
}

/** The API serves every file as a download; 'Ver' opens the bytes it fetched in a new tab instead. */
const VIEWABLE = /^(image\/(png|jpe?g|gif|webp)|application\/pdf|text\/plain)$/;

async function fetchBlob(url: string): Promise<Blob> {
  const res = await fetch(buildUrl(url), { headers: authHeaders(), credentials: requestCredentials() });
  if (!res.ok) throw new Error('No se pudo abrir el archivo.');
  return res.blob();
}

async function openFile(file: SavedFile, download: boolean) {
  const blob = await fetchBlob(file.url);
  const href = URL.createObjectURL(blob);
  if (download) {
    const a = document.createElement('a');
    a.href = href;
    a.download = file.name;
    a.click();
  } else {
    window.open(href, '_blank', 'noopener');
  }
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

interface AttachmentsTableProps {
  files: SavedFile[];
  onRemove?: (file: SavedFile) => void;
}

/** The attachments: name, size, who uploaded it and when; 'Descargar' and, for images, PDF and text, 'Ver'. */
export function AttachmentsTable({ files, onRemove }: AttachmentsTableProps) {
  const [busy, setBusy] = useState<string | null>(null);
  const act = (file: SavedFile, download: boolean) => {
    setBusy(file.public_id + download);
    openFile(file, download)
      .catch((e) => notifyError(errorMessage(e)))
      .finally(() => setBusy(null));
  };
  const buttons = (f: SavedFile) => (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Button
        size="xs"
        variant="light"
        leftSection={<IconDownload size={14} />}
        loading={busy === f.public_id + true}
        onClick={() => act(f, true)}
        aria-label={`Descargar ${f.name}`}
      >
        Descargar
      </Button>
      {VIEWABLE.test(f.mime) ? (
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconEye size={14} />}
          loading={busy === f.public_id + false}
          onClick={() => act(f, false)}
          aria-label={`Ver ${f.name}`}
        >
          Ver
        </Button>
      ) : null}
      {onRemove ? (
        <Tooltip label="Quitar archivo">
          <ActionIcon variant="subtle" color="red" aria-label={`Quitar ${f.name}`} onClick={() => onRemove(f)}>
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );

  const columns: DataColumn<SavedFile>[] = [
    {
      key: 'name',
      title: 'Archivo',
      card: 'title',
      render: (f) => <Lines main={f.name} more={[formatSize(f.size)]} />,
    },
    {
      key: 'uploaded',
      title: 'Subido',
      render: (f) => (
        <Lines
          main={f.uploaded_by ? `${f.uploaded_by.name} ${f.uploaded_by.last_name}`.trim() : '—'}
          more={[formatDateTime(f.created_at)]}
        />
      ),
    },
    { key: 'actions', title: '', width: 1, card: 'full', render: buttons },
  ];
  return (
    <ResponsiveTable
      label="Archivos adjuntos"
      columns={columns}
      rows={files}
      rowKey={(f) => f.public_id}
      rowLabel={(f) => f.name}
      minWidth={520}
      verticalSpacing="xs"
      empty="Sin archivos adjuntos."
    />
  );
}
