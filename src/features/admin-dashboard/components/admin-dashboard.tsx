import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Bell, Building2, ChevronRight, Cpu, Gauge, History, MessageSquare, PlayCircle, Users } from 'lucide-react';
import { paths } from '@/config/paths';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminCounts, type AdminCounts } from '../api/get-admin-counts';
import { formatCount } from '@/lib/number-format';

const COUNT_CARDS: { key: keyof AdminCounts; label: string; icon: LucideIcon }[] = [
  { key: 'casinos', label: 'Total Casinos', icon: Building2 },
  { key: 'slotMachines', label: 'Slot Machines', icon: Cpu },
  { key: 'appUsers', label: 'App Users', icon: Users },
  { key: 'sessions', label: 'Total Sessions', icon: PlayCircle },
];

const LINK_CARDS: { title: string; description: string; href: string; icon: LucideIcon }[] = [
  {
    title: 'Casino Management',
    description: 'Casino directory, imports, validation queue and the state programme.',
    href: paths.admin.casinos.getHref(),
    icon: Building2,
  },
  {
    title: 'Slot Machines',
    description: 'The master slot machine catalog and its data import.',
    href: paths.admin.slotMachines.getHref(),
    icon: Cpu,
  },
  {
    title: 'User Management',
    description: 'App users, their activity, and administrator accounts.',
    href: paths.admin.users.getHref(),
    icon: Users,
  },
  {
    title: 'Social Moderation',
    description: 'Approve, reject and remove posts on the social feed.',
    href: paths.admin.social.getHref(),
    icon: MessageSquare,
  },
  {
    title: 'Notifications',
    description: 'Send in-app notifications and follow their read rate.',
    href: paths.admin.notifications.getHref(),
    icon: Bell,
  },
  {
    title: 'Data Quality & State Import',
    description: 'Quality scores, missing data and state-by-state imports (in Casino Management).',
    href: paths.admin.casinos.getHref(),
    icon: Gauge,
  },
  {
    title: 'Activity',
    description: 'Every change an administrator made: who, when, before and after.',
    href: paths.admin.activity.getHref(),
    icon: History,
  },
];

/** /admin/dashboard: four head counts, links to every management page and (from the route) the last admin actions. */
export function AdminDashboard({ recentActivity }: { recentActivity?: ReactNode } = {}) {
  const counts = useAdminCounts();

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Admin Dashboard</h1>
        <p className="text-sm text-muted-foreground">Manage the casino directory, catalog, users and community.</p>
      </div>

      <section aria-label="Totals" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {COUNT_CARDS.map(({ key, label, icon: Icon }) => (
          <Card key={key} className="gap-2 py-4">
            <CardHeader className="flex-row items-center justify-between gap-2 px-4">
              <CardDescription className="font-medium">{label}</CardDescription>
              <Icon className="size-4 text-primary" aria-hidden />
            </CardHeader>
            <CardContent className="px-4">
              {counts.isPending ? (
                <Skeleton className="h-8 w-16" />
              ) : (
                <p className="text-2xl font-bold tabular-nums" aria-label={label}>
                  {counts.data ? formatCount(counts.data[key]) : '—'}
                </p>
              )}
            </CardContent>
          </Card>
        ))}
      </section>
      {counts.isError && <p className="text-sm text-destructive">Could not load the totals.</p>}

      {recentActivity}

      <nav aria-label="Management pages" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {LINK_CARDS.map(({ title, description, href, icon: Icon }) => (
          <Link key={title} to={href} className="group rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
            <Card className="h-full gap-3 py-5 transition-colors group-hover:border-primary/60">
              <CardHeader className="px-5">
                <CardTitle className="flex items-center gap-2">
                  <Icon className="size-5 text-primary" aria-hidden />
                  {title}
                  <ChevronRight
                    className="ml-auto size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                    aria-hidden
                  />
                </CardTitle>
              </CardHeader>
              <CardContent className="px-5">
                <p className="text-sm text-muted-foreground">{description}</p>
              </CardContent>
            </Card>
          </Link>
        ))}
      </nav>
    </div>
  );
}
