import { useState } from 'react';
import { ActionIcon, Button, Menu, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { saveFile } from '../lib/download.ts';
import { fetchExport, type ExportFormat, type ExportProgress } from '../lib/export-download.ts';
import { formatSize } from '../lib/file-size.ts';
import { HttpError } from '../lib/http.ts';
import { notify, notifyError } from '../lib/notify.ts';
import type { ListQuery } from '../lib/query-keys.ts';
import { useIsMobile } from '../lib/use-is-mobile.ts';

interface ExportButtonProps {
  /** The list's API path ('/api/clients'); the file comes from `<path>/export`. */
  path: string;
  /** The query the page sends for its list; its page and per_page are left out. */
  query: ListQuery;
}

const count = (n: number) => n.toLocaleString('es');

/** 'Exportando… 120 de 500 filas' for a CSV, whose lines can be counted; the bytes received for an XLSX. */
export function progressText(p: ExportProgress): string {
  if (p.format === 'csv' && p.rows !== null) {
    const rows = p.total === null ? `${count(p.rows)} filas` : `${count(p.rows)} de ${count(p.total)} filas`;
    return `Exportando… ${rows}`;
  }
  return p.bytes > 0 ? `Exportando… ${formatSize(p.bytes)} recibidos` : 'Exportando…';
}

function ProgressMessage({ progress }: { progress: ExportProgress }) {
  const share =
    progress.format === 'csv' && progress.rows !== null && progress.total
      ? (progress.rows / progress.total) * 100
      : null;
  return (
    <Stack gap={6}>
      <Text size="sm">{progressText(progress)}</Text>
      {share === null ? (
        // An XLSX is zipped: no share of it can be known before the end, only that it is coming.
        <Progress value={100} striped animated size="sm" aria-label="Exportando" />
      ) : (
        <Progress value={share} size="sm" aria-label="Exportando" />
      )}
    </Stack>
  );
}

const failureOf = (err: unknown) =>
  err instanceof HttpError && err.message ? err.message : 'No se pudo exportar la lista. Vuelva a intentarlo.';

/**
 * 'Exportar' (CSV or Excel) of a list: exactly the rows its current search, filters and sort select. The file is
 * fetched as a stream with a toast that follows it, then saved under the server's name (lib/download.ts, which
 * opens it on the device in the native app). Disabled while an export runs; an icon on a phone.
 */
export function ExportButton({ path, query }: ExportButtonProps) {
  const phone = useIsMobile();
  const [busy, setBusy] = useState(false);

  const run = async (format: ExportFormat) => {
    setBusy(true);
    // The toasts show one at a time: the export the user just asked for goes first.
    notifications.clean();
    const start: ExportProgress = { format, bytes: 0, total: null, rows: format === 'csv' ? 0 : null };
    const id = notifications.show({
      message: <ProgressMessage progress={start} />,
      loading: true,
      autoClose: false,
      withCloseButton: false,
      withBorder: true,
    });
    try {
      const file = await fetchExport(path, query, format, (progress) =>
        notifications.update({ id, message: <ProgressMessage progress={progress} />, loading: true }),
      );
      notifications.hide(id);
      if (await saveFile(file.fileName, file.blob)) notify(`Archivo descargado: ${file.fileName}`, 'success');
    } catch (err) {
      notifications.hide(id);
      notifyError(failureOf(err));
    } finally {
      setBusy(false);
    }
  };

  const icon = <IconDownload size={18} aria-hidden />;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        {phone ? (
          <ActionIcon variant="default" size="lg" aria-label="Exportar" disabled={busy} loading={busy}>
            {icon}
          </ActionIcon>
        ) : (
          <Button variant="default" leftSection={icon} disabled={busy} loading={busy}>
            Exportar
          </Button>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileTypeCsv size={16} />} onClick={() => void run('csv')}>
          CSV
        </Menu.Item>
        <Menu.Item leftSection={<IconFileSpreadsheet size={16} />} onClick={() => void run('xlsx')}>
          Excel (XLSX)
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
