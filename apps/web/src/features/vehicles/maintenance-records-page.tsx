import type { TMaintenanceRecordListItem } from '@gestora/contract/vehicles/maintenance-records.schema';
import { ListScreen } from '../../components/list-screen.tsx';
import { useNewButton } from '../../components/new-button.tsx';
import { deleteAction, editAction, useRowActions, viewAction } from '../../components/row-actions.tsx';
import { useListPage } from '../../components/use-list-page.tsx';
import { useAuth } from '../../lib/auth-store.ts';
import { useNavigate } from '../../lib/router/history-router.tsx';
import { useSearchParams } from '../../lib/router/use-search-params.ts';
import { DEFAULT_CURRENCY } from './fleet-costs-format.ts';
import { FleetCostsSection } from './fleet-costs-section.tsx';
import { MaintenanceRecordModal, linkedPrefill, withoutPrefill } from './maintenance-record-modal.tsx';
import { recordColumns } from './maintenance-records-columns.tsx';
import { MaintenanceRecordsFilters, RECORD_FILTERS } from './maintenance-records-filters.tsx';
import { recordsQueryOptions, useDeleteRecord, useFleetCosts } from './maintenance.queries.ts';
import { recordName } from './request-labels.ts';

type Row = TMaintenanceRecordListItem;

/**
 * /vehicle_maintenance 'Mantenimientos': the fleet's costs in the chosen window, then every maintenance record of
 * the vehicles the user sees. 'Nuevo mantenimiento' opens its form in a modal, which a request's 'Registrar
 * mantenimiento' opens too, filled from the request (?request_id=…), so that saving attends it.
 */
export function MaintenanceRecordsPage() {
  const { can } = useAuth();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const page = useListPage({
    filters: RECORD_FILTERS,
    query: recordsQueryOptions,
    exportPath: '/api/maintenance_records',
    remove: { kind: 'mantenimiento', name: recordName, mutation: useDeleteRecord() },
  });
  const { date_from, date_to, vehicle_id } = page.list.filters;
  const period = { ...(date_from ? { date_from } : {}), ...(date_to ? { date_to } : {}) };
  const costs = useFleetCosts(period);
  const currency = costs.data?.currency ?? DEFAULT_CURRENCY;
  // A link may open the form only for who may register maintenance: anyone else just sees the list.
  const prefill = can('Registrar mantenimientos') ? linkedPrefill(search) : null;
  const open = (r: Row) => navigate(`/vehicle_maintenance/edit/${r.public_id}`);
  const actions = useRowActions<Row>([
    viewAction(open, { when: (r) => !r.can.update }),
    { ...editAction(open, true), when: (r) => r.can.update },
    { ...deleteAction(page.askDelete, true), when: (r) => r.can.delete },
  ]);
  const newButton = useNewButton({
    label: 'Nuevo mantenimiento',
    allow: 'Registrar mantenimientos',
    onClick: () => setSearch((prev) => ({ ...Object.fromEntries(prev), new: '1' }), { replace: true }),
  });
  const filteredVehicle = page.table.page?.data.find((r) => r.vehicle.public_id === vehicle_id)?.vehicle;

  return (
    <ListScreen
      page={page}
      title="Mantenimientos"
      subtitle="Los mantenimientos hechos a la flota, con sus costos y facturas."
      newButton={newButton}
      filters={
        <>
          <MaintenanceRecordsFilters list={page.list} vehicle={filteredVehicle} />
          <FleetCostsSection costs={costs} period={period} />
        </>
      }
      label="Mantenimientos"
      columns={recordColumns(currency)}
      rowLabel={recordName}
      onRowClick={open}
      actions={actions}
      minWidth={960}
    >
      {prefill ? (
        <MaintenanceRecordModal
          key={prefill.request_id ?? 'new'}
          opened
          prefill={prefill}
          currency={currency}
          onClose={() => setSearch(withoutPrefill, { replace: true })}
        />
      ) : null}
    </ListScreen>
  );
}
