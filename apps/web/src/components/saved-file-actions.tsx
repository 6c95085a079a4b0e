import { Box, Button, Menu } from '@mantine/core';
import { IconChevronDown, IconTrash } from '@tabler/icons-react';

/** The 'Acciones' dropdown of a saved file (SavedFilesTable, where the parent grants deletion): 'Eliminar'. */
export function SavedFileActions({ name, onDelete }: { name: string; onDelete: () => void }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size="compact-xs"
          variant="default"
          rightSection={<IconChevronDown size={12} />}
          aria-label={`Acciones de ${name}`}
          title="Acciones"
        >
          {/* On a phone only the chevron, so that the columns fit. */}
          <Box component="span" visibleFrom="sm">
            Acciones
          </Box>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={onDelete}>
          Eliminar
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
