import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Link } from '../../lib/router/link.tsx';
import { Alert, Anchor, Button, Center, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconAt, IconLock } from '@tabler/icons-react';
import { AuthLayout } from '../../components/auth-layout.tsx';
import { useFieldErrors } from '../../lib/use-field-errors.ts';

/**
 * A sign-in, forgot or reset form: its text fields (`initial`), and their sending, busy while in flight (the
 * fields are disabled), with the server's messages under their fields (cleared as the user types there) or on top
 * when they belong to none.
 */
export function useAuthForm<F extends string>(
  initial: Record<F, string>,
  send: (values: Record<F, string>) => Promise<unknown>,
) {
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  const errors = useFieldErrors();
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    errors.setErrors({});
    try {
      await send(values);
    } catch (err) {
      errors.fromError(err);
    } finally {
      setBusy(false);
    }
  };
  /** The props of the EmailInput or PasswordField of field `name`: its value, its change, the server's message. */
  const input = (name: F): FieldBinding => ({
    value: values[name],
    // Each keystroke re-renders before the next one arrives: `values` is the current state here.
    onChange: (e) => setValues({ ...values, [name]: e.currentTarget.value }),
    ...errors.fieldProps(name),
  });
  /** The AuthForm's sending, busy state and message on top. */
  const form = { onSubmit, busy, error: errors.general };
  return { errors: errors.errors, input, form };
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

/** A field bound to useAuthForm: its value and change, the server's message under it and its clearing. */
interface FieldBinding {
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  error?: string;
  onKeyDown: () => void;
}

interface AuthInputProps extends FieldBinding {
  label: string;
  autoComplete: string;
  placeholder?: string;
}

const inputs = { email: [TextInput, IconAt], password: [PasswordInput, IconLock] } as const;

/** The e-mail or a password of a sign-in, forgot or reset form. */
function AuthInput({ kind, ...rest }: AuthInputProps & { kind: keyof typeof inputs }) {
  const [Input, Icon] = inputs[kind];
  return (
    <Input
      type={kind === 'email' ? 'email' : undefined}
      leftSection={<Icon size={16} />}
      required
      withAsterisk={false}
      {...rest}
    />
  );
}

export const EmailInput = (props: Omit<AuthInputProps, 'label'>) => (
  <AuthInput kind="email" label="Correo electrónico" {...props} />
);
export const PasswordField = (props: AuthInputProps) => <AuthInput kind="password" {...props} />;
