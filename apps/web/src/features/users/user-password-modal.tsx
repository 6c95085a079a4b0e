import { PasswordInput, Radio, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LIMITS } from '@gestora/contract/limits';
import type { TUser } from '@gestora/contract/users/users.schema';
import { FormModal } from '../../components/form-modal.tsx';
import { showFormErrors } from '../../components/form-errors.ts';
import { notify } from '../../lib/notify.ts';
import { useResetUserPassword } from './users.queries.ts';

interface UserPasswordModalProps {
  opened: boolean;
  user: TUser | null;
  onClose: () => void;
}

/** 'Restablecer contraseña': mail the user a reset link, or type a new password for them. */
export function UserPasswordModal({ opened, user, onClose }: UserPasswordModalProps) {
  const reset = useResetUserPassword();
  const form = useForm({
    initialValues: { method: 'link' as 'link' | 'password', password: '' },
    validate: {
      password: (value, values) =>
        values.method === 'password' && value.length < LIMITS.passwordMin
          ? `La contraseña debe tener al menos ${LIMITS.passwordMin} caracteres.`
          : null,
    },
  });

  const submit = form.onSubmit((values) => {
    if (!user) return;
    reset.mutate(
      { id: user.public_id, body: values.method === 'password' ? { password: values.password } : {} },
      {
        onSuccess: (answer) => {
          notify(answer.message, 'success');
          onClose();
        },
        onError: (error) => showFormErrors(form, error),
      },
    );
  });

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="Restablecer contraseña"
      record={{ dirty: form.values.password !== '', busy: reset.isPending, submit }}
      submitLabel={form.values.method === 'link' ? 'Enviar enlace' : 'Guardar contraseña'}
      size="md"
    >
      {user ? (
        <Text size="sm">
          Usuario: <strong>{`${user.name} ${user.last_name}`}</strong> ({user.email})
        </Text>
      ) : null}
      <Radio.Group label="¿Cómo desea restablecerla?" {...form.getInputProps('method')}>
        <Stack gap="sm" mt="xs">
          <Radio
            value="link"
            label="Enviar un enlace por correo"
            description={`El usuario elige su nueva contraseña. El enlace vence en ${LIMITS.resetTokenMinutes} minutos.`}
          />
          <Radio
            value="password"
            label="Escribir una nueva contraseña"
            description="Comuníquesela al usuario por un medio seguro. Se cerrarán sus sesiones abiertas."
          />
        </Stack>
      </Radio.Group>
      {form.values.method === 'password' ? (
        <PasswordInput
          label="Nueva contraseña"
          withAsterisk
          autoComplete="new-password"
          description={`Al menos ${LIMITS.passwordMin} caracteres.`}
          data-autofocus
          {...form.getInputProps('password')}
        />
      ) : null}
    </FormModal>
  );
}
