import { useState } from 'react';
import { useNavigate } from '../../lib/router/history-router.tsx';
import { useParams } from '../../lib/router/routes.tsx';
import { useSearchParams } from '../../lib/router/use-search-params.ts';
import { LIMITS } from '@gestora/contract/limits';
import { resetPassword } from '../../lib/auth-actions.ts';
import { AuthForm, EmailInput, PasswordField, useAuthSubmit } from './auth-form.tsx';

/** /password-reset/:token?email=…: a new password; on success back to /login with the server's message. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [email, setEmail] = useState(search.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { busy, onSubmit, fieldProps, general, errors } = useAuthSubmit(async () => {
    const status = await resetPassword({ token, email: email.trim(), password, password_confirmation: confirmation });
    navigate('/login', { replace: true, state: { notice: status } });
  });
  return (
    <AuthForm
      title="Restablecer contraseña"
      subtitle={`Elija una contraseña nueva de al menos ${LIMITS.passwordMin} caracteres.`}
      onSubmit={onSubmit}
      busy={busy}
      // A bad or expired link is reported on `token`, which has no field of its own: show it on top.
      error={general ?? errors.token?.[0]}
      submitLabel="Restablecer contraseña"
      back
    >
      <EmailInput
        label="Correo electrónico"
        autoComplete="username"
        value={email}
        onChange={setEmail}
        field={fieldProps('email')}
      />
      <PasswordField
        label="Nueva contraseña"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        field={fieldProps('password')}
      />
      <PasswordField
        label="Confirmar contraseña"
        autoComplete="new-password"
        value={confirmation}
        onChange={setConfirmation}
        field={fieldProps('password_confirmation')}
      />
    </AuthForm>
  );
}
