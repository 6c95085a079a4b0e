import type { ComponentType } from 'react';
import { Box, Group, LoadingOverlay, Text } from '@mantine/core';
import { IconUpload, IconX } from '@tabler/icons-react';
import { useDropzone } from 'react-dropzone';
import classes from './drop-zone.module.css';

interface DropZoneProps {
  /** The files that passed the checks below. */
  onDrop: (files: File[]) => void;
  /** Some file did not pass them (type, size, count): the caller says why in its own words. */
  onReject?: () => void;
  /** MIME types; none: any file. */
  accept?: string[];
  maxSize?: number;
  maxFiles?: number;
  multiple?: boolean;
  disabled?: boolean;
  /** Busy while the chosen file uploads: covered by a loader, no new file taken. */
  loading?: boolean;
  'aria-label': string;
  /** The icon shown while nothing is dragged over the zone. */
  icon: ComponentType<{ size?: number; stroke?: number; color?: string }>;
  iconSize: number;
  minHeight: number;
  title: string;
  hint: string;
}

/**
 * A drop zone that also opens the file dialog on click or Enter, drawn like Mantine's Dropzone: react-dropzone
 * underneath, because @mantine/dropzone asks for Node 22 and the project runs on Node 20.
 */
export function DropZone({ icon: Idle, iconSize, minHeight, title, hint, loading, disabled, ...props }: DropZoneProps) {
  const { getRootProps, getInputProps, isDragActive, isDragAccept, isDragReject } = useDropzone({
    onDropAccepted: props.onDrop,
    onDropRejected: props.onReject,
    accept: props.accept && Object.fromEntries(props.accept.map((type) => [type, []])),
    maxSize: props.maxSize,
    maxFiles: props.maxFiles,
    multiple: props.multiple ?? true,
    disabled: disabled || loading,
  });
  const look = isDragActive && isDragAccept ? 'accept' : isDragActive && isDragReject ? 'reject' : 'idle';
  const icon = { size: iconSize, stroke: 1.5 };
  return (
    <Box
      {...getRootProps({ role: 'button', 'aria-label': props['aria-label'] })}
      className={classes.root}
      data-look={look}
      data-loading={loading || undefined}
      data-disabled={disabled || undefined}
    >
      <LoadingOverlay visible={Boolean(loading)} overlayProps={{ radius: 'md' }} />
      {/* The zone is the control (click, Enter, drop): its input would be a second button, named 'file upload'. */}
      <input {...getInputProps({ 'aria-hidden': true })} />
      <Group justify="center" gap="sm" mih={minHeight} wrap="nowrap" className={classes.inner}>
        {look === 'accept' ? <IconUpload {...icon} color="var(--mantine-color-brand-6)" /> : null}
        {look === 'reject' ? <IconX {...icon} color="var(--mantine-color-red-6)" /> : null}
        {look === 'idle' ? <Idle {...icon} color="var(--mantine-color-dimmed)" /> : null}
        <div>
          <Text size="sm" fw={500}>
            {title}
          </Text>
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        </div>
      </Group>
    </Box>
  );
}
