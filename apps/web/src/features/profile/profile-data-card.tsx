import { useEffect } from 'react';
import { Badge, Button, Card, Group, Input, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { TAuthUser } from '@gestora/contract/auth/auth.schema';
import { ZUpdateProfileRequest } from '@gestora/contract/profile/profile.schema';
import { showFormErrors } from '../../components/form-errors.ts';
import { NameFields } from '../../components/name-fields.tsx';
import { notifyUpdated } from '../../lib/notify.ts';
import { useUpdateProfile } from './profile.queries.ts';

const READ_ONLY_HELP = 'Solo un administrador puede cambiarlo.';

/** Name, last name and phone are mine to change; email, area and roles are shown as the admin set them. */
interface ProfileDataCardProps {
  profile: TAuthUser;
  /** Tells the page when there are unsaved changes (leaving then asks first). */
  onDirtyChange: (dirty: boolean) => void;
}

export function ProfileDataCard({ profile, onDirtyChange }: ProfileDataCardProps) {
  const update = useUpdateProfile();
  const form = useForm({
    initialValues: { name: profile.name, last_name: profile.last_name, phone: profile.phone ?? '' },
    validate: schemaResolver(ZUpdateProfileRequest, { sync: true }),
  });

  // The server's copy arrives after the stored one: take it unless the user already started typing.
  const serverKey = `${profile.name}\u0000${profile.last_name}\u0000${profile.phone ?? ''}`;
  useEffect(() => {
    if (form.isDirty()) return;
    const next = { name: profile.name, last_name: profile.last_name, phone: profile.phone ?? '' };
    form.setInitialValues(next);
    form.setValues(next);
    // Only a change of the server's values should reset the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverKey]);

  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const submit = form.onSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        const next = { name: saved.name, last_name: saved.last_name, phone: saved.phone ?? '' };
        form.setInitialValues(next);
        form.setValues(next);
        notifyUpdated();
      },
      onError: (error) => showFormErrors(form, error),
    }),
  );

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="profile-data-title">
      <Title order={2} size="h4" id="profile-data-title">
        Datos personales
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Así lo ven sus compañeros en tareas, tickets y reuniones.
      </Text>
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <NameFields inputProps={form.getInputProps} autoComplete="own" />
          <TextInput label="Teléfono" type="tel" maxLength={30} autoComplete="tel" {...form.getInputProps('phone')} />
          <TextInput
            label="Correo electrónico"
            value={profile.email}
            readOnly
            variant="filled"
            description={READ_ONLY_HELP}
          />
          <TextInput
            label="Área"
            value={profile.department?.name ?? 'Sin área'}
            readOnly
            variant="filled"
            description={READ_ONLY_HELP}
          />
          <Input.Wrapper label="Roles" description={READ_ONLY_HELP}>
            <Group gap={6} mt={6}>
              {profile.roles.length ? (
                profile.roles.map((r) => (
                  <Badge key={r.public_id} variant="light" radius="sm" tt="none">
                    {r.name}
                  </Badge>
                ))
              ) : (
                <Text size="sm" c="dimmed">
                  Sin roles
                </Text>
              )}
            </Group>
          </Input.Wrapper>
        </SimpleGrid>
        <Group justify="flex-end" mt="lg">
          <Button type="submit" loading={update.isPending} disabled={!dirty}>
            Guardar cambios
          </Button>
        </Group>
      </form>
    </Card>
  );
}
