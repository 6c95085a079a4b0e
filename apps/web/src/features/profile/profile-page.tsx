import { useState } from 'react';
import { Alert, Grid, Skeleton, Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header.tsx';
import { errorMessage } from '../../components/form-errors.ts';
import { useUnsavedGuard } from '../../components/use-unsaved-guard.tsx';
import { AvatarCard } from './avatar-card.tsx';
import { PasswordCard } from './password-card.tsx';
import { ProfileDataCard } from './profile-data-card.tsx';
import { useProfile } from './profile.queries.ts';
import { SessionsCard } from './sessions-card.tsx';

/** /profile 'Mi cuenta': my data, picture, password and open sessions. */
export function ProfilePage() {
  const profile = useProfile();
  const [dataDirty, setDataDirty] = useState(false);
  const [passwordDirty, setPasswordDirty] = useState(false);
  const leaving = useUnsavedGuard(dataDirty || passwordDirty);

  return (
    <>
      {leaving}
      <PageHeader
        title="Mi cuenta"
        subtitle="Sus datos, su foto, su contraseña y los dispositivos donde inició sesión."
      />
      {profile.data ? (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <AvatarCard profile={profile.data} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <ProfileDataCard profile={profile.data} onDirtyChange={setDataDirty} />
              <PasswordCard onDirtyChange={setPasswordDirty} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={12}>
            <SessionsCard />
          </Grid.Col>
        </Grid>
      ) : profile.error ? (
        <Alert color="red" variant="light">
          {errorMessage(profile.error)}
        </Alert>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Skeleton height={320} radius="md" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Skeleton height={320} radius="md" />
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}
