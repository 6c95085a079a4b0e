// The top bar's dropdowns and tooltips (Mantine's Menu, Popover, Tooltip and floating-ui): one chunk that the
// shell loads when a pointer or the focus first reaches one of their buttons (deferred-menu.tsx), not on the
// first paint of every page.
export { Tooltip } from '@mantine/core';
export { AssignedMenu } from './assigned-menu.tsx';
export { NotificationMenu } from './notification-menu.tsx';
export { UserMenu } from './user-menu.tsx';
