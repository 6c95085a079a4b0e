import { useRef, useState } from 'react';
import { Grid, NumberInput, Select, SimpleGrid, Switch, TextInput, Textarea } from '@mantine/core';
import {
  FUEL_TYPES,
  VEHICLE_STATUSES,
  VEHICLE_TYPES,
  type TFuelType,
  type TVehicleStatus,
  type TVehicleType,
} from '@gestora/contract/vehicles/vehicle-states';
import { MSG } from '@gestora/contract/messages';
import { ZVehicleRequest, type TVehicle, type TVehicleRequest } from '@gestora/contract/vehicles/vehicles.schema';
import { DateField } from '../../components/date-field.tsx';
import { errorMessage } from '../../components/form-errors.ts';
import { StatusSelect } from '../../components/form-fields.tsx';
import { PageForm } from '../../components/form-page.tsx';
import { DepartmentSelect } from '../../components/lookup-selects.tsx';
import { UserPicker } from '../../components/people-pickers.tsx';
import { Section } from '../../components/section.tsx';
import { bindField, useRecordForm } from '../../components/use-record-form.ts';
import { useAuth } from '../../lib/auth-store.ts';
import { notify, notifySaved, notifyUpdated } from '../../lib/notify.ts';
import { useNavigate } from '../../lib/router/history-router.tsx';
import { VehiclePhotoField } from './vehicle-photo-field.tsx';
import { useSaveVehicle, useSaveVehiclePhoto, type PhotoChange } from './vehicles.queries.ts';

/** The form's values: text boxes hold '' for nothing, number boxes '' while empty, selects null. */
type Values = {
  plate: string;
  brand: string;
  model: string;
  year: number | string;
  colour: string;
  type: TVehicleType | null;
  vin: string;
  engine_number: string;
  fuel: TFuelType | null;
  odometer: number | string;
  driver_id: string | null;
  responsible_id: string | null;
  department_id: string | null;
  status: TVehicleStatus;
  insurance_expires_on: string | null;
  inspection_expires_on: string | null;
  notes: string;
  active: boolean;
};

function initialOf(v: TVehicle | null): Values {
  return {
    plate: v?.plate ?? '',
    brand: v?.brand ?? '',
    model: v?.model ?? '',
    year: v?.year ?? '',
    colour: v?.colour ?? '',
    type: (v?.type as TVehicleType | undefined) ?? null,
    vin: v?.vin ?? '',
    engine_number: v?.engine_number ?? '',
    fuel: (v?.fuel as TFuelType | null | undefined) ?? null,
    odometer: v?.odometer ?? '',
    driver_id: v?.driver?.public_id ?? null,
    responsible_id: v?.responsible?.public_id ?? null,
    department_id: v?.department?.public_id ?? null,
    status: (v?.status ?? 'Disponible') as TVehicleStatus,
    insurance_expires_on: v?.insurance_expires_on ?? null,
    inspection_expires_on: v?.inspection_expires_on ?? null,
    notes: v?.notes ?? '',
    active: v?.active ?? true,
  };
}

const toBody = (v: Values): TVehicleRequest => ({
  ...v,
  // An unchosen type is sent as it is, so that the contract's message says what to do.
  type: v.type as TVehicleType,
  year: v.year === '' ? null : Number(v.year),
  odometer: v.odometer === '' ? 0 : Number(v.odometer),
});

const NEXT_YEAR = new Date().getFullYear() + 1;

/**
 * Every field of a vehicle on one page (one column on a phone), its photo sent after the save; saving opens the
 * vehicle, leaving with unsaved changes (a photo picked included) asks first.
 */
export function VehicleForm({ vehicle }: { vehicle: TVehicle | null }) {
  const navigate = useNavigate();
  const { can } = useAuth();
  const save = useSaveVehicle();
  const savePhoto = useSaveVehiclePhoto();
  const [photo, setPhoto] = useState<PhotoChange>(null);
  // The photo's own failure, told in the save's toast: the vehicle itself was saved.
  const photoFailure = useRef<string | null>(null);
  // POST /api/vehicles/:id/photo asks for 'Actualizar vehículos'.
  const canPhoto = can('Actualizar vehículos');
  const record = useRecordForm({
    schema: ZVehicleRequest,
    initial: initialOf(vehicle),
    toBody,
    save: async (body) => {
      const saved = await save.mutateAsync({ id: vehicle?.public_id, body });
      photoFailure.current = null;
      if (photo)
        await savePhoto
          .mutateAsync({ id: saved.public_id, photo })
          .catch((error: unknown) => (photoFailure.current = errorMessage(error)));
      return saved;
    },
    updating: Boolean(vehicle),
    announce: () => {
      if (photoFailure.current) notify(`El vehículo se guardó, pero la foto no: ${photoFailure.current}`, 'error');
      else if (vehicle) notifyUpdated();
      else notifySaved();
    },
    onSaved: (saved) => `/vehicle/${saved.public_id}`,
  });
  const { form } = record;
  const dirty = (record.dirty || photo !== null) && !record.leaving;

  return (
    <PageForm
      record={{ ...record, dirty }}
      onCancel={() => navigate(vehicle ? `/vehicle/${vehicle.public_id}` : '/vehicle')}
      maw={960}
    >
      <Section title="Datos del vehículo">
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label="Placa"
              description="Única en la flota: se compara sin espacios ni guiones."
              withAsterisk
              maxLength={12}
              data-autofocus
              {...form.getInputProps('plate')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Select
              label="Tipo"
              withAsterisk
              data={[...VEHICLE_TYPES]}
              placeholder={MSG.selectPlaceholder}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('type')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <StatusSelect statuses={VEHICLE_STATUSES} {...form.getInputProps('status')} />
          </Grid.Col>
        </Grid>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md" mt="md">
          <TextInput label="Marca" withAsterisk maxLength={60} {...form.getInputProps('brand')} />
          <TextInput label="Modelo" withAsterisk maxLength={60} {...form.getInputProps('model')} />
          <NumberInput
            label="Año"
            min={1950}
            max={NEXT_YEAR}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator={false}
            {...form.getInputProps('year')}
          />
          <TextInput label="Color" maxLength={30} {...form.getInputProps('colour')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="md">
          <Select
            label="Combustible"
            data={[...FUEL_TYPES]}
            placeholder={MSG.selectPlaceholder}
            clearable
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('fuel')}
          />
          <NumberInput
            label="Kilometraje"
            description={
              vehicle
                ? 'La lectura de hoy; no puede ser menor que la última registrada.'
                : 'La lectura del odómetro al registrarlo.'
            }
            suffix=" km"
            min={0}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            {...form.getInputProps('odometer')}
          />
        </SimpleGrid>
      </Section>
      <Section title="Identificación">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="VIN"
            description="De 11 a 17 letras y números, sin I, O ni Q."
            maxLength={17}
            {...form.getInputProps('vin')}
          />
          <TextInput label="Número de motor" maxLength={30} {...form.getInputProps('engine_number')} />
        </SimpleGrid>
      </Section>
      <Section title="Asignación">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <UserPicker label="Conductor" current={vehicle?.driver} {...bindField(form, 'driver_id')} />
          <UserPicker
            label="Responsable"
            description="Recibe los avisos de mantenimiento y de documentos por vencer."
            current={vehicle?.responsible}
            {...bindField(form, 'responsible_id')}
          />
          <DepartmentSelect
            label="Departamento"
            current={vehicle?.department}
            {...form.getInputProps('department_id')}
          />
        </SimpleGrid>
      </Section>
      <Section title="Documentos">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DateField label="Vencimiento del seguro" {...form.getInputProps('insurance_expires_on')} />
          <DateField label="Vencimiento de la revisión técnica" {...form.getInputProps('inspection_expires_on')} />
        </SimpleGrid>
      </Section>
      {canPhoto ? (
        <Section title="Foto">
          <VehiclePhotoField current={vehicle?.photo_url ?? null} value={photo} onChange={setPhoto} />
        </Section>
      ) : null}
      <Section title="Otros datos">
        <Textarea label="Notas" autosize minRows={2} maxRows={8} maxLength={2000} {...form.getInputProps('notes')} />
        <Switch
          mt="md"
          label="Activo"
          description="Solo los vehículos activos se pueden elegir al registrar solicitudes y mantenimientos."
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
      </Section>
    </PageForm>
  );
}
