import { Avatar, Badge, Stack, Text, type BadgeProps } from '@mantine/core';
import type { TVehicleStatus } from '@gestora/contract/vehicles/vehicle-states';
import type { TDueState, TVehicleDue, TVehicleListItem } from '@gestora/contract/vehicles/vehicles.schema';
import { Dash } from '../../components/cells.tsx';
import { formatDate } from '../../lib/dates.ts';
import { DUE_STATE_COLORS, VEHICLE_STATUS_COLORS, documentDue, dueWhen, vehicleTypeIcon } from './vehicle-labels.ts';

const look = { variant: 'light', radius: 'sm', tt: 'none', miw: 'max-content' } as const;

/** 'Disponible', 'En uso', 'En mantenimiento', 'Fuera de servicio' in their colours (vehicle-labels.ts). */
export function VehicleStatusBadge({ status, size }: { status: string; size?: BadgeProps['size'] }) {
  return (
    <Badge color={VEHICLE_STATUS_COLORS[status as TVehicleStatus] ?? 'gray'} size={size} {...look}>
      {status}
    </Badge>
  );
}

/** 'Vencido' red, 'Próximo' orange, 'Al día' green. */
export function DueStateBadge({ state, children = state }: { state: TDueState; children?: string }) {
  return (
    <Badge component="span" color={DUE_STATE_COLORS[state]} size="sm" {...look}>
      {children}
    </Badge>
  );
}

/** The list's 'Próximo mantenimiento': its state, and which type is due when ('Cambio de aceite · en 5 días'). */
export function NextDue({ due }: { due: TVehicleDue | null }) {
  if (!due) return <Dash />;
  const when = dueWhen(due.days_left, due.km_left);
  return (
    <Stack gap={2} align="flex-start">
      <DueStateBadge state={due.state} />
      <Text size="xs" c="dimmed">
        {when ? `${due.type.name} · ${when}` : due.type.name}
      </Text>
    </Stack>
  );
}

/** One document's expiry: a badge once it is due soon or passed, its date alone while it is far. */
export function DocumentDue({ label, expiresOn }: { label: string; expiresOn: string | null }) {
  if (!expiresOn) return <Dash />;
  const { state, text } = documentDue(expiresOn);
  if (state === 'Al día') return <>{formatDate(expiresOn)}</>;
  return (
    <Stack gap={2} align="flex-start">
      <span>{formatDate(expiresOn)}</span>
      <DueStateBadge state={state}>{`${label} ${text}`}</DueStateBadge>
    </Stack>
  );
}

/** The list's 'Documentos': a badge per document due soon or passed; 'Al día' when none is. */
export function DocumentBadges({
  vehicle,
  onlyDue = false,
}: {
  vehicle: Pick<TVehicleListItem, 'insurance_expires_on' | 'inspection_expires_on'>;
  /** Nothing at all unless a document is due soon or passed (beside the next maintenance in the list). */
  onlyDue?: boolean;
}) {
  const docs = [
    { label: 'Seguro', on: vehicle.insurance_expires_on },
    { label: 'Revisión técnica', on: vehicle.inspection_expires_on },
  ].filter((d): d is { label: string; on: string } => Boolean(d.on));
  if (docs.length === 0) return onlyDue ? null : <Dash />;
  const due = docs.map((d) => ({ ...d, ...documentDue(d.on) })).filter((d) => d.state !== 'Al día');
  if (due.length === 0 && onlyDue) return null;
  if (due.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Al día
      </Text>
    );
  return (
    <Stack gap={4} align="flex-start">
      {due.map((d) => (
        <Badge
          key={d.label}
          component="span"
          color={DUE_STATE_COLORS[d.state]}
          size="sm"
          title={`${d.label}: ${formatDate(d.on)}`}
          {...look}
        >
          {`${d.label} ${d.text}`}
        </Badge>
      ))}
    </Stack>
  );
}

/** The vehicle's photo, or its type's icon when it has none (or the photo fails to load). */
export function VehicleThumb({
  vehicle,
  size = 40,
}: {
  vehicle: Pick<TVehicleListItem, 'photo_url' | 'type' | 'plate'>;
  size?: number;
}) {
  const Icon = vehicleTypeIcon(vehicle.type);
  return (
    <Avatar src={vehicle.photo_url} alt={`Foto de ${vehicle.plate}`} size={size} radius="md" color="gray">
      <Icon size={Math.round(size * 0.55)} stroke={1.5} aria-hidden />
    </Avatar>
  );
}
