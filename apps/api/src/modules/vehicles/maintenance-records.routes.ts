import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZMessage, ZPublicIdParams } from '@gestora/contract/common.schema';
import { MSG } from '@gestora/contract/messages';
import {
  ZFleetCosts,
  ZFleetCostsQuery,
  ZMaintenanceRecord,
  ZMaintenanceRecordListQuery,
  ZMaintenanceRecordPage,
  ZMaintenanceRecordRequest,
  ZVehicleRemindersRun,
} from '@gestora/contract/vehicles/maintenance-records.schema';
import { MAINTENANCE_RECORDS_EXPORT } from '@gestora/contract/exports/vehicles-export';
import { apiRoutes } from '../../lib/api-routes.ts';
import { exportRoute } from '../../lib/export/export-route.ts';
import { needs } from '../auth/route-access.rules.ts';
import { ZFileParams } from '../files/files.routes.ts';
import { FILE_MAX_BYTES, FILE_MAX_COUNT } from '../files/files.service.ts';
import { fleetCosts } from './fleet-costs.service.ts';
import { readForm, readPdfOrImages } from './form-uploads.routes.ts';
import { maintenanceRecordsList } from './maintenance-records-list.service.ts';
import {
  addInvoices,
  createRecord,
  deleteRecord,
  getRecord,
  removeInvoice,
  updateRecord,
} from './maintenance-records.service.ts';
import { runVehicleReminders, scheduleVehicleReminders } from './vehicle-reminders.service.ts';

const READ = needs('Mantenimiento de vehículos');
const WRITE = needs('Registrar mantenimientos');

/** The invoices of a multipart body, as the API's documentation shows them (readForm checks them). */
const invoices = z.any().meta({
  type: 'string',
  format: 'binary',
  description: `Hasta ${FILE_MAX_COUNT} facturas (PDF o imágenes) de ${FILE_MAX_BYTES / 1024 / 1024} MB`,
});

/**
 * Maintenance records and their invoices, the fleet's costs and the due reminders (docs/decisions/0005). A record
 * is created as JSON or as multipart (its fields and `invoices` files), in one transaction either way.
 */
export async function maintenanceRecordsRoutes(app: FastifyInstance) {
  const route = apiRoutes(app, ['Vehículos']);

  // The daily reminders run in the server, not in the tests: they call runVehicleReminders when they choose.
  if (process.env.NODE_ENV !== 'test') {
    const stop = scheduleVehicleReminders(app.ctx, app.jobs);
    app.addHook('onReady', async () =>
      app.jobs.run('vehicle-reminders', async () => void (await runVehicleReminders(app.ctx))),
    );
    app.addHook('onClose', async () => stop());
  }

  route.list(
    '/api/maintenance_records',
    READ,
    ZMaintenanceRecordListQuery,
    ZMaintenanceRecordPage,
    maintenanceRecordsList.answer,
  );
  exportRoute(
    app,
    '/api/maintenance_records',
    READ,
    ZMaintenanceRecordListQuery,
    maintenanceRecordsList,
    MAINTENANCE_RECORDS_EXPORT,
    ['Vehículos'],
  );
  route.read('/api/maintenance_records/:public_id', READ, ZMaintenanceRecord, getRecord);
  route.post(
    '/api/maintenance_records',
    WRITE,
    {
      consumes: ['application/json', 'multipart/form-data'],
      // A multipart body is parsed by readForm with the same schema.
      body: ZMaintenanceRecordRequest.extend({ invoices: invoices.optional() }).nullish(),
      response: { 201: ZMaintenanceRecord },
    },
    async (ctx, actor, _input, request) => {
      const { body, files } = await readForm(request, ZMaintenanceRecordRequest, 'invoices');
      return createRecord(ctx, actor, body, files);
    },
  );
  route.update(
    '/api/maintenance_records/:public_id',
    WRITE,
    ZMaintenanceRecordRequest,
    ZMaintenanceRecord,
    updateRecord,
  );
  route.remove('/api/maintenance_records/:public_id', needs('Eliminar mantenimientos'), deleteRecord);

  route.post(
    '/api/maintenance_records/:public_id/invoices',
    WRITE,
    {
      params: ZPublicIdParams,
      consumes: ['multipart/form-data'],
      body: z.object({ invoices }).partial().nullish(),
      response: { 201: ZMaintenanceRecord },
    },
    (ctx, actor, { params }, request) =>
      addInvoices(ctx, actor, params.public_id, () => readPdfOrImages(request, 'invoices')),
  );
  route.delete(
    '/api/maintenance_records/:public_id/invoices/:file_id',
    WRITE,
    { params: ZFileParams, response: { 200: ZMessage } },
    async (ctx, actor, { params }) => {
      await removeInvoice(ctx, actor, params.public_id, params.file_id);
      return { message: MSG.deleted };
    },
  );

  route.list(
    '/api/vehicle_costs',
    needs('Módulo de vehículos', 'Mantenimiento de vehículos'),
    ZFleetCostsQuery,
    ZFleetCosts,
    fleetCosts,
  );
  route.action('/api/vehicle_reminders/run', needs('Actualizar vehículos'), ZVehicleRemindersRun, (ctx) =>
    runVehicleReminders(ctx),
  );
}
