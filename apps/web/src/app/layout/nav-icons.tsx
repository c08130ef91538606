import {
  IconBook,
  IconBriefcase,
  IconBuilding,
  IconBuildingStore,
  IconCalculator,
  IconCalendarEvent,
  IconFileText,
  IconGavel,
  IconGift,
  IconHome,
  IconInfoCircle,
  IconLayoutDashboard,
  IconMessageCircleDollar,
  IconMessages,
  IconPoint,
  IconRoute,
  IconShieldCheck,
  IconTag,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';

// Icons by navigation key; keys come from @app/domain so both navigations share them.
const ICONS: Record<string, TablerIcon> = {
  home: IconHome,
  dashboard: IconLayoutDashboard,
  documents: IconFileText,
  registrations: IconBuilding,
  compliance: IconShieldCheck,
  'accounting-tax': IconCalculator,
  workflows: IconRoute,
  consultations: IconCalendarEvent,
  quotes: IconMessageCircleDollar,
  'virtual-office': IconBuildingStore,
  pricing: IconTag,
  'partner-offers': IconGift,
  'marketplace-chat': IconMessages,
  about: IconInfoCircle,
  briefs: IconBriefcase,
  'my-clients': IconUsers,
  guidelines: IconBook,
  'company-secretary': IconGavel,
};

export function NavIcon({ itemKey, size = 20 }: { itemKey: string; size?: number }) {
  const Icon = ICONS[itemKey] ?? IconPoint;
  return <Icon size={size} stroke={1.7} aria-hidden="true" />;
}
