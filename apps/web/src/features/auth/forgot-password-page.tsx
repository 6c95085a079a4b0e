import { useState } from 'react';
import { IconMailCheck } from '@tabler/icons-react';
import { forgotPassword } from '../../lib/auth-actions.ts';
import { AuthForm, EmailInput, useAuthSubmit } from './auth-form.tsx';

/** /forgot_password: asks for a reset link and shows the server's status message. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const { busy, onSubmit, fieldProps, general } = useAuthSubmit(async () => {
    setStatus(null);
    setStatus(await forgotPassword(email.trim()));
  });

  return (
    <AuthForm
      title="Recuperar contraseña"
      subtitle="Le enviaremos un enlace para crear una nueva contraseña."
      onSubmit={onSubmit}
      busy={busy}
      notice={status ? { text: status, icon: <IconMailCheck size={18} /> } : null}
      error={general}
      submitLabel="Enviar enlace"
      back
    >
      <EmailInput
        label="Correo electrónico"
        autoComplete="email"
        placeholder="nombre@organizacion.cl"
        value={email}
        onChange={setEmail}
        field={fieldProps('email')}
      />
    </AuthForm>
  );
}
