import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconAt, IconCircleCheck, IconLock } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { AuthLayout } from '../../app/layout/auth-layout.tsx';
import { login } from '../../lib/auth-actions.ts';
import { useFieldErrors } from '../../lib/use-field-errors.ts';

/** /login: e-mail and password; the form is disabled while the sign-in is in flight (spec section 4). */
export function LoginPage() {
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const { fieldProps, fromError, general, setErrors } = useFieldErrors();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors({});
    try {
      // The session is set: the guest guard now sends the user to the remembered address (or home).
      await login({ email: email.trim(), password, remember });
    } catch (err) {
      fromError(err);
      setBusy(false);
    }
  };

  return (
    <AuthLayout title="Iniciar sesión" subtitle="Ingrese con su correo institucional.">
      <form onSubmit={onSubmit} noValidate>
        <fieldset disabled={busy} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="md">
            {notice && (
              <Alert color="teal" icon={<IconCircleCheck size={18} />} variant="light">
                {notice}
              </Alert>
            )}
            {general && (
              <Alert color="red" icon={<IconAlertCircle size={18} />} variant="light">
                {general}
              </Alert>
            )}
            <TextInput
              label="Correo electrónico"
              type="email"
              autoComplete="username"
              placeholder="nombre@organizacion.cl"
              leftSection={<IconAt size={16} />}
              required
              withAsterisk={false}
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              {...fieldProps('email')}
            />
            <PasswordInput
              label="Contraseña"
              autoComplete="current-password"
              leftSection={<IconLock size={16} />}
              required
              withAsterisk={false}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              {...fieldProps('password')}
            />
            <Group justify="space-between" gap="xs">
              <Checkbox label="Recordarme" checked={remember} onChange={(e) => setRemember(e.currentTarget.checked)} />
              <Anchor component={Link} to="/forgot_password" fz="sm">
                ¿Olvidó su contraseña?
              </Anchor>
            </Group>
            <Button type="submit" fullWidth size="md" loading={busy} disabled={busy}>
              Ingresar
            </Button>
          </Stack>
        </fieldset>
      </form>
    </AuthLayout>
  );
}
