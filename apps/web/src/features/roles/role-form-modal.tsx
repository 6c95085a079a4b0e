import { Alert, Text, TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { MSG } from '@gestora/contract/messages';
import { ZRoleRequest, type TRole } from '@gestora/contract/roles/roles.schema';
import { FormModal } from '../../components/form-modal.tsx';
import { bindField, useRecordForm } from '../../components/use-record-form.ts';
import { PermissionPicker } from './permission-picker.tsx';
import { isAdminRole, usePermissionCatalogue, useSaveRole } from './roles.queries.ts';

interface RoleFormModalProps {
  opened: boolean;
  /** null: a new role. */
  role: TRole | null;
  /** The user may only look (no 'Actualizar roles'). */
  readOnly: boolean;
  onClose: () => void;
}

export function RoleFormModal({ opened, role, readOnly, onClose }: RoleFormModalProps) {
  const catalogue = usePermissionCatalogue(opened);
  const save = useSaveRole();
  const locked = isAdminRole(role);
  const viewOnly = readOnly || locked;
  const record = useRecordForm({
    schema: ZRoleRequest,
    initial: { name: role?.name ?? '', permissions: role?.permissions ?? [] },
    save: (body) => save.mutateAsync({ id: role?.public_id, body }),
    updating: Boolean(role),
    onSaved: onClose,
  });
  const { form } = record;

  const total = catalogue.data?.reduce((n, g) => n + g.permissions.length, 0) ?? 0;
  const chosen = locked ? total : form.values.permissions.length;

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={role ? (viewOnly ? `Rol ${role.name}` : 'Editar rol') : 'Nuevo rol'}
      record={record}
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
          {...bindField(form, 'permissions')}
          locked={locked}
          disabled={viewOnly}
          error={typeof form.errors.permissions === 'string' ? form.errors.permissions : undefined}
        />
      </div>
    </FormModal>
  );
}
