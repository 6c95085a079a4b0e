import dayjs from 'dayjs';
import { z } from 'zod';
import {
  ZMaintenanceRecordRequest,
  type TMaintenanceRecord,
  type TMaintenanceRecordRequest,
} from '@gestora/contract/vehicles/maintenance-records.schema';
import { zOdometer } from '@gestora/contract/vehicles/maintenance-requests.schema';
import { useRecordForm, type RecordForm } from '../../components/use-record-form.ts';
import { useAddRecordInvoices, useCreateRecord, useUpdateRecord } from './maintenance.queries.ts';
import { pickedId, typedNumber } from './request-labels.ts';

/** What a new record starts from: an approved request it attends, a vehicle's link, or nothing. */
export interface RecordPrefill {
  request_id?: string | null;
  vehicle_id?: string | null;
  type_id?: string | null;
  odometer?: number | null;
  description?: string | null;
}

export interface RecordValues extends Record<string, unknown> {
  vehicle_id: string | null;
  type_id: string | null;
  performed_on: string;
  odometer: number | string;
  cost: number | string;
  workshop: string;
  description: string;
  /** New invoices: sent with the record's save. */
  invoices: File[];
}

type Body = TMaintenanceRecordRequest & { invoices: File[] };

/** The contract's check, with the required choices and the odometer said in words when left empty. */
const SCHEMA = ZMaintenanceRecordRequest.extend({
  vehicle_id: pickedId('Seleccione un vehículo.'),
  type_id: pickedId('Seleccione un tipo de mantenimiento.'),
  odometer: z
    .any()
    .refine((v) => v !== null && v !== undefined, { error: 'Ingrese el kilometraje.' })
    .pipe(zOdometer),
});

/** Today in 'YYYY-MM-DD', the latest day a maintenance may be dated (the server says so too). */
export const today = () => dayjs().format('YYYY-MM-DD');

interface RecordFormOptions {
  /** null: a new record, from `prefill`. */
  record: TMaintenanceRecord | null;
  prefill?: RecordPrefill;
  onSaved: (saved: TMaintenanceRecord) => string | void;
}

/**
 * The state of the maintenance record's form, in the modal that creates it and on the page that edits it. A new
 * record goes with its invoices in one multipart request; an edit saves its fields, then adds the new invoices.
 */
export function useMaintenanceRecordForm({
  record,
  prefill = {},
  onSaved,
}: RecordFormOptions): RecordForm<RecordValues> {
  const create = useCreateRecord();
  const update = useUpdateRecord();
  const addInvoices = useAddRecordInvoices();
  return useRecordForm<RecordValues, Body, TMaintenanceRecord>({
    schema: SCHEMA,
    initial: {
      vehicle_id: record?.vehicle.public_id ?? prefill.vehicle_id ?? null,
      type_id: record?.type.public_id ?? prefill.type_id ?? null,
      performed_on: record?.performed_on ?? today(),
      odometer: record?.odometer ?? prefill.odometer ?? '',
      cost: record?.cost ?? '',
      workshop: record?.workshop ?? '',
      description: record?.description ?? prefill.description ?? '',
      invoices: [],
    },
    toBody: (v) => ({
      vehicle_id: v.vehicle_id ?? '',
      type_id: v.type_id ?? '',
      // Only a new record attends a request; an edit keeps the one it has.
      ...(record ? {} : { request_id: prefill.request_id ?? null }),
      performed_on: v.performed_on,
      odometer: typedNumber(v.odometer) as number,
      cost: typedNumber(v.cost) ?? 0,
      workshop: v.workshop || null,
      description: v.description || null,
      invoices: v.invoices,
    }),
    save: async ({ invoices, ...body }) => {
      if (!record) return create.mutateAsync({ body, invoices });
      const saved = await update.mutateAsync({ id: record.public_id, body });
      if (invoices.length) await addInvoices.mutateAsync({ id: record.public_id, files: invoices });
      return saved;
    },
    updating: Boolean(record),
    onSaved,
  });
}
