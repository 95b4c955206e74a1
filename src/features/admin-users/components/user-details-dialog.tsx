import type { ReactNode } from 'react';
import { Building2, Gamepad2, Trophy, User } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Separator } from '@/components/ui/separator';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCurrency, formatSignedCurrency, netColorClass } from '@/lib/money';
import { cn } from '@/lib/utils';
import type { AppUser } from '../api/get-app-users';
import { useUserSummary } from '../api/get-user-summary';
import { formatDay, formatLastActive, fullName } from '../lib/user-labels';

interface UserDetailsDialogProps {
  user: AppUser | null;
  lastSignInAt: string | null;
  onOpenChange(open: boolean): void;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="truncate text-sm font-medium">{children}</dd>
    </div>
  );
}

function Section({ icon: Icon, title, children }: { icon: typeof User; title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-3">
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        <Icon className="size-4 text-primary" aria-hidden />
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The user details dialog: basic info plus W2G, session and favourite-casino summaries. */
export function UserDetailsDialog({ user, lastSignInAt, onOpenChange }: UserDetailsDialogProps) {
  const summary = useUserSummary(user?.id ?? null);
  const s = summary.data;

  return (
    <Dialog open={user != null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>User Details</DialogTitle>
          <DialogDescription>{user ? (fullName(user) ?? user.email ?? user.id) : ''}</DialogDescription>
        </DialogHeader>
        {user && (
          <div className="space-y-5">
            <Section icon={User} title="Basic Information">
              <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                <Fact label="User ID">
                  <span className="font-mono text-xs">{user.id}</span>
                </Fact>
                <Fact label="Email">{user.email ?? 'N/A'}</Fact>
                <Fact label="Phone">{user.phone || 'Not provided'}</Fact>
                <Fact label="Nickname">{user.nickname || 'Not set'}</Fact>
                <Fact label="Member Since">{formatDay(user.created_at)}</Fact>
                <Fact label="Last Active">{formatLastActive(lastSignInAt, 'Never signed in')}</Fact>
              </dl>
            </Section>
            <Separator />
            {summary.isPending ? (
              <div className="space-y-3" role="status" aria-label="Loading user summary">
                <Skeleton className="h-16 w-full" />
                <Skeleton className="h-16 w-full" />
              </div>
            ) : summary.isError || !s ? (
              <p className="text-sm text-destructive">Could not load this user's activity.</p>
            ) : (
              <>
                <Section icon={Trophy} title="W2G Jackpots Summary">
                  <dl className="grid grid-cols-3 gap-3">
                    <Fact label="Total Amount">{formatCurrency(s.w2g.totalAmount)}</Fact>
                    <Fact label="Tax Withheld">{formatCurrency(s.w2g.taxWithheld)}</Fact>
                    <Fact label="Jackpots">{s.w2g.count}</Fact>
                  </dl>
                </Section>
                <Separator />
                <Section icon={Gamepad2} title="Gaming Statistics">
                  <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                    <Fact label="Total Sessions">{s.sessions.totalSessions}</Fact>
                    <Fact label="Coins In">{formatCurrency(s.sessions.coinsIn)}</Fact>
                    <Fact label="Coins Out">{formatCurrency(s.sessions.coinsOut)}</Fact>
                    <Fact label="Net Result">
                      <span className={cn(netColorClass(s.sessions.netResult))}>{formatSignedCurrency(s.sessions.netResult)}</span>
                    </Fact>
                    <Fact label="Last Session">{formatDay(s.sessions.lastSessionDate, 'No sessions')}</Fact>
                  </dl>
                </Section>
                <Separator />
                <Section icon={Building2} title="Favorite Casinos & Player Cards">
                  {s.favorites.length === 0 ? (
                    <p className="text-sm text-muted-foreground">No favorite casinos set</p>
                  ) : (
                    <ul className="divide-y rounded-md border">
                      {s.favorites.map((f) => (
                        <li key={f.casinoId} className="flex flex-wrap items-center justify-between gap-2 p-3">
                          <div className="min-w-0">
                            <p className="truncate text-sm font-medium">{f.name}</p>
                            <p className="text-xs text-muted-foreground">{[f.city, f.state].filter(Boolean).join(', ') || 'N/A'}</p>
                          </div>
                          {f.playerClubId ? (
                            <Badge variant="secondary" className="font-mono">
                              {f.playerClubId}
                            </Badge>
                          ) : (
                            <span className="text-xs text-muted-foreground">No Player Card</span>
                          )}
                        </li>
                      ))}
                    </ul>
                  )}
                </Section>
              </>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
