import { Badge } from '@mantine/core';

interface ActiveBadgeProps {
  active: boolean;
  /** Grammatical gender of the thing: 'Activa' for an área, 'Activo' for a usuario. */
  feminine?: boolean;
}

export function ActiveBadge({ active, feminine = false }: ActiveBadgeProps) {
  const label = active ? (feminine ? 'Activa' : 'Activo') : feminine ? 'Inactiva' : 'Inactivo';
  return (
    <Badge color={active ? 'green' : 'gray'} variant="light" radius="sm" tt="none" miw="max-content">
      {label}
    </Badge>
  );
}
