import { NumberInput, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import {
  ZMaintenanceRequestRequest,
  type TMaintenanceRequest,
  type TMaintenanceRequestRequest,
} from '@gestora/contract/vehicles/maintenance-requests.schema';
import { PageForm } from '../../components/form-page.tsx';
import { Section } from '../../components/section.tsx';
import { bindField, useRecordForm } from '../../components/use-record-form.ts';
import { useNavigate } from '../../lib/router/history-router.tsx';
import { MaintenanceFiles } from './maintenance-record-files.tsx';
import { MaintenanceTypeSelect, VehicleSelect, useChosenVehicle } from './maintenance-record-selects.tsx';
import { useAddRequestPhotos, useCreateRequest, useUpdateRequest } from './maintenance.queries.ts';
import { PRIORITY_OPTIONS, formatKm, pickedId, typedNumber } from './request-labels.ts';

const SCHEMA = ZMaintenanceRequestRequest.extend({ vehicle_id: pickedId('Seleccione un vehículo.') });

interface Values extends Record<string, unknown> {
  vehicle_id: string | null;
  type_id: string | null;
  description: string;
  odometer: number | string;
  priority: string;
  /** New photos: sent with the request's save. */
  photos: File[];
}

interface RequestFormProps {
  /** null: a new request, for `vehicleId` when the vehicle's page asked for it. */
  request: TMaintenanceRequest | null;
  vehicleId?: string | null;
}

/**
 * The fields of 'Nueva solicitud' and of its edit (its requester, while it is pending). A new request goes with
 * its photos in one multipart request; an edit saves its fields, then adds the new photos.
 */
export function MaintenanceRequestForm({ request, vehicleId = null }: RequestFormProps) {
  const navigate = useNavigate();
  const create = useCreateRequest();
  const update = useUpdateRequest();
  const addPhotos = useAddRequestPhotos();
  const record = useRecordForm<Values, TMaintenanceRequestRequest & { photos: File[] }>({
    schema: SCHEMA,
    initial: {
      vehicle_id: request?.vehicle.public_id ?? vehicleId,
      type_id: request?.type?.public_id ?? null,
      description: request?.description ?? '',
      odometer: request?.odometer ?? '',
      priority: request?.priority ?? 'Media',
      photos: [],
    },
    toBody: (v) => ({
      vehicle_id: v.vehicle_id ?? '',
      type_id: v.type_id,
      description: v.description,
      odometer: typedNumber(v.odometer),
      priority: v.priority as TMaintenanceRequestRequest['priority'],
      photos: v.photos,
    }),
    save: async ({ photos, ...body }) => {
      if (!request) return create.mutateAsync({ body, photos });
      const saved = await update.mutateAsync({ id: request.public_id, body });
      if (photos.length) await addPhotos.mutateAsync({ id: request.public_id, files: photos });
      return saved;
    },
    updating: Boolean(request),
    onSaved: () => '/maintenance_request',
  });
  const { form } = record;
  const chosen = useChosenVehicle(form.values.vehicle_id);

  return (
    <PageForm record={record} onCancel={() => navigate(-1)} maw={900}>
      <Section title="Solicitud">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <VehicleSelect
              label="Vehículo"
              withAsterisk
              current={request?.vehicle ?? null}
              {...bindField(form, 'vehicle_id')}
            />
            <MaintenanceTypeSelect
              label="Tipo de mantenimiento"
              description="Opcional: si sabe qué mantenimiento necesita."
              current={request?.type ?? null}
              {...form.getInputProps('type_id')}
            />
            <Select
              label="Prioridad"
              withAsterisk
              data={PRIORITY_OPTIONS}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('priority')}
            />
            <NumberInput
              label="Kilometraje"
              description={
                chosen ? `Último registrado: ${formatKm(chosen.odometer)}.` : 'Opcional: lo que marca el tablero hoy.'
              }
              suffix=" km"
              thousandSeparator=","
              allowDecimal={false}
              allowNegative={false}
              min={0}
              {...form.getInputProps('odometer')}
            />
          </SimpleGrid>
          <Textarea
            label="Descripción"
            withAsterisk
            description="Qué falla o qué necesita el vehículo."
            autosize
            minRows={3}
            maxRows={10}
            maxLength={2000}
            {...form.getInputProps('description')}
          />
        </Stack>
      </Section>
      <Section title="Fotos">
        <MaintenanceFiles
          label="Fotos"
          description="Opcional: imágenes que muestren el problema."
          saved={request?.photos}
          deleteRoute={request ? `/api/maintenance_requests/${request.public_id}/photos` : undefined}
          noneSaved="La solicitud no tiene fotos."
          files={form.values.photos}
          onChange={(files) => form.setFieldValue('photos', files)}
          error={form.errors.photos}
          busy={record.busy}
        />
      </Section>
    </PageForm>
  );
}
