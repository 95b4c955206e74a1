import { ArrowLeft, Trophy } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { DisplayNameOffer } from './display-name-offer';
import { ShareWinForm } from './share-win-form';

/** /social/new. */
export function ShareWinPage() {
  return (
    <div className="mx-auto w-full max-w-2xl space-y-4">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link to={paths.social.getHref()}>
          <ArrowLeft aria-hidden />
          Back to feed
        </Link>
      </Button>
      <Card>
        <CardHeader>
          <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
            <Trophy className="size-6 text-accent" aria-hidden />
            Share a Win
          </h1>
          <CardDescription>Tell the community about your latest jackpot.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          <DisplayNameOffer />
          <ShareWinForm />
        </CardContent>
      </Card>
    </div>
  );
}
