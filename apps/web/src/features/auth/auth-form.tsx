import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from '../../lib/router/link.tsx';
import { Alert, Anchor, Button, Center, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconAt, IconLock } from '@tabler/icons-react';
import { AuthLayout } from '../../components/auth-layout.tsx';
import { useFieldErrors } from '../../lib/use-field-errors.ts';

/**
 * The sending of a sign-in, forgot or reset form: busy while in flight (the fields are disabled), the server's
 * messages under their fields (cleared as the user types there) or on top when they belong to none.
 */
export function useAuthSubmit(send: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const errors = useFieldErrors();
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    errors.setErrors({});
    try {
      await send();
    } catch (err) {
      errors.fromError(err);
    } finally {
      setBusy(false);
    }
  };
  return { ...errors, busy, onSubmit };
}

interface AuthFormProps {
  title: string;
  subtitle: ReactNode;
  onSubmit: (e: FormEvent) => void;
  busy: boolean;
  /** A message on top: green for news ('Le enviamos un enlace'), red for a refusal. */
  notice?: { text: string; icon: ReactNode } | null;
  error?: string | null;
  submitLabel: string;
  /** Below the button: 'Volver a iniciar sesión'. */
  back?: boolean;
  children: ReactNode;
}

/** One of the pages before signing in, as a card with its fields, its messages on top and one button. */
export function AuthForm({
  title,
  subtitle,
  onSubmit,
  busy,
  notice,
  error,
  submitLabel,
  back,
  children,
}: AuthFormProps) {
  return (
    <AuthLayout title={title} subtitle={subtitle}>
      <form onSubmit={onSubmit} noValidate>
        <fieldset disabled={busy} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="md">
            {notice ? (
              <Alert color="teal" icon={notice.icon} variant="light" role="status">
                {notice.text}
              </Alert>
            ) : null}
            {error ? (
              <Alert color="red" icon={<IconAlertCircle size={18} />} variant="light">
                {error}
              </Alert>
            ) : null}
            {children}
            <Button type="submit" fullWidth size="md" loading={busy} disabled={busy}>
              {submitLabel}
            </Button>
            {back ? (
              <Center>
                <Anchor component={Link} to="/login" fz="sm">
                  <IconArrowLeft size={14} style={{ verticalAlign: 'middle', marginRight: 4 }} />
                  Volver a iniciar sesión
                </Anchor>
              </Center>
            ) : null}
          </Stack>
        </fieldset>
      </form>
    </AuthLayout>
  );
}

interface AuthInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
  placeholder?: string;
  /** `fieldProps(field)` of useAuthSubmit: the server's message and its clearing. */
  field: { error?: string; onKeyDown: () => void };
}

const inputs = { email: [TextInput, IconAt], password: [PasswordInput, IconLock] } as const;

/** The e-mail or a password of a sign-in, forgot or reset form. */
function AuthInput({ kind, label, value, onChange, field, ...rest }: AuthInputProps & { kind: keyof typeof inputs }) {
  const [Input, Icon] = inputs[kind];
  return (
    <Input
      label={label}
      type={kind === 'email' ? 'email' : undefined}
      leftSection={<Icon size={16} />}
      required
      withAsterisk={false}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      {...rest}
      {...field}
    />
  );
}

export const EmailInput = (props: AuthInputProps) => <AuthInput kind="email" {...props} />;
export const PasswordField = (props: AuthInputProps) => <AuthInput kind="password" {...props} />;
