import { useEffect, useState } from 'react';
import { Box, Button, Center, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhoto, IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { LIMITS } from '@gestora/contract/limits';
import { MSG } from '@gestora/contract/messages';
import { DropZone } from '../../components/drop-zone.tsx';
import type { PhotoChange } from './vehicles.queries.ts';

const ACCEPT = ['image/jpeg', 'image/png', 'image/webp'];
const FRAME = { w: 220, h: 150 } as const;

/** A preview of the file picked, made and released with it. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

interface VehiclePhotoFieldProps {
  /** The saved photo's address, or null. */
  current: string | null;
  /** What the form will do with the photo once the vehicle is saved. */
  value: PhotoChange;
  onChange: (value: PhotoChange) => void;
}

/**
 * 'Foto': the photo picked (or the saved one) in a preview, a drop zone and 'Quitar foto'. The file goes up after the
 * vehicle is saved (POST /api/vehicles/:id/photo needs the vehicle), so a new vehicle can have one too.
 */
export function VehiclePhotoField({ current, value, onChange }: VehiclePhotoFieldProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const preview = usePreview(value instanceof File ? value : null);
  const shown = value === 'remove' ? null : (preview ?? current);
  return (
    <Group align="flex-start" gap="lg" wrap="wrap">
      <Box w={FRAME.w} maw="100%" h={FRAME.h} style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
        {shown ? (
          <Image src={shown} alt="Foto del vehículo" w="100%" h={FRAME.h} fit="cover" />
        ) : (
          <Center h="100%" bg="var(--mantine-color-default-hover)">
            <Stack align="center" gap={4}>
              <IconPhoto size={32} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
              <Text size="xs" c="dimmed">
                Sin foto
              </Text>
            </Stack>
          </Center>
        )}
      </Box>
      <Stack gap="xs" style={{ flex: '1 1 16rem' }}>
        <DropZone
          onDrop={(files) => {
            setFailure(null);
            if (files[0]) onChange(files[0]);
          }}
          onReject={() => setFailure(MSG.invalidImage)}
          accept={ACCEPT}
          maxSize={LIMITS.avatarMaxBytes}
          multiple={false}
          aria-label="Elegir foto"
          icon={IconPhotoUp}
          iconSize={32}
          minHeight={88}
          title="Arrastre una imagen o haga clic para elegirla"
          hint="JPG, PNG o WEBP de hasta 2 MB; se sube al guardar."
        />
        {failure ? (
          <Text c="red" size="sm" role="alert">
            {failure}
          </Text>
        ) : null}
        {shown ? (
          <Group>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} />}
              onClick={() => onChange(current ? 'remove' : null)}
            >
              Quitar foto
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Group>
  );
}
