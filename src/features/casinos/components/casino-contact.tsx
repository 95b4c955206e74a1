import { Globe, MapPin, Phone } from 'lucide-react';
import { directionsUrl, formatAddress, websiteHref, websiteLabel } from '../lib/casino-format';
import type { CasinoSummary } from '../api/get-casinos';

const linkClass = 'text-primary underline-offset-4 hover:underline break-words';

/** Address (linking to directions), phone and website lines. */
export function CasinoContact({ casino, websiteText }: { casino: CasinoSummary; websiteText?: string }) {
  const address = formatAddress(casino);
  const directions = directionsUrl(casino);
  const website = websiteHref(casino.website);
  return (
    <ul className="flex flex-col gap-1.5 text-sm">
      {address && (
        <li className="flex items-start gap-2">
          <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
          {directions ? (
            <a href={directions} target="_blank" rel="noopener noreferrer" className={linkClass} aria-label={`Directions to ${address}`}>
              {address}
            </a>
          ) : (
            <span>{address}</span>
          )}
        </li>
      )}
      {casino.phone && (
        <li className="flex items-center gap-2">
          <Phone className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <a href={`tel:${casino.phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
            {casino.phone}
          </a>
        </li>
      )}
      {website && casino.website && (
        <li className="flex items-center gap-2">
          <Globe className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <a href={website} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {websiteText ?? websiteLabel(casino.website)}
          </a>
        </li>
      )}
    </ul>
  );
}
