import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { SLOT_TAB_HREF } from '../lib/session-links';

export function SessionLoading() {
  return <p className="py-10 text-center text-sm text-muted-foreground">Loading session...</p>;
}

/** 'Session not found.' (or a load failure) with a way back to the list. */
export function SessionNotFound({ error = false }: { error?: boolean }) {
  return (
    <div className="mx-auto w-full max-w-3xl">
      <Card>
        <CardContent className="grid justify-items-center gap-4 py-6 text-center">
          <p className={error ? 'text-destructive' : 'text-muted-foreground'} role={error ? 'alert' : undefined}>
            {error ? 'Could not load the session.' : 'Session not found.'}
          </p>
          <Button asChild variant="outline">
            <Link to={SLOT_TAB_HREF}>
              <ArrowLeft aria-hidden />
              Back to Sessions
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
