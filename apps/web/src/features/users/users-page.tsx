import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Select } from '@mantine/core';
import { IconEdit, IconKey, IconPlus, IconShieldLock, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import type { TUser } from '@gestora/contract/users/users.schema';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { DataTable, type RowAction } from '../../components/data-table.tsx';
import { DepartmentSelect } from '../../components/department-select.tsx';
import { FILTER_WIDTH, FilterBar, SEARCH_WIDTH } from '../../components/filter-bar.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SearchInput } from '../../components/search-input.tsx';
import { useListParams } from '../../components/use-list-params.ts';
import { useAuth } from '../../lib/auth-store.ts';
import { notifyUpdated } from '../../lib/notify.ts';
import { UserFormModal } from './user-form-modal.tsx';
import { UserPasswordModal } from './user-password-modal.tsx';
import { fullName, userColumns } from './users-columns.tsx';
import { useRoleOptions, useSetUserActive, useUsers } from './users.queries.ts';

const FILTERS = ['department_id', 'role_id', 'active'] as const;

type Dialog =
  { kind: 'form'; user: TUser | null } | { kind: 'password'; user: TUser } | { kind: 'active'; user: TUser };

/** /user 'Usuarios': the staff, their areas and roles; create, edit, deactivate and reset passwords. */
export function UsersPage() {
  const { can, user: me } = useAuth();
  const list = useListParams(FILTERS);
  const users = useUsers(list.query);
  const setActive = useSetUserActive();
  const canCreate = can('Registrar usuarios');
  const canUpdate = can('Actualizar usuarios');
  const canListRoles = can('Ver roles', 'Ver usuarios', 'Registrar usuarios', 'Actualizar usuarios');
  const roleOptions = useRoleOptions(canListRoles);

  // `open` stays apart from `dialog` so that a closing modal keeps its content while it fades out.
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [open, setOpen] = useState(false);
  const [n, setN] = useState(0);
  const show = (d: Dialog) => {
    setDialog(d);
    setOpen(true);
    setN((x) => x + 1);
  };
  const close = () => setOpen(false);

  const actions = (u: TUser): RowAction<TUser>[] =>
    canUpdate
      ? [
          { label: 'Editar', icon: <IconEdit size={16} />, onClick: () => show({ kind: 'form', user: u }) },
          ...(u.public_id === me?.public_id
            ? []
            : [
                {
                  label: u.active ? 'Desactivar' : 'Activar',
                  icon: u.active ? <IconUserOff size={16} /> : <IconUserCheck size={16} />,
                  color: u.active ? 'red' : undefined,
                  onClick: () => show({ kind: 'active', user: u }),
                },
              ]),
          {
            label: 'Restablecer contraseña',
            icon: <IconKey size={16} />,
            onClick: () => show({ kind: 'password', user: u }),
          },
        ]
      : [];

  const newButton = canCreate ? (
    <Button leftSection={<IconPlus size={18} />} onClick={() => show({ kind: 'form', user: null })}>
      Nuevo usuario
    </Button>
  ) : null;

  const headerActions = (
    <>
      {can('Ver registro de seguridad') ? (
        <Button component={Link} to="/user/security_log" variant="default" leftSection={<IconShieldLock size={18} />}>
          Registro de seguridad
        </Button>
      ) : null}
      {newButton}
    </>
  );

  const target = dialog?.user ?? null;

  return (
    <>
      <PageHeader
        title="Usuarios"
        subtitle="Personas con acceso a Gestora, su área y sus roles."
        actions={headerActions}
      />
      <FilterBar onClear={list.filtered ? list.clear : undefined}>
        <SearchInput value={list.q} onChange={list.setQ} placeholder="Buscar por nombre o correo" w={SEARCH_WIDTH} />
        <DepartmentSelect
          aria-label="Área"
          placeholder="Todos los departamentos"
          value={list.filters.department_id || null}
          onChange={(v) => list.setFilter('department_id', v)}
          w={{ base: '100%', sm: 240 }}
        />
        {canListRoles ? (
          <Select
            aria-label="Rol"
            placeholder="Todos los roles"
            data={roleOptions.data ?? []}
            value={list.filters.role_id || null}
            onChange={(v) => list.setFilter('role_id', v)}
            clearable
            searchable
            w={FILTER_WIDTH}
          />
        ) : null}
        <Select
          aria-label="Estado"
          placeholder="Todos los estados"
          data={[
            { value: 'true', label: 'Activos' },
            { value: 'false', label: 'Inactivos' },
          ]}
          value={list.filters.active || null}
          onChange={(v) => list.setFilter('active', v)}
          clearable
          w={FILTER_WIDTH}
        />
      </FilterBar>
      <DataTable
        label="Usuarios"
        columns={userColumns}
        rowKey={(u) => u.public_id}
        rowLabel={fullName}
        page={users.data}
        loading={users.isPending}
        fetching={users.isPlaceholderData}
        error={users.error}
        onRetry={() => users.refetch()}
        sort={list.sort}
        onSortChange={list.setSort}
        onPageChange={list.setPage}
        onPerPageChange={list.setPerPage}
        onRowClick={canUpdate ? (u) => show({ kind: 'form', user: u }) : undefined}
        actions={canUpdate ? actions : undefined}
        emptyAction={newButton}
        filtered={list.filtered}
        minWidth={820}
      />
      {dialog?.kind === 'form' ? (
        <UserFormModal key={n} opened={open} user={dialog.user} canListRoles={canListRoles} onClose={close} />
      ) : null}
      {dialog?.kind === 'password' ? (
        <UserPasswordModal key={n} opened={open} user={dialog.user} onClose={close} />
      ) : null}
      <ConfirmDialog
        opened={open && dialog?.kind === 'active'}
        onClose={close}
        title={target?.active ? 'Desactivar usuario' : 'Activar usuario'}
        confirmLabel={target?.active ? 'Desactivar' : 'Activar'}
        color={target?.active ? 'red' : undefined}
        onConfirm={() => setActive.mutateAsync({ id: target!.public_id, active: !target!.active })}
        onDone={notifyUpdated}
      >
        {target?.active ? (
          <>
            ¿Desea desactivar a <strong>{fullName(target)}</strong>? No podrá iniciar sesión y se cerrarán sus sesiones
            abiertas.
          </>
        ) : target ? (
          <>
            ¿Desea activar a <strong>{fullName(target)}</strong>? Podrá volver a iniciar sesión.
          </>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
