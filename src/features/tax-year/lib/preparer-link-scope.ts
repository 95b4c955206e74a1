import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';

/**
 * What a preparer link hands over, in one place: one tax year of the player. The dialog makes a link of it, the
 * write sends it, Account names it; a joint year is one more field here and in its label.
 */
export interface PreparerLinkScope {
  tax_year: number;
}

export const preparerLinkScope = (year: number): PreparerLinkScope => ({ tax_year: year });

/** How Account and the dialog name what a link shows. */
export const preparerLinkScopeLabel = (scope: PreparerLinkScope) => `Tax year ${scope.tax_year}`;

/** A preparer link lasts 60 days unless the player picks another date (at most a year: the database's rule). */
export const PREPARER_LINK_DAYS = 60;
export const PREPARER_LINK_MAX_DAYS = 365;

/** The address a preparer opens. */
export const preparerLinkUrl = (token: string) => new URL(paths.sharedTax.getHref(token), window.location.origin).toString();

/** Copies a link's address, saying whether it worked. */
export const copyLink = (url: string) =>
  navigator.clipboard?.writeText(url).then(
    () => toast.success('Link copied'),
    () => toast.error('Copy failed: select the link and copy it'),
  );
