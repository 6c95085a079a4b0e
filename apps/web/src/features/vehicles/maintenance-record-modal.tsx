import { Alert } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import type { TMaintenanceRequest } from '@gestora/contract/vehicles/maintenance-requests.schema';
import { FormModal } from '../../components/form-modal.tsx';
import { MaintenanceFiles } from './maintenance-record-files.tsx';
import { MaintenanceRecordFields } from './maintenance-record-fields.tsx';
import { useMaintenanceRecordForm, type RecordPrefill } from './maintenance-record-form.ts';
import { useMaintenanceRequest } from './maintenance.queries.ts';
import { requestName } from './request-labels.ts';

interface RecordModalProps {
  opened: boolean;
  /** Where the new record starts from (an approved request's link, a vehicle's); null: empty. */
  prefill: RecordPrefill | null;
  onClose: () => void;
  currency: string;
}

/**
 * 'Nuevo mantenimiento'. Opened from an approved request, it attends it: the request's vehicle, type, odometer and
 * description fill it (the link's values first), and saving turns the request Atendida.
 */
export function MaintenanceRecordModal({ opened, prefill, onClose, currency }: RecordModalProps) {
  const requestId = prefill?.request_id ?? null;
  const request = useMaintenanceRequest(requestId);
  // The form starts from the request's values: it waits for them (a request that fails to load leaves the link's).
  if (requestId && request.isPending) return null;
  return (
    <RecordCreateForm
      opened={opened}
      onClose={onClose}
      currency={currency}
      prefill={request.data ? fromRequest(request.data, prefill!) : (prefill ?? {})}
      request={request.data ?? null}
    />
  );
}

const fromRequest = (r: TMaintenanceRequest, link: RecordPrefill): RecordPrefill => ({
  request_id: r.public_id,
  vehicle_id: link.vehicle_id ?? r.vehicle.public_id,
  type_id: link.type_id ?? r.type?.public_id ?? null,
  odometer: link.odometer ?? r.odometer,
  description: r.description,
});

interface CreateFormProps extends Omit<RecordModalProps, 'prefill'> {
  prefill: RecordPrefill;
  request: TMaintenanceRequest | null;
}

function RecordCreateForm({ opened, onClose, currency, prefill, request }: CreateFormProps) {
  const record = useMaintenanceRecordForm({ record: null, prefill, onSaved: () => onClose() });
  const { form } = record;
  return (
    <FormModal opened={opened} onClose={onClose} title="Nuevo mantenimiento" record={record} size="xl">
      {request ? (
        <Alert color="blue" variant="light" icon={<IconTool size={18} />} title="Atiende una solicitud">
          {`Solicitud «${requestName(request)}». Al guardar, quedará Atendida y se avisará al solicitante.`}
        </Alert>
      ) : null}
      <MaintenanceRecordFields record={record} known={request ?? undefined} currency={currency} />
      <MaintenanceFiles
        label="Facturas"
        description="Opcional: PDF o imágenes de las facturas o comprobantes."
        files={form.values.invoices}
        onChange={(files) => form.setFieldValue('invoices', files)}
        error={form.errors.invoices}
        busy={record.busy}
      />
    </FormModal>
  );
}

/** The link's parameters that open and fill the form; vehicle_id and type_id are also the list's filters. */
const LINK_PARAMS = ['new', 'request_id', 'odometer'] as const;

/**
 * What the URL asks the form to start from: ?request_id=…&vehicle_id=…&type_id=…&odometer=… (a request's
 * 'Registrar mantenimiento') or ?new=1 (with the vehicle and type filtered, if any); null when it asks nothing.
 */
export function linkedPrefill(search: URLSearchParams): RecordPrefill | null {
  const requestId = search.get('request_id');
  if (!requestId && search.get('new') !== '1') return null;
  const odometer = Number(search.get('odometer') ?? '');
  return {
    request_id: requestId,
    vehicle_id: search.get('vehicle_id'),
    type_id: search.get('type_id'),
    odometer: search.get('odometer') && Number.isInteger(odometer) && odometer >= 0 ? odometer : null,
  };
}

/** The URL once the form is closed: a request's vehicle and type go with it; filters set by the user stay. */
export function withoutPrefill(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  if (next.has('request_id')) ['vehicle_id', 'type_id'].forEach((k) => next.delete(k));
  LINK_PARAMS.forEach((k) => next.delete(k));
  return next;
}
