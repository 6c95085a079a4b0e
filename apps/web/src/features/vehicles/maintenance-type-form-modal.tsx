import { NumberInput, SimpleGrid, Switch, TextInput, Text } from '@mantine/core';
import {
  ZMaintenanceTypeRequest,
  type TMaintenanceType,
  type TMaintenanceTypeRequest,
} from '@gestora/contract/vehicles/maintenance-types.schema';
import { DescriptionInput } from '../../components/form-fields.tsx';
import { FormModal } from '../../components/form-modal.tsx';
import { useRecordForm } from '../../components/use-record-form.ts';
import { typeRequestOf, useSaveMaintenanceType } from './maintenance-types.queries.ts';

interface MaintenanceTypeFormModalProps {
  opened: boolean;
  /** null: a new type. */
  type: TMaintenanceType | null;
  onClose: () => void;
}

/** The number boxes hold '' while empty: no interval of that kind. */
type Values = Omit<TMaintenanceTypeRequest, 'interval_km' | 'interval_days' | 'description'> & {
  description: string;
  interval_km: number | string;
  interval_days: number | string;
};

const toBody = (v: Values): TMaintenanceTypeRequest => ({
  ...v,
  interval_km: v.interval_km === '' ? null : Number(v.interval_km),
  interval_days: v.interval_days === '' ? null : Number(v.interval_days),
});

/** 'Nuevo tipo de mantenimiento' / 'Editar tipo de mantenimiento': name, description, intervals, active. */
export function MaintenanceTypeFormModal({ opened, type, onClose }: MaintenanceTypeFormModalProps) {
  const save = useSaveMaintenanceType();
  const start = type ? typeRequestOf(type) : null;
  const record = useRecordForm({
    schema: ZMaintenanceTypeRequest,
    initial: {
      name: start?.name ?? '',
      description: start?.description ?? '',
      interval_km: (start?.interval_km ?? '') as number | string,
      interval_days: (start?.interval_days ?? '') as number | string,
      active: (start?.active ?? true) as boolean,
    } satisfies Values,
    toBody,
    save: (body) => save.mutateAsync({ id: type?.public_id, body }),
    updating: Boolean(type),
    onSaved: onClose,
  });
  const { getInputProps } = record.form;

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={type ? 'Editar tipo de mantenimiento' : 'Nuevo tipo de mantenimiento'}
      record={record}
    >
      <TextInput
        label="Nombre"
        withAsterisk
        maxLength={100}
        placeholder="Cambio de aceite"
        data-autofocus
        {...getInputProps('name')}
      />
      <DescriptionInput maxLength={1000} minRows={2} {...getInputProps('description')} />
      <div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            label="Cada cuántos km"
            suffix=" km"
            min={1}
            max={500_000}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            {...getInputProps('interval_km')}
          />
          <NumberInput
            label="Cada cuántos días"
            suffix=" días"
            min={1}
            max={3650}
            allowDecimal={false}
            allowNegative={false}
            {...getInputProps('interval_days')}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt={6}>
          Con un intervalo el tipo es preventivo: vence de nuevo al cumplirse lo primero. Sin intervalos es correctivo.
        </Text>
      </div>
      <Switch
        label="Activo"
        description="Solo los tipos activos se pueden elegir en solicitudes y mantenimientos, y se planifican."
        {...getInputProps('active', { type: 'checkbox' })}
      />
    </FormModal>
  );
}
