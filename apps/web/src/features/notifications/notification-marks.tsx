import { Badge, Box } from '@mantine/core';
import { MSG } from '@gestora/contract/messages';

/** The dot before an unseen notification; a seen one keeps its place, so that the titles stay aligned. */
export function UnseenDot({ seen, mt }: { seen: boolean; mt: number }) {
  return (
    <Box
      mt={mt}
      w={8}
      h={8}
      style={{ borderRadius: 8, flexShrink: 0, background: seen ? 'transparent' : 'var(--mantine-color-brand-6)' }}
      aria-hidden
    />
  );
}

/** 'Visto', after the time of a seen notification. */
export function SeenBadge({ seen }: { seen: boolean }) {
  return seen ? (
    <Badge size="xs" variant="light" color="gray">
      {MSG.seen}
    </Badge>
  ) : null;
}
