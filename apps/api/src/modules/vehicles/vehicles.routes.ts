import type { FastifyInstance } from 'fastify';
import {
  ZMaintenanceType,
  ZMaintenanceTypeListQuery,
  ZMaintenanceTypeOptions,
  ZMaintenanceTypePage,
  ZMaintenanceTypeRequest,
} from '@gestora/contract/vehicles/maintenance-types.schema';
import {
  VEHICLE_OPTIONS_PERMISSIONS,
  ZVehicleDetail,
  ZVehicleListQuery,
  ZVehicleOptions,
  ZVehicleOptionsQuery,
  ZVehiclePage,
  ZVehicleRequest,
} from '@gestora/contract/vehicles/vehicles.schema';
import { apiRoutes } from '../../lib/api-routes.ts';
import { needs } from '../auth/route-access.rules.ts';
import {
  createMaintenanceType,
  deleteMaintenanceType,
  getMaintenanceType,
  maintenanceTypeOptions,
  updateMaintenanceType,
} from './maintenance-types.service.ts';
import { maintenanceTypesList } from './maintenance-types-list.service.ts';
import { getVehicle } from './vehicle-detail.service.ts';
import { vehiclePhotoRoutes } from './vehicle-photo.routes.ts';
import { vehiclesList } from './vehicles-list.service.ts';
import { createVehicle, deleteVehicle, updateVehicle, vehicleOptions } from './vehicles.service.ts';
import { MAINTENANCE_TYPES_EXPORT, VEHICLES_EXPORT } from '@gestora/contract/exports/vehicles-export';
import { exportRoute } from '../../lib/export/export-route.ts';

const MODULE = needs('Módulo de vehículos');

/** The fleet (issue 45): vehicles, their photo, the maintenance types, and the forms' selects. */
export async function vehiclesRoutes(app: FastifyInstance) {
  const route = apiRoutes(app, ['Vehículos']);

  route.list('/api/vehicles', MODULE, ZVehicleListQuery, ZVehiclePage, vehiclesList.answer);
  exportRoute(app, '/api/vehicles', MODULE, ZVehicleListQuery, vehiclesList, VEHICLES_EXPORT, ['Vehículos']);
  route.read('/api/vehicles/:public_id', MODULE, ZVehicleDetail, getVehicle);
  route.create('/api/vehicles', needs('Registrar vehículos'), ZVehicleRequest, ZVehicleDetail, createVehicle);
  route.update(
    '/api/vehicles/:public_id',
    needs('Actualizar vehículos'),
    ZVehicleRequest,
    ZVehicleDetail,
    updateVehicle,
  );
  route.remove('/api/vehicles/:public_id', needs('Eliminar vehículos'), deleteVehicle);
  vehiclePhotoRoutes(app, route);

  // The request and record forms' selects: whoever may fill them, without the vehicles module.
  route.list(
    '/api/vehicle_options',
    needs(...VEHICLE_OPTIONS_PERMISSIONS),
    ZVehicleOptionsQuery,
    ZVehicleOptions,
    vehicleOptions,
  );
  route.read(
    '/api/maintenance_type_options',
    needs(...VEHICLE_OPTIONS_PERMISSIONS),
    ZMaintenanceTypeOptions,
    maintenanceTypeOptions,
  );

  const types = apiRoutes(app, ['Tipos de mantenimiento']);
  const MANAGE_TYPES = needs('Gestionar tipos de mantenimiento');
  types.list(
    '/api/maintenance_types',
    MODULE,
    ZMaintenanceTypeListQuery,
    ZMaintenanceTypePage,
    maintenanceTypesList.answer,
  );
  exportRoute(
    app,
    '/api/maintenance_types',
    MODULE,
    ZMaintenanceTypeListQuery,
    maintenanceTypesList,
    MAINTENANCE_TYPES_EXPORT,
    ['Tipos de mantenimiento'],
  );
  types.read('/api/maintenance_types/:public_id', MODULE, ZMaintenanceType, getMaintenanceType);
  types.create(
    '/api/maintenance_types',
    MANAGE_TYPES,
    ZMaintenanceTypeRequest,
    ZMaintenanceType,
    createMaintenanceType,
  );
  types.update(
    '/api/maintenance_types/:public_id',
    MANAGE_TYPES,
    ZMaintenanceTypeRequest,
    ZMaintenanceType,
    updateMaintenanceType,
  );
  types.remove('/api/maintenance_types/:public_id', MANAGE_TYPES, deleteMaintenanceType);
}
