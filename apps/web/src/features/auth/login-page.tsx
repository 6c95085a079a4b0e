import { useState } from 'react';
import { Anchor, Checkbox, Group } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useLocation } from '../../lib/router/history-router.tsx';
import { Link } from '../../lib/router/link.tsx';
import { login } from '../../lib/auth-actions.ts';
import { AuthForm, EmailInput, PasswordField, useAuthForm } from './auth-form.tsx';

/** /login: e-mail and password; the form is disabled while the sign-in is in flight (spec section 4). */
export function LoginPage() {
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  const [remember, setRemember] = useState(false);
  // The session is set: the guest guard then sends the user to the remembered address (or home).
  const { form, input } = useAuthForm({ email: '', password: '' }, ({ email, password }) =>
    login({ email: email.trim(), password, remember }),
  );

  return (
    <AuthForm
      {...form}
      title="Iniciar sesión"
      subtitle="Ingrese con su correo institucional."
      notice={notice ? { text: notice, icon: <IconCircleCheck size={18} /> } : null}
      submitLabel="Ingresar"
    >
      <EmailInput autoComplete="username" placeholder="nombre@organizacion.cl" {...input('email')} />
      <PasswordField label="Contraseña" autoComplete="current-password" {...input('password')} />
      <Group justify="space-between" gap="xs">
        <Checkbox label="Recordarme" checked={remember} onChange={(e) => setRemember(e.currentTarget.checked)} />
        <Anchor component={Link} to="/forgot_password" fz="sm">
          ¿Olvidó su contraseña?
        </Anchor>
      </Group>
    </AuthForm>
  );
}
