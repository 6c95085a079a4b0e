import { useState } from 'react';
import { ActionIcon, Button, Group, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconEye, IconTrash } from '@tabler/icons-react';
import type { TTaskFile } from '@gestora/contract/tasks/tasks.schema';
import { errorMessage } from '../../components/form-errors.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { buildUrl } from '../../lib/http.ts';
import { notifyError } from '../../lib/notify.ts';
import { authHeaders, requestCredentials } from '../../lib/platform.ts';
import { useIsMobile } from '../../lib/use-is-mobile.ts';
import { memberName } from './task-badges.tsx';
import { formatSize } from './task-files-dropzone.tsx';

/** The API serves every file as a download; 'Ver' opens the bytes it fetched in a new tab instead. */
const VIEWABLE = /^(image\/(png|jpe?g|gif|webp)|application\/pdf|text\/plain)$/;

async function fetchBlob(url: string): Promise<Blob> {
  const res = await fetch(buildUrl(url), { headers: authHeaders(), credentials: requestCredentials() });
  if (!res.ok) throw new Error('No se pudo abrir el archivo.');
  return res.blob();
}

async function openFile(file: TTaskFile, download: boolean) {
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

interface TaskFilesTableProps {
  files: TTaskFile[];
  onRemove?: (file: TTaskFile) => void;
}

/** The attachments: name, size, who uploaded it and when; 'Descargar' and, for images, PDF and text, 'Ver'. */
export function TaskFilesTable({ files, onRemove }: TaskFilesTableProps) {
  const phone = useIsMobile();
  const [busy, setBusy] = useState<string | null>(null);
  if (files.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Sin archivos adjuntos.
      </Text>
    );
  }
  const act = (file: TTaskFile, download: boolean) => {
    setBusy(file.public_id + download);
    openFile(file, download)
      .catch((e) => notifyError(errorMessage(e)))
      .finally(() => setBusy(null));
  };
  const buttons = (f: TTaskFile) => (
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

  if (phone) {
    return (
      <Stack gap="xs" role="list" aria-label="Archivos adjuntos">
        {files.map((f) => (
          <Paper key={f.public_id} withBorder radius="md" p="sm" role="listitem">
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {f.name}
            </Text>
            <Text size="xs" c="dimmed" mb="xs">
              {formatSize(f.size)} · {f.uploaded_by ? memberName(f.uploaded_by) : '—'} · {formatDateTime(f.created_at)}
            </Text>
            {buttons(f)}
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={520} type="native">
      <Table aria-label="Archivos adjuntos" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Archivo</Table.Th>
            <Table.Th>Subido</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {files.map((f) => (
            <Table.Tr key={f.public_id}>
              <Table.Td>
                <Text size="sm" style={{ wordBreak: 'break-word' }}>
                  {f.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatSize(f.size)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{f.uploaded_by ? memberName(f.uploaded_by) : '—'}</Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(f.created_at)}
                </Text>
              </Table.Td>
              <Table.Td w={1}>{buttons(f)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
