import { NumberInput, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import type { TMaintenanceRecord } from '@gestora/contract/vehicles/maintenance-records.schema';
import { DateField } from '../../components/date-field.tsx';
import { bindField, type RecordForm } from '../../components/use-record-form.ts';
import { currencySymbol } from './fleet-costs-format.ts';
import { MaintenanceTypeSelect, VehicleSelect, useChosenVehicle } from './maintenance-record-selects.tsx';
import type { RecordValues } from './maintenance-record-form.ts';
import { today } from './maintenance-record-form.ts';
import { formatKm } from './request-labels.ts';

interface RecordFieldsProps {
  record: RecordForm<RecordValues>;
  /** The saved record (an edit): its vehicle and type named before any search. */
  saved?: TMaintenanceRecord | null;
  /** Names the prefilled vehicle and type (a request's) before the pickers have answered. */
  known?: Pick<TMaintenanceRecord, 'vehicle'> & { type: TMaintenanceRecord['type'] | null };
  currency: string;
}

/** What a maintenance record holds, in the create modal and on the edit page alike. */
export function MaintenanceRecordFields({ record, saved, known, currency }: RecordFieldsProps) {
  const { form } = record;
  const chosen = useChosenVehicle(form.values.vehicle_id);
  const names = saved ?? known;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <VehicleSelect
          label="Vehículo"
          withAsterisk
          current={names?.vehicle ?? null}
          {...bindField(form, 'vehicle_id')}
        />
        <MaintenanceTypeSelect
          label="Tipo de mantenimiento"
          withAsterisk
          current={names?.type ?? null}
          {...form.getInputProps('type_id')}
        />
        <DateField
          label="Fecha"
          withAsterisk
          clearable={false}
          maxDate={today()}
          description="El día en que se hizo; no puede ser futura."
          {...form.getInputProps('performed_on')}
        />
        <NumberInput
          label="Kilometraje"
          withAsterisk
          description={
            chosen ? `Último registrado: ${formatKm(chosen.odometer)}.` : 'Lo que marcaba el tablero ese día.'
          }
          suffix=" km"
          thousandSeparator=","
          allowDecimal={false}
          allowNegative={false}
          min={0}
          {...form.getInputProps('odometer')}
        />
        <NumberInput
          label={`Costo (${currencySymbol(currency)})`}
          description="El total de las facturas, con dos decimales."
          thousandSeparator=","
          decimalScale={2}
          allowNegative={false}
          min={0}
          {...form.getInputProps('cost')}
        />
        <TextInput label="Taller" maxLength={120} {...form.getInputProps('workshop')} />
      </SimpleGrid>
      <Textarea
        label="Descripción"
        description="Qué se hizo: trabajos, repuestos, observaciones."
        autosize
        minRows={3}
        maxRows={10}
        maxLength={2000}
        {...form.getInputProps('description')}
      />
    </Stack>
  );
}
