import { Badge, type BadgeProps } from '@mantine/core';

/** UI.md's status colours, one place for every module. */
const STATUS_COLORS: Record<string, string> = {
  Pendiente: 'gray',
  // Projects (PRODUCT.md): planned is not started yet; paused waits, in yellow.
  Planificado: 'gray',
  Pausado: 'yellow',
  Finalizado: 'green',
  Cancelado: 'red',
  Programada: 'gray',
  'En proceso': 'blue',
  'En curso': 'blue',
  'En revisión': 'violet',
  Devuelta: 'red',
  Aprobada: 'blue',
  Rechazada: 'red',
  Cancelada: 'red',
  Finalizada: 'green',
  Resuelto: 'green',
  Hecha: 'green',
  Atendida: 'green',
  Baja: 'gray',
  Media: 'blue',
  Alta: 'orange',
  Urgente: 'red',
  // Tickets: open waits like a pending item; rejected is red; closed is done and filed away.
  Abierto: 'gray',
  Rechazado: 'red',
  Cerrado: 'teal',
};

interface StatusBadgeProps extends Omit<BadgeProps, 'children' | 'color'> {
  status: string;
  /** Derived 'overdue' state: an orange outline whatever the status. */
  overdue?: boolean;
}

export function StatusBadge({ status, overdue = false, ...rest }: StatusBadgeProps) {
  if (overdue) {
    return (
      <Badge color="orange" variant="outline" radius="sm" tt="none" miw="max-content" {...rest}>
        {status}
      </Badge>
    );
  }
  return (
    <Badge color={STATUS_COLORS[status] ?? 'gray'} variant="light" radius="sm" tt="none" miw="max-content" {...rest}>
      {status}
    </Badge>
  );
}
