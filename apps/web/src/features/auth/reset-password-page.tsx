import { useNavigate } from '../../lib/router/history-router.tsx';
import { useParams } from '../../lib/router/routes.tsx';
import { useSearchParams } from '../../lib/router/use-search-params.ts';
import { LIMITS } from '@gestora/contract/limits';
import { resetPassword } from '../../lib/auth-actions.ts';
import { AuthForm, EmailInput, PasswordField, useAuthForm } from './auth-form.tsx';

/** /password-reset/:token?email=…: a new password; on success back to /login with the server's message. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { form, input, errors } = useAuthForm(
    { email: search.get('email') ?? '', password: '', password_confirmation: '' },
    async ({ email, password, password_confirmation }) => {
      const status = await resetPassword({ token, email: email.trim(), password, password_confirmation });
      navigate('/login', { replace: true, state: { notice: status } });
    },
  );
  return (
    <AuthForm
      {...form}
      title="Restablecer contraseña"
      subtitle={`Elija una contraseña nueva de al menos ${LIMITS.passwordMin} caracteres.`}
      // A bad or expired link is reported on `token`, which has no field of its own: show it on top.
      error={form.error ?? errors.token?.[0]}
      submitLabel="Restablecer contraseña"
      back
    >
      <EmailInput autoComplete="username" {...input('email')} />
      <PasswordField label="Nueva contraseña" autoComplete="new-password" {...input('password')} />
      <PasswordField label="Confirmar contraseña" autoComplete="new-password" {...input('password_confirmation')} />
    </AuthForm>
  );
}
