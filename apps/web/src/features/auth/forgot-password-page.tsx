import { useState } from 'react';
import { IconMailCheck } from '@tabler/icons-react';
import { forgotPassword } from '../../lib/auth-actions.ts';
import { AuthForm, EmailInput, useAuthForm } from './auth-form.tsx';

/** /forgot_password: asks for a reset link and shows the server's status message. */
export function ForgotPasswordPage() {
  const [status, setStatus] = useState<string | null>(null);
  const { form, input } = useAuthForm({ email: '' }, async ({ email }) => {
    setStatus(null);
    setStatus(await forgotPassword(email.trim()));
  });

  return (
    <AuthForm
      {...form}
      title="Recuperar contraseña"
      subtitle="Le enviaremos un enlace para crear una nueva contraseña."
      notice={status ? { text: status, icon: <IconMailCheck size={18} /> } : null}
      submitLabel="Enviar enlace"
      back
    >
      <EmailInput autoComplete="email" placeholder="nombre@organizacion.cl" {...input('email')} />
    </AuthForm>
  );
}
