import { Alert, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { ADMIN_ROLE } from '@gestora/contract/permissions';
import { MSG } from '@gestora/contract/messages';
import { ZRoleRequest, type TRole } from '@gestora/contract/roles/roles.schema';
import { FormModal } from '../../components/form-modal.tsx';
import { showFormErrors } from '../../components/form-errors.ts';
import { notifySaved, notifyUpdated } from '../../lib/notify.ts';
import { PermissionPicker } from './permission-picker.tsx';
import { usePermissionCatalogue, useSaveRole } from './roles.queries.ts';

interface RoleFormModalProps {
  opened: boolean;
  /** null: a new role. */
  role: TRole | null;
  /** The user may only look (no 'Actualizar roles'). */
  readOnly: boolean;
  onClose: () => void;
}

export const isAdminRole = (role: Pick<TRole, 'name'> | null) => role?.name === ADMIN_ROLE;

export function RoleFormModal({ opened, role, readOnly, onClose }: RoleFormModalProps) {
  const catalogue = usePermissionCatalogue(opened);
  const save = useSaveRole();
  const locked = isAdminRole(role);
  const viewOnly = readOnly || locked;
  const form = useForm({
    initialValues: { name: role?.name ?? '', permissions: role?.permissions ?? [] },
    validate: schemaResolver(ZRoleRequest, { sync: true }),
  });

  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: role?.public_id, body: values },
      {
        onSuccess: () => {
          if (role) notifyUpdated();
          else notifySaved();
          onClose();
        },
        onError: (error) => showFormErrors(form, error),
      },
    ),
  );

  const total = catalogue.data?.reduce((n, g) => n + g.permissions.length, 0) ?? 0;
  const chosen = locked ? total : form.values.permissions.length;

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={role ? (viewOnly ? `Rol ${role.name}` : 'Editar rol') : 'Nuevo rol'}
      dirty={form.isDirty()}
      busy={save.isPending}
      onSubmit={submit}
      readOnly={viewOnly}
      size="xl"
    >
      {locked ? (
        <Alert color="brand" variant="light" icon={<IconLock size={18} />}>
          {MSG.adminRoleLocked}
        </Alert>
      ) : null}
      <TextInput
        label="Nombre"
        withAsterisk
        maxLength={60}
        disabled={viewOnly}
        data-autofocus
        {...form.getInputProps('name')}
      />
      <div>
        <Text fw={500} size="sm">
          Permisos
        </Text>
        <Text size="xs" c="dimmed" mb="xs">
          {catalogue.data ? `${chosen} de ${total} permisos seleccionados.` : 'Cargando permisos…'} Los usuarios con
          este rol podrán hacer lo que marque aquí.
        </Text>
        <PermissionPicker
          catalogue={catalogue.data}
          value={form.values.permissions}
          onChange={(permissions) => {
            form.setFieldValue('permissions', permissions);
            form.clearFieldError('permissions');
          }}
          locked={locked}
          disabled={viewOnly}
          error={typeof form.errors.permissions === 'string' ? form.errors.permissions : undefined}
        />
      </div>
    </FormModal>
  );
}
