import { Button, SimpleGrid, Stack } from '@mantine/core';
import { IconChecklist, IconTicket, IconUserCircle } from '@tabler/icons-react';
import { Link } from '../../lib/router/link.tsx';
import { useIsMobile } from '../../lib/use-is-mobile.ts';

const SHORTCUTS = [
  { label: 'Tareas', to: '/task/manage_task', icon: IconChecklist },
  { label: 'Tickets', to: '/ticket/manage_ticket', icon: IconTicket },
  { label: 'Cuenta', to: '/profile', icon: IconUserCircle },
] as const;

/**
 * Spec section 2 "Shortcut panel": at ≤767 px the buttons are full width and stacked (not centred); wider they
 * sit centred in three equal columns. Follows window resizes.
 */
export function ShortcutPanel() {
  const isMobile = useIsMobile();
  const buttons = SHORTCUTS.map(({ label, to, icon: Icon }) => (
    <Button
      key={to}
      component={Link}
      to={to}
      variant="light"
      size="md"
      fullWidth={isMobile}
      justify={isMobile ? 'flex-start' : 'center'}
      leftSection={<Icon size={20} stroke={1.7} />}
      style={isMobile ? undefined : { justifySelf: 'center', width: '100%', maxWidth: 260 }}
    >
      {label}
    </Button>
  ));

  return isMobile ? (
    <Stack gap="sm" data-layout="stacked" aria-label="Accesos directos">
      {buttons}
    </Stack>
  ) : (
    <SimpleGrid
      cols={3}
      spacing="md"
      data-layout="columns"
      aria-label="Accesos directos"
      style={{ justifyItems: 'center' }}
    >
      {buttons}
    </SimpleGrid>
  );
}
