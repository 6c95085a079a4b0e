import { useState, type FormEvent } from 'react';
import { useNavigate } from '../../lib/router/history-router.tsx';
import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { TICKET_CODE_PATTERN } from '@gestora/contract/tickets/ticket-states';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 'Buscar ticket por código': goes to /find_ticket/{code}, checked here as the API checks it. */
export function TicketCodeSearch({ initial = '' }: { initial?: string }) {
  const navigate = useNavigate();
  const [code, setCode] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = code.trim();
    if (!UUID.test(value) && !TICKET_CODE_PATTERN.test(value.toUpperCase())) {
      setError('Ingrese un código de ticket (TCK-AAAA-NNNNN).');
      return;
    }
    navigate(`/find_ticket/${encodeURIComponent(UUID.test(value) ? value : value.toUpperCase())}`);
  };
  return (
    <form onSubmit={submit} noValidate role="search" aria-label="Buscar ticket por código">
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput
          aria-label="Código del ticket"
          placeholder="TCK-2026-00001"
          value={code}
          onChange={(e) => {
            setCode(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          w={{ base: '100%', sm: 260 }}
          maxLength={60}
        />
        <Button type="submit" variant="light" leftSection={<IconSearch size={16} />}>
          Buscar ticket
        </Button>
      </Group>
    </form>
  );
}
