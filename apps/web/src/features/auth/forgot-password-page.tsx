import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Center, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconAt, IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AuthLayout } from '../../app/layout/auth-layout.tsx';
import { forgotPassword } from '../../lib/auth-actions.ts';
import { useFieldErrors } from '../../lib/use-field-errors.ts';

/** /forgot_password: asks for a reset link and shows the server's status message. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const { fieldProps, fromError, general, setErrors } = useFieldErrors();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    setStatus(null);
    try {
      setStatus(await forgotPassword(email.trim()));
    } catch (err) {
      fromError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout title="Recuperar contraseña" subtitle="Le enviaremos un enlace para crear una nueva contraseña.">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {status && (
            <Alert color="teal" icon={<IconMailCheck size={18} />} variant="light" role="status">
              {status}
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
            autoComplete="email"
            placeholder="nombre@organizacion.cl"
            leftSection={<IconAt size={16} />}
            required
            withAsterisk={false}
            value={email}
            disabled={busy}
            onChange={(e) => setEmail(e.currentTarget.value)}
            {...fieldProps('email')}
          />
          <Button type="submit" fullWidth size="md" loading={busy}>
            Enviar enlace
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
