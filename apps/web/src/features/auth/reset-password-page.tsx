import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Center, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconAt, IconLock } from '@tabler/icons-react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { LIMITS } from '@gestora/contract/limits';
import { AuthLayout } from '../../app/layout/auth-layout.tsx';
import { resetPassword } from '../../lib/auth-actions.ts';
import { useFieldErrors } from '../../lib/use-field-errors.ts';

/** /password-reset/:token?email=…: a new password; on success back to /login with the server's message. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [email, setEmail] = useState(search.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const { fieldProps, fromError, general, errors, setErrors } = useFieldErrors();
  // A bad or expired link is reported on `token`, which has no field of its own: show it on top.
  const topError = general ?? errors.token?.[0];

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const status = await resetPassword({ token, email: email.trim(), password, password_confirmation: confirmation });
      navigate('/login', { replace: true, state: { notice: status } });
    } catch (err) {
      fromError(err);
      setBusy(false);
    }
  };

  return (
    <AuthLayout
      title="Restablecer contraseña"
      subtitle={`Elija una contraseña nueva de al menos ${LIMITS.passwordMin} caracteres.`}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {topError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} variant="light">
              {topError}
            </Alert>
          )}
          <TextInput
            label="Correo electrónico"
            type="email"
            autoComplete="username"
            leftSection={<IconAt size={16} />}
            required
            withAsterisk={false}
            value={email}
            disabled={busy}
            onChange={(e) => setEmail(e.currentTarget.value)}
            {...fieldProps('email')}
          />
          <PasswordInput
            label="Nueva contraseña"
            autoComplete="new-password"
            leftSection={<IconLock size={16} />}
            required
            withAsterisk={false}
            value={password}
            disabled={busy}
            onChange={(e) => setPassword(e.currentTarget.value)}
            {...fieldProps('password')}
          />
          <PasswordInput
            label="Confirmar contraseña"
            autoComplete="new-password"
            leftSection={<IconLock size={16} />}
            required
            withAsterisk={false}
            value={confirmation}
            disabled={busy}
            onChange={(e) => setConfirmation(e.currentTarget.value)}
            {...fieldProps('password_confirmation')}
          />
          <Button type="submit" fullWidth size="md" loading={busy}>
            Restablecer contraseña
          </Button>
          <Center>
            <Anchor component={Link} to="/login" fz="sm">
              <IconArrowLeft size={14} style={{ verticalAlign: 'middle', marginRight: 4 }} />
              Volver a iniciar sesión
            </Anchor>
          </Center>
        </Stack>
      </form>
    </AuthLayout>
  );
}
