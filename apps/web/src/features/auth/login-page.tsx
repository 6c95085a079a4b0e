import { useState } from 'react';
import { Anchor, Checkbox, Group, TextInput } from '@mantine/core';
import { IconCircleCheck, IconServer } from '@tabler/icons-react';
import { useLocation } from '../../lib/router/history-router.tsx';
import { Link } from '../../lib/router/link.tsx';
import { login } from '../../lib/auth-actions.ts';
import { HttpError } from '../../lib/http.ts';
import { apiBase, isNative, setApiServer } from '../../lib/platform.ts';
import { AuthForm, EmailInput, PasswordField, useAuthForm } from './auth-form.tsx';

export const SERVER_INVALID = 'Ingrese una dirección válida, por ejemplo https://gestora.miempresa.cl';

/**
 * /login: e-mail and password; the form is disabled while the sign-in is in flight (spec section 4). In the native
 * app also 'Servidor', the API's address: the build's VITE_API_URL until changed here, then kept on the device.
 */
export function LoginPage() {
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  const [remember, setRemember] = useState(false);
  const [native] = useState(isNative);
  // The session is set: the guest guard then sends the user to the remembered address (or home).
  const { form, input } = useAuthForm(
    { server: native ? apiBase() : '', email: '', password: '' },
    async ({ server, email, password }) => {
      if (native && !setApiServer(server)) throw new HttpError(422, SERVER_INVALID, null, { server: [SERVER_INVALID] });
      return login({ email: email.trim(), password, remember });
    },
  );

  return (
    <AuthForm
      {...form}
      title="Iniciar sesión"
      subtitle="Ingrese con su correo institucional."
      notice={notice ? { text: notice, icon: <IconCircleCheck size={18} /> } : null}
      submitLabel="Ingresar"
    >
      {native ? (
        <TextInput
          label="Servidor"
          type="url"
          inputMode="url"
          autoCapitalize="none"
          autoCorrect="off"
          autoComplete="url"
          placeholder="https://gestora.miempresa.cl"
          leftSection={<IconServer size={16} />}
          {...input('server')}
        />
      ) : null}
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
