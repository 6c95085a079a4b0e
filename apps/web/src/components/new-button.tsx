import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { Link } from '../lib/router/link.tsx';
import { IconPlus } from '@tabler/icons-react';
import type { Permission } from '@gestora/contract/permissions';
import { useAuth } from '../lib/auth-store.ts';

type NewButtonOptions = {
  /** 'Nuevo cliente', 'Registrar tarea'. */
  label: string;
  /** Shown only to who holds it (UI.md: the primary action only with the permission to do it). */
  allow: Permission | boolean;
} & ({ onClick: () => void; to?: undefined } | { to: string; onClick?: undefined });

/**
 * A list page's primary action ('Nuevo cliente'): opens the create modal or links to the create page; null for
 * who may not create, so that the header and the empty state leave it out.
 */
export function useNewButton({ label, allow, onClick, to }: NewButtonOptions): ReactNode {
  const { can } = useAuth();
  if (!(typeof allow === 'boolean' ? allow : can(allow))) return null;
  const icon = <IconPlus size={18} />;
  return to ? (
    <Button component={Link} to={to} leftSection={icon}>
      {label}
    </Button>
  ) : (
    <Button leftSection={icon} onClick={onClick}>
      {label}
    </Button>
  );
}
