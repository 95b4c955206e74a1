import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { MobileHeader } from '@/components/layout/mobile-header';
import { SIGNED_IN_MAIN_CLASS } from '@/app/layout/frame-classes';
import { paths } from '@/config/paths';
import { CasinosHeader } from '@/features/casinos/components/casinos-header';
import { InsightsHeader } from '@/features/insights/components/insights-header';
import { Skeleton } from '@/components/ui/skeleton';
import { WelcomeSection } from '@/features/home/components/welcome-section';
import { TaxYearHeader } from '@/features/tax-year/components/tax-year-header';
import { TaxAnswerCard } from '@/features/tax-year/components/tax-answer-card';
import { FIRST_TAX_YEAR } from '@/features/tax-year/lib/tax-year-choice';
import { taxRulesForYear } from '@/lib/tax/tax-rules';

/** Text the shell script fills from the stored session (as text, never as markup). */
export const SHELL_FIRST_NAME = '%FIRST_NAME%';
export const SHELL_EMAIL = '%EMAIL%';
/** "Welcome" or "Welcome back", chosen by the shell script as home chooses before its first steps arrive. */
export const SHELL_GREETING = '%GREETING%';

function shell(path: string, content: ReactNode, attributes = ''): string {
  const markup = renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <MobileHeader />
      <main className={SIGNED_IN_MAIN_CLASS}>{content}</main>
    </MemoryRouter>,
  );
  return `<template data-shell="${path}"${attributes}>${markup}</template>`;
}

/**
 * The first content of the player screens whose largest text does not depend on their data, rendered from
 * the screens' own components at build time (scripts/vite-route-shells.ts): index.html paints it before any
 * script when a session is stored, so a cold start on a slow phone shows the screen's heading with the HTML
 * instead of after the app's code has arrived (seconds on slow 4G). The app then renders the same elements.
 * Insights shows its heading, what it is for and its pickers (this year by casino) over its figures' placeholder.
 * Home's greeting takes the first name and email from the stored session (and "Welcome" or "Welcome back" as
 * home/lib/greeting.ts decides before the first steps arrive); Tax Year (its heading and its answer's notes, the
 * figures as placeholders) has one per year (the W-2G threshold depends on it) for the years it opens on by default around `buildYear` (a year asked for in the
 * address outside them shows the splash, as every other screen does).
 */
export function renderRouteShells(buildYear: number): string {
  const out = [
    shell(
      paths.home.getHref(),
      <div className="mx-auto w-full max-w-5xl space-y-6">
        <WelcomeSection greeting={SHELL_GREETING} firstName={SHELL_FIRST_NAME} email={SHELL_EMAIL} />
      </div>,
    ),
    shell(
      paths.casinos.getHref(),
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-5">
        <CasinosHeader />
      </div>,
    ),
    shell(
      paths.insights.getHref(),
      <div className="mx-auto w-full max-w-6xl space-y-4">
        <InsightsHeader period="year" group="casino" onPeriod={() => undefined} onGroup={() => undefined} />
        <Skeleton className="h-64 w-full" role="status" aria-label="Loading insights" />
      </div>,
    ),
  ];
  for (let year = Math.max(FIRST_TAX_YEAR, buildYear - 1); year <= buildYear + 1; year++) {
    out.push(
      shell(
        paths.taxYear.getHref(),
        <div className="mx-auto w-full max-w-5xl space-y-4">
          <TaxYearHeader year={year} years={[year]} current={Number.NaN} onYearChange={() => undefined} />
          <TaxAnswerCard year={year} rules={taxRulesForYear(year)} model={null} />
        </div>,
        ` data-year="${year}"`,
      ),
    );
  }
  return out.join('');
}
