import { MultiSelect, PasswordInput, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { MSG } from '@gestora/contract/messages';
import {
  ZCreateUserRequest,
  ZUpdateUserRequest,
  type TCreateUserRequest,
  type TCreateUserResponse,
  type TUpdateUserRequest,
  type TUser,
} from '@gestora/contract/users/users.schema';
import { LIMITS } from '@gestora/contract/limits';
import { FormModal } from '../../components/form-modal.tsx';
import type { DialogProps } from '../../components/use-dialog.ts';
import { DepartmentSelect } from '../../components/lookup-selects.tsx';
import { NameFields } from '../../components/name-fields.tsx';
import { useRecordForm } from '../../components/use-record-form.ts';
import { useRoleOptions } from '../../lib/lookups.queries.ts';
import { notify } from '../../lib/notify.ts';
import { useSaveUser } from './users.queries.ts';

interface UserFormModalProps extends DialogProps {
  /** null: a new user. */
  user: TUser | null;
  /** False when the signed-in user may not list roles ('Ver roles'): the current roles are still shown. */
  canListRoles: boolean;
}

/** 'Registro guardado con éxito', plus what happened to the invitation mail when no password was typed. */
function announceCreated(saved: unknown) {
  const created = saved as TCreateUserResponse;
  if (created.invitation_sent === true) {
    notify(`Se envió a ${created.email} un correo para definir su contraseña.`, 'success', MSG.saved);
  } else if (created.invitation_sent === false) {
    notify(
      'No se pudo enviar el correo de invitación. Use «Restablecer contraseña» para enviarlo de nuevo.',
      'info',
      MSG.saved,
    );
  } else {
    notify(MSG.saved, 'success');
  }
}

export function UserFormModal({ user, canListRoles, ...dialog }: UserFormModalProps) {
  const save = useSaveUser();
  const roleOptions = useRoleOptions(dialog.opened && canListRoles);
  const record = useRecordForm({
    schema: user ? ZUpdateUserRequest : ZCreateUserRequest,
    initial: {
      name: user?.name ?? '',
      last_name: user?.last_name ?? '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      position: user?.position ?? '',
      department_id: user?.department?.public_id ?? (null as string | null),
      role_ids: user?.roles.map((r) => r.public_id) ?? ([] as string[]),
      active: user?.active ?? true,
      password: '',
    },
    // An edit never sends a password; a new user without one gets an invitation mail.
    toBody: ({ password, ...fields }): TCreateUserRequest | TUpdateUserRequest =>
      user ? fields : { ...fields, password: password || undefined },
    save: (body) =>
      user ? save.mutateAsync({ id: user.public_id, body }) : save.mutateAsync({ body: body as TCreateUserRequest }),
    updating: Boolean(user),
    announce: user ? undefined : announceCreated,
    onSaved: dialog.onClose,
  });
  const { form } = record;

  // The user's own roles stay visible even before (or without) the list of all roles.
  const options = (roleOptions.data ?? []).map((r) => ({ value: r.public_id, label: r.name }));
  for (const r of user?.roles ?? [])
    if (!options.some((o) => o.value === r.public_id)) options.push({ value: r.public_id, label: r.name });

  return (
    <FormModal {...dialog} title={user ? 'Editar usuario' : 'Nuevo usuario'} record={record} size="xl">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <NameFields inputProps={form.getInputProps} autoComplete="off" autoFocus />
        <TextInput
          label="Correo electrónico"
          withAsterisk
          type="email"
          autoComplete="off"
          {...form.getInputProps('email')}
        />
        <TextInput label="Teléfono" type="tel" maxLength={30} autoComplete="off" {...form.getInputProps('phone')} />
        <TextInput label="Cargo" maxLength={80} {...form.getInputProps('position')} />
        <DepartmentSelect label="Área" current={user?.department ?? null} {...form.getInputProps('department_id')} />
      </SimpleGrid>
      <MultiSelect
        label="Roles"
        description="Los permisos del usuario son la suma de los de sus roles."
        withAsterisk
        placeholder={form.values.role_ids.length ? undefined : MSG.selectPlaceholder}
        data={options}
        searchable
        nothingFoundMessage="Sin resultados"
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('role_ids')}
      />
      {user ? null : (
        <PasswordInput
          label="Contraseña"
          description="Si la deja vacía, el usuario recibirá un correo para definir su contraseña"
          autoComplete="new-password"
          placeholder={`Opcional, al menos ${LIMITS.passwordMin} caracteres`}
          {...form.getInputProps('password')}
        />
      )}
      <Switch
        label="Activo"
        description="Un usuario inactivo no puede iniciar sesión."
        {...form.getInputProps('active', { type: 'checkbox' })}
      />
    </FormModal>
  );
}
