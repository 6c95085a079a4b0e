import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { TMaintenanceRecord } from '@gestora/contract/vehicles/maintenance-records.schema';
import { ConfirmDelete } from '../../components/confirm-delete.tsx';
import { PageForm } from '../../components/form-page.tsx';
import { Loaded } from '../../components/loaded.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Section } from '../../components/section.tsx';
import { formatDate } from '../../lib/dates.ts';
import { useNavigate } from '../../lib/router/history-router.tsx';
import { useParams } from '../../lib/router/routes.tsx';
import { DEFAULT_CURRENCY } from './fleet-costs-format.ts';
import { MaintenanceFiles } from './maintenance-record-files.tsx';
import { MaintenanceRecordFields } from './maintenance-record-fields.tsx';
import { useMaintenanceRecordForm } from './maintenance-record-form.ts';
import { AttendedRequest, MaintenanceRecordView } from './maintenance-record-view.tsx';
import { useCurrency, useDeleteRecord, useMaintenanceRecord } from './maintenance.queries.ts';
import { recordName, vehicleLabel } from './request-labels.ts';

const LIST = '/vehicle_maintenance';

/** 'Eliminar', asked in a modal that names the record; back to the list after. */
function DeleteRecordButton({ record }: { record: TMaintenanceRecord }) {
  const navigate = useNavigate();
  const remove = useDeleteRecord();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={() => setAsking(true)}>
        Eliminar
      </Button>
      <ConfirmDelete
        target={asking ? { kind: 'mantenimiento', name: recordName(record) } : null}
        onClose={() => setAsking(false)}
        onConfirm={() => remove.mutateAsync(record.public_id)}
        onDeleted={() => navigate(LIST)}
      />
    </>
  );
}

function RecordEditForm({ record, currency }: { record: TMaintenanceRecord; currency: string }) {
  const navigate = useNavigate();
  const form = useMaintenanceRecordForm({ record, onSaved: () => LIST });
  return (
    <PageForm record={form} onCancel={() => navigate(-1)} maw={900}>
      <Section title="Mantenimiento" aside={<AttendedRequest requestId={record.request_id} />}>
        <MaintenanceRecordFields record={form} saved={record} currency={currency} />
      </Section>
      <Section title="Facturas">
        <Stack gap="md">
          <MaintenanceFiles
            label="Agregar facturas"
            description="PDF o imágenes; se suben al guardar."
            saved={record.invoices}
            deleteRoute={`/api/maintenance_records/${record.public_id}/invoices`}
            noneSaved="El mantenimiento no tiene facturas."
            files={form.form.values.invoices}
            onChange={(files) => form.form.setFieldValue('invoices', files)}
            error={form.form.errors.invoices}
            busy={form.busy}
          />
        </Stack>
      </Section>
    </PageForm>
  );
}

/**
 * /vehicle_maintenance/edit/:id: the maintenance record's page. 'Registrar mantenimientos' edits it (its invoices
 * too); anyone else who may see it reads it. 'Eliminar' with 'Eliminar mantenimientos'.
 */
export function MaintenanceRecordEditPage() {
  const { id } = useParams();
  const query = useMaintenanceRecord(id);
  const currency = useCurrency(DEFAULT_CURRENCY);
  const r = query.data;
  return (
    <>
      <PageHeader
        title={r?.can.update ? 'Editar mantenimiento' : 'Mantenimiento'}
        subtitle={r ? `${vehicleLabel(r.vehicle)} · ${formatDate(r.performed_on)}` : undefined}
        actions={r?.can.delete ? <DeleteRecordButton record={r} /> : undefined}
      />
      <Loaded query={query} errorTitle="No se pudo cargar el mantenimiento">
        {(record) =>
          record.can.update ? (
            <RecordEditForm key={record.public_id} record={record} currency={currency} />
          ) : (
            <MaintenanceRecordView record={record} currency={currency} />
          )
        }
      </Loaded>
    </>
  );
}
