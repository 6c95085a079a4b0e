import type { ReactNode } from 'react';
import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '../../lib/router/link.tsx';

interface StatusPageProps {
  icon: ReactNode;
  color?: string;
  code?: string;
  title: string;
  text: string;
  action?: { label: string; to?: string; onClick?: () => void };
}

/** The one look of the app's dead ends (not found, no permission, load error): never a blank screen. */
export function StatusPage({ icon, color = 'brand', code, title, text, action }: StatusPageProps) {
  return (
    <Center mih="60vh" px="md">
      <Stack align="center" gap="sm" maw={460} ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        {code && (
          <Text c="dimmed" fw={700} fz="sm" tt="uppercase" lts={2}>
            {code}
          </Text>
        )}
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        {action &&
          (action.to ? (
            <Button component={Link} to={action.to} mt="sm">
              {action.label}
            </Button>
          ) : (
            <Button onClick={action.onClick} mt="sm">
              {action.label}
            </Button>
          ))}
      </Stack>
    </Center>
  );
}
