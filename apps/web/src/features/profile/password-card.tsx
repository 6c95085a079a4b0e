import { useEffect } from 'react';
import { Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { LIMITS } from '@gestora/contract/limits';
import { ZChangePasswordRequest } from '@gestora/contract/profile/profile.schema';
import { showFormErrors } from '../../components/form-errors.ts';
import { notify } from '../../lib/notify.ts';
import { useChangePassword } from './profile.queries.ts';

export function PasswordCard({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const change = useChangePassword();
  const form = useForm({
    initialValues: { current_password: '', password: '', password_confirmation: '' },
    validate: schemaResolver(ZChangePasswordRequest, { sync: true }),
  });

  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const submit = form.onSubmit((values) =>
    change.mutate(values, {
      onSuccess: (answer) => {
        form.reset();
        notify(answer.message, 'success');
      },
      onError: (error) => showFormErrors(form, error),
    }),
  );

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="password-title">
      <Title order={2} size="h4" id="password-title">
        Cambiar contraseña
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Al cambiarla se cerrarán sus sesiones en otros dispositivos.
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label="Contraseña actual"
            withAsterisk
            autoComplete="current-password"
            {...form.getInputProps('current_password')}
          />
          <PasswordInput
            label="Nueva contraseña"
            withAsterisk
            autoComplete="new-password"
            description={`Al menos ${LIMITS.passwordMin} caracteres.`}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirmar nueva contraseña"
            withAsterisk
            autoComplete="new-password"
            {...form.getInputProps('password_confirmation')}
          />
        </Stack>
        <Group justify="flex-end" mt="lg">
          <Button type="submit" loading={change.isPending}>
            Cambiar contraseña
          </Button>
        </Group>
      </form>
    </Card>
  );
}
