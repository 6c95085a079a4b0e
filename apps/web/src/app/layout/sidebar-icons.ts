import {
  IconBriefcase,
  IconBulb,
  IconCalendar,
  IconCar,
  IconChecklist,
  IconHome,
  IconLayoutBoard,
  IconReportAnalytics,
  IconSettings,
  IconTicket,
  IconUserCheck,
  IconUsersGroup,
  IconCircleDot,
  type Icon,
} from '@tabler/icons-react';

/** The contract names a group's icon; the web app picks the tabler glyph for it. */
const ICONS: Record<string, Icon> = {
  home: IconHome,
  settings: IconSettings,
  board: IconLayoutBoard,
  bulb: IconBulb,
  briefcase: IconBriefcase,
  checklist: IconChecklist,
  ticket: IconTicket,
  'user-check': IconUserCheck,
  calendar: IconCalendar,
  users: IconUsersGroup,
  report: IconReportAnalytics,
  car: IconCar,
};

export function sidebarIcon(name: string): Icon {
  return ICONS[name] ?? IconCircleDot;
}
