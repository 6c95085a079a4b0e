import { useEffect, useState } from 'react';
import { Box, Button, Card, Group, Loader, Overlay, Stack, Text, Title } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import type { TAuthUser } from '@gestora/contract/auth/auth.schema';
import { LIMITS } from '@gestora/contract/limits';
import { MSG } from '@gestora/contract/messages';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { DropZone } from '../../components/drop-zone.tsx';
import { errorMessage } from '../../components/form-errors.ts';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { notifyUpdated } from '../../lib/notify.ts';
import { useRemoveAvatar, useUploadAvatar } from './profile.queries.ts';
import { DEFAULT_AVATAR } from '@gestora/contract/users/default-avatar';

const ACCEPT = ['image/jpeg', 'image/png', 'image/webp'];

/** My picture: a drop zone with a preview of the chosen file while it uploads, and 'Quitar foto'. */
export function AvatarCard({ profile }: { profile: TAuthUser }) {
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const [preview, setPreview] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const hasPicture = Boolean(profile.avatar_url) && profile.avatar_url !== DEFAULT_AVATAR;

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const send = (file: File) => {
    setFailure(null);
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: () => {
        setPreview(null);
        notifyUpdated();
      },
      onError: (error) => {
        setPreview(null);
        setFailure(errorMessage(error));
      },
    });
  };

  const shown = preview ? { ...profile, avatar_url: preview } : profile;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="avatar-title">
      <Title order={2} size="h4" id="avatar-title" mb="md">
        Foto de perfil
      </Title>
      <Stack align="center" gap={4} mb="md">
        <Box pos="relative" style={{ borderRadius: '50%', overflow: 'hidden' }}>
          <UserAvatar user={shown} size={112} />
          {upload.isPending ? (
            <Overlay color="#000" backgroundOpacity={0.45} center radius="50%">
              <Loader color="white" size="sm" aria-label="Subiendo foto" />
            </Overlay>
          ) : null}
        </Box>
        <Text fw={600} mt="xs" ta="center">{`${profile.name} ${profile.last_name}`}</Text>
        <Text size="sm" c="dimmed" ta="center" style={{ overflowWrap: 'anywhere' }}>
          {profile.email}
        </Text>
      </Stack>
      <DropZone
        onDrop={(files) => files[0] && send(files[0])}
        onReject={() => setFailure(MSG.invalidImage)}
        accept={ACCEPT}
        maxSize={LIMITS.avatarMaxBytes}
        multiple={false}
        loading={upload.isPending}
        aria-label="Subir foto"
        icon={IconPhotoUp}
        iconSize={32}
        minHeight={88}
        title="Arrastre una imagen o haga clic para elegirla"
        hint="JPG, PNG o WEBP de hasta 2 MB"
      />
      {failure ? (
        <Text c="red" size="sm" mt="xs" role="alert">
          {failure}
        </Text>
      ) : null}
      {hasPicture ? (
        <Group justify="center" mt="md">
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => setConfirming(true)}
            disabled={upload.isPending}
          >
            Quitar foto
          </Button>
        </Group>
      ) : null}
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Quitar foto"
        confirmLabel="Quitar foto"
        color="red"
        onConfirm={() => remove.mutateAsync()}
        onDone={notifyUpdated}
      >
        ¿Desea quitar su foto de perfil? En su lugar se mostrarán sus iniciales.
      </ConfirmDialog>
    </Card>
  );
}
