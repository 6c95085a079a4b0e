import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { TicketDueBadge } from './ticket-badges.tsx';

const badge = (ticket: Parameters<typeof TicketDueBadge>[0]['ticket']) =>
  render(
    <MantineProvider>
      <TicketDueBadge ticket={ticket} />
    </MantineProvider>,
  );

describe('TicketDueBadge (issue 43, point 11)', () => {
  it("says the due date as the spec writes dates, 'D de MMMM de YYYY', with its time", () => {
    badge({ due_at: '2026-12-04T16:37:00', overdue: false, status: 'Abierto' });
    expect(screen.getByText('Vence el 4 de diciembre de 2026, 16:37')).toBeInTheDocument();
  });

  it("says 'Venció el' once past, in the same words", () => {
    badge({ due_at: '2026-03-05T09:05:00', overdue: true, status: 'En proceso' });
    expect(screen.getByText('Venció el 5 de marzo de 2026, 09:05')).toBeInTheDocument();
  });
});
