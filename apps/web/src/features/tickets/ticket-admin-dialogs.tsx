import type { TTicketListItem } from '@gestora/contract/tickets/tickets.schema';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { useDialog } from '../../components/use-dialog.ts';
import { notifyUpdated } from '../../lib/notify.ts';
import { TicketAssignModal } from './ticket-assign-modal.tsx';
import { TicketFormModal } from './ticket-form-modal.tsx';
import { useCloseTicket, useTicket } from './tickets.queries.ts';

/** The edit form needs the ticket's description, which the list rows leave out: it opens once it is loaded. */
function EditTicket({ id, opened, onClose }: { id: string | null; opened: boolean; onClose: () => void }) {
  const ticket = useTicket(id);
  if (!ticket.data || ticket.data.public_id !== id) return null;
  return <TicketFormModal opened={opened} ticket={ticket.data} onClose={onClose} />;
}

/**
 * The administration's dialogs of a ticket: 'Nuevo ticket', 'Editar', 'Asignar responsable' and 'Cerrar'. One
 * hook, so that the list and the drawer open the same ones.
 */
export function useTicketAdminDialogs(canAssignOnCreate: boolean) {
  const create = useDialog<true>();
  const edit = useDialog<string>();
  const assign = useDialog<TTicketListItem>();
  const closing = useDialog<TTicketListItem>();
  const close = useCloseTicket();
  const dialogs = (
    <>
      <TicketFormModal
        key={`new-${create.key}`}
        opened={create.opened}
        ticket={null}
        canAssign={canAssignOnCreate}
        onClose={create.close}
      />
      <EditTicket key={`edit-${edit.key}`} id={edit.value} opened={edit.opened} onClose={edit.close} />
      <TicketAssignModal
        key={`assign-${assign.key}`}
        opened={assign.opened}
        ticket={assign.value}
        onClose={assign.close}
      />
      <ConfirmDialog
        opened={closing.opened}
        onClose={closing.close}
        title="Cerrar ticket"
        confirmLabel="Cerrar ticket"
        onConfirm={() => close.mutateAsync(closing.value!.public_id)}
        onDone={notifyUpdated}
      >
        ¿Cerrar el ticket {closing.value?.code} «{closing.value?.title}»? Ya no se podrá reasignar ni cambiar su estado;
        se avisará al solicitante.
      </ConfirmDialog>
    </>
  );
  return {
    dialogs,
    create: () => create.open(true),
    edit: (t: { public_id: string }) => edit.open(t.public_id),
    assign: assign.open,
    close: closing.open,
  };
}
