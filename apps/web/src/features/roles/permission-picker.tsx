import { Badge, Checkbox, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { TPermissionCatalogue } from '@gestora/contract/roles/roles.schema';

interface PermissionPickerProps {
  catalogue: TPermissionCatalogue | undefined;
  value: string[];
  onChange: (value: string[]) => void;
  /** The Administrador role: everything checked, nothing to change. */
  locked?: boolean;
  /** Shown but not editable (a user who may only look). */
  disabled?: boolean;
  error?: string;
}

/** The permission catalogue as checkboxes grouped by section, each group with 'Seleccionar todo' and a count. */
export function PermissionPicker({
  catalogue,
  value,
  onChange,
  locked = false,
  disabled = false,
  error,
}: PermissionPickerProps) {
  if (!catalogue) {
    return (
      <Stack gap="sm" aria-busy>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={96} radius="md" />
        ))}
      </Stack>
    );
  }
  const held = new Set(value);
  const toggle = (names: readonly string[], on: boolean) => {
    const next = new Set(held);
    for (const n of names) {
      if (on) next.add(n);
      else next.delete(n);
    }
    onChange([...next]);
  };

  return (
    <Stack gap="sm">
      {error ? (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
      {catalogue.map((group) => {
        const count = group.permissions.filter((p) => locked || held.has(p)).length;
        const all = count === group.permissions.length;
        return (
          <Paper key={group.section} withBorder radius="md" p="md" role="group" aria-label={group.section}>
            <Group justify="space-between" wrap="wrap" gap="xs" mb="sm">
              <Group gap="xs">
                <Text fw={600}>{group.section}</Text>
                <Badge variant="light" color={count ? 'brand' : 'gray'} radius="sm" tt="none">
                  {count} de {group.permissions.length}
                </Badge>
              </Group>
              <Checkbox
                label="Seleccionar todo"
                aria-label={`Seleccionar todo en ${group.section}`}
                size="sm"
                checked={all}
                indeterminate={count > 0 && !all}
                disabled={locked || disabled}
                onChange={(e) => toggle(group.permissions, e.currentTarget.checked)}
              />
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={8}>
              {group.permissions.map((p) => (
                <Checkbox
                  key={p}
                  label={p}
                  size="sm"
                  checked={locked || held.has(p)}
                  disabled={locked || disabled}
                  onChange={(e) => toggle([p], e.currentTarget.checked)}
                />
              ))}
            </SimpleGrid>
          </Paper>
        );
      })}
    </Stack>
  );
}
