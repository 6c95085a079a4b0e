import { ActionIcon, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconFile, IconPaperclip, IconX } from '@tabler/icons-react';
import { formatSize } from '../lib/file-size.ts';
import { DropZone } from './drop-zone.tsx';

export type UploadState = 'waiting' | 'uploading' | 'done' | 'error';

/** 10 MB a file, 10 files a request: the API's multipart limits. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILES = 10;

interface FilesDropzoneProps {
  files: File[];
  onChange: (files: File[]) => void;
  /** Each file's upload state while (and after) it is sent. */
  states?: UploadState[];
  onReject?: (message: string) => void;
  disabled?: boolean;
}

const STATE_ICON: Record<UploadState, React.ReactNode> = {
  waiting: <IconFile size={18} aria-hidden />,
  uploading: <Loader size={16} aria-label="Subiendo" />,
  done: <IconCheck size={18} color="var(--mantine-color-green-7)" aria-label="Subido" />,
  error: <IconX size={18} color="var(--mantine-color-red-7)" aria-label="No se pudo subir" />,
};

/** Several files, dropped or chosen; each one listed with its size and its upload state. */
export function FilesDropzone({ files, onChange, states = [], onReject, disabled }: FilesDropzoneProps) {
  return (
    <Stack gap="xs">
      <DropZone
        onDrop={(dropped) => onChange([...files, ...dropped].slice(0, MAX_FILES))}
        onReject={() => onReject?.('Cada archivo puede pesar hasta 10 MB y se pueden adjuntar hasta 10 a la vez.')}
        maxSize={MAX_FILE_BYTES}
        maxFiles={MAX_FILES}
        disabled={disabled}
        aria-label="Adjuntar archivos"
        icon={IconPaperclip}
        iconSize={28}
        minHeight={72}
        title="Arrastre archivos o haga clic para elegirlos"
        hint="Hasta 10 archivos de 10 MB cada uno"
      />
      {files.length ? (
        <Stack gap={6} role="list" aria-label="Archivos por adjuntar">
          {files.map((file, i) => (
            <Paper key={`${file.name}-${i}`} withBorder radius="sm" px="sm" py={6} role="listitem">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  {STATE_ICON[states[i] ?? 'waiting']}
                  <Text size="sm" truncate="end">
                    {file.name}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                    {formatSize(file.size)}
                  </Text>
                </Group>
                {states[i] === 'uploading' || states[i] === 'done' ? null : (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="sm"
                    aria-label={`Quitar ${file.name}`}
                    onClick={() => onChange(files.filter((_, j) => j !== i))}
                  >
                    <IconX size={14} />
                  </ActionIcon>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
