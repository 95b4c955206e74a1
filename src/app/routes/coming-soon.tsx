import { Construction } from 'lucide-react';
import { Card, CardDescription, CardHeader } from '@/components/ui/card';

/** Placeholder for screens that later issues build. */
export function ComingSoonRoute({ title }: { title: string }) {
  return (
    <div className="mx-auto w-full max-w-3xl">
      <Card>
        <CardHeader>
          <h1 className="flex items-center gap-2 text-xl font-semibold">
            <Construction className="size-5 text-primary" aria-hidden />
            {title}
          </h1>
          <CardDescription>This screen is on its way.</CardDescription>
        </CardHeader>
      </Card>
    </div>
  );
}
