import { MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import type { PostCasino } from '../api/post-columns';

/** The post's casino with city and state; a link to the casino when `asLink`. */
export function CasinoBadge({ casino, asLink = false }: { casino: PostCasino; asLink?: boolean }) {
  const place = [casino.city, casino.state].filter(Boolean).join(', ');
  const body = (
    <>
      <MapPin aria-hidden />
      <span className="truncate">
        {casino.name}
        {place && <span className="font-normal text-muted-foreground"> · {place}</span>}
      </span>
    </>
  );
  if (!asLink) {
    return (
      <Badge variant="secondary" className="max-w-full">
        {body}
      </Badge>
    );
  }
  return (
    <Badge variant="secondary" className="max-w-full hover:bg-secondary/70" asChild>
      <Link to={paths.casinoDetail.getHref(casino.id)}>{body}</Link>
    </Badge>
  );
}
