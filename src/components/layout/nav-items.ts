import {
  BarChart3,
  Building2,
  CalendarRange,
  FileDown,
  Home,
  Lightbulb,
  ListChecks,
  Luggage,
  PlusCircle,
  Search,
  User,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/config/paths';

export interface NavItem {
  label: string;
  href: string;
  icon: LucideIcon;
}

/** Top bar links (spec part 1 §2 Navigation). */
export const topNavItems: NavItem[] = [
  { label: 'Home', href: paths.home.getHref(), icon: Home },
  { label: 'Sessions', href: paths.sessions.getHref(), icon: ListChecks },
  { label: 'Add W2G', href: paths.w2gNew.getHref(), icon: PlusCircle },
  { label: 'Reports', href: paths.w2gReports.getHref(), icon: BarChart3 },
  { label: 'Insights', href: paths.insights.getHref(), icon: Lightbulb },
  { label: 'Export W2G', href: paths.w2gExport.getHref(), icon: FileDown },
  { label: 'Social', href: paths.social.getHref(), icon: Users },
  { label: 'Account', href: paths.account.getHref(), icon: User },
];

/** Mobile bottom bar: always five items. */
export const bottomNavItems: NavItem[] = [
  { label: 'Home', href: paths.home.getHref(), icon: Home },
  { label: 'Casinos', href: paths.casinos.getHref(), icon: Building2 },
  { label: 'Sessions', href: paths.sessions.getHref(), icon: ListChecks },
  { label: 'Add W2G', href: paths.w2gNew.getHref(), icon: PlusCircle },
  { label: 'Social', href: paths.social.getHref(), icon: Users },
];

/**
 * The top bar's links that the bottom bar has no room for, plus the Tax Year and Casinos (the top bar keeps the
 * spec's links, so on a desktop the directory is reached here): every screen is two taps away (menu, link).
 */
export const menuNavItems: NavItem[] = [
  { label: 'Casinos', href: paths.casinos.getHref(), icon: Building2 },
  { label: 'Find a machine', href: paths.find.getHref(), icon: Search },
  { label: 'Reports', href: paths.w2gReports.getHref(), icon: BarChart3 },
  { label: 'Insights', href: paths.insights.getHref(), icon: Lightbulb },
  { label: 'Export W2G', href: paths.w2gExport.getHref(), icon: FileDown },
  { label: 'Tax Year', href: paths.taxYear.getHref(), icon: CalendarRange },
  { label: 'Trips', href: paths.trips.getHref(), icon: Luggage },
  { label: 'Account', href: paths.account.getHref(), icon: User },
];
