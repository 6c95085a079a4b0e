import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { notifyDeleted } from '../lib/notify.ts';

interface ConfirmDeleteProps {
  /** What is being deleted; null keeps the dialog closed. */
  target: { kind: string; name: string } | null;
  onClose: () => void;
  /** The DELETE call; a refusal ('está en uso') is shown inside the dialog. */
  onConfirm: () => Promise<unknown>;
  onDeleted?: () => void;
}

/**
 * 'Eliminar área' — '¿Desea eliminar el área «Recursos Humanos»?'. Names the thing, says it cannot be undone,
 * and toasts 'El registro fue eliminado' after.
 */
export function ConfirmDelete({ target, onClose, onConfirm, onDeleted }: ConfirmDeleteProps) {
  // Keeps the name on screen while the dialog fades out after `target` went back to null.
  const [shown, setShown] = useState(target);
  if (target && target !== shown) setShown(target);
  return (
    <ConfirmDialog
      opened={target !== null}
      onClose={onClose}
      title={shown ? `Eliminar ${shown.kind}` : ''}
      confirmLabel="Eliminar"
      color="red"
      onConfirm={onConfirm}
      onDone={() => {
        notifyDeleted();
        onDeleted?.();
      }}
    >
      {shown ? (
        <>
          ¿Desea eliminar {articleFor(shown.kind)} {shown.kind} <strong>«{shown.name}»</strong>? Esta acción no se puede
          deshacer.
        </>
      ) : null}
    </ConfirmDialog>
  );
}

/** 'el rol', 'la tarea', 'el área' (feminine nouns starting with a stressed a take 'el'). */
function articleFor(kind: string): string {
  const word = kind.toLowerCase();
  if (word.startsWith('área') || word.startsWith('á')) return 'el';
  return /a$|ión$|dad$|ud$/.test(word) ? 'la' : 'el';
}
