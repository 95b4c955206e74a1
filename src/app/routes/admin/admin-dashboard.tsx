import { Card, CardDescription, CardHeader } from '@/components/ui/card';

/** Placeholder: the admin issue adds the count cards and management links. */
export function AdminDashboardRoute() {
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <h1 className="text-2xl font-bold tracking-tight">Admin Dashboard</h1>
      <Card>
        <CardHeader>
          <CardDescription>Console overview is on its way.</CardDescription>
        </CardHeader>
      </Card>
    </div>
  );
}
