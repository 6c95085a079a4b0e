import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, type ModalProps } from '@mantine/core';
import { useBackCloses } from '../lib/use-back-closes.ts';
import { useIsMobile } from '../lib/use-is-mobile.ts';
import { UnsavedDialog, useUnsavedGuard } from './use-unsaved-guard.tsx';
import type { DialogProps } from './use-dialog.ts';
import type { RecordForm } from './use-record-form.ts';

interface FormModalProps extends DialogProps {
  title: string;
  /** The form's state (useRecordForm): unsaved changes make closing ask first; busy while saving. */
  record: Pick<RecordForm<never>, 'dirty' | 'busy' | 'submit'>;
  submitLabel?: string;
  size?: ModalProps['size'];
  /** Nothing to save (a record the user may only look at): one 'Cerrar' button. */
  readOnly?: boolean;
  children: ReactNode;
}

/** The buttons stay in sight at the bottom of a long form (the role editor) while its body scrolls. */
const footerStyle = {
  position: 'sticky',
  bottom: 0,
  zIndex: 2,
  background: 'var(--mantine-color-body)',
  borderTop: '1px solid var(--mantine-color-default-border)',
  // Clear of a phone's home indicator when the modal fills the screen (global.css, safe areas).
  padding: 'var(--mantine-spacing-sm) 0 calc(var(--mantine-spacing-md) + env(safe-area-inset-bottom, 0px))',
  marginBottom: 'calc((var(--mantine-spacing-md) + env(safe-area-inset-bottom, 0px)) * -1)',
} as const;

/**
 * A create/edit form in a modal (small records per UI.md): labels above fields, 'Cancelar' and 'Guardar' at the
 * bottom, busy while saving; full screen on a phone; leaving with unsaved changes asks first.
 */
export function FormModal({
  opened,
  onClose,
  title,
  record: { dirty, busy, submit },
  submitLabel = 'Guardar',
  size = 'lg',
  readOnly = false,
  children,
}: FormModalProps) {
  const phone = useIsMobile();
  const [asking, setAsking] = useState(false);
  const leaving = useUnsavedGuard(opened && dirty && !readOnly);

  const requestClose = () => {
    if (busy) return;
    if (dirty && !readOnly) setAsking(true);
    else onClose();
  };
  useBackCloses(opened, requestClose);

  return (
    <>
      <Modal
        opened={opened}
        onClose={requestClose}
        title={title}
        size={size}
        fullScreen={phone}
        centered={!phone}
        closeButtonProps={{ 'aria-label': 'Cerrar' }}
        styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {children}
            <Group justify="flex-end" gap="sm" style={footerStyle}>
              <Button variant="default" onClick={requestClose} disabled={busy}>
                {readOnly ? 'Cerrar' : 'Cancelar'}
              </Button>
              {readOnly ? null : (
                <Button type="submit" loading={busy}>
                  {submitLabel}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      </Modal>
      <UnsavedDialog
        opened={asking}
        onStay={() => setAsking(false)}
        onLeave={() => {
          setAsking(false);
          onClose();
        }}
      />
      {leaving}
    </>
  );
}
