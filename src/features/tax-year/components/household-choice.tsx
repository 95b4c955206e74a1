import { useMemo, useState, type ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { acceptedHousehold, useMyHousehold } from '@/api/household';
import { usePartnerYear } from '../api/household-year';
import { buildJointYear } from '../lib/joint-year';
import type { TaxYearModel } from '../lib/tax-year-model';
import { JointYearBody } from './joint-year-body';

type Filing = 'single' | 'joint';

/**
 * Tax Year's filing choice for a player in a household: "Just me" (the player's own year, `children`) or "Joint
 * (married filing jointly)": both players' figures from the same engine. Nothing is shown outside a household.
 */
export function HouseholdChoice({ year, model, children }: { year: number; model: TaxYearModel | null; children: ReactNode }) {
  const household = acceptedHousehold(useMyHousehold().data);
  const [filing, setFiling] = useState<Filing>('single');
  const joint = household !== null && filing === 'joint';
  const partner = usePartnerYear(year, joint);
  const jointYear = useMemo(
    () =>
      joint && model && partner.data
        ? buildJointYear(year, [
            { name: partner.data.myName, model },
            { name: partner.data.name, model: partner.data.model },
          ])
        : null,
    [joint, model, partner.data, year],
  );
  if (!household) return children;

  return (
    <>
      <fieldset className="flex flex-wrap gap-x-6 gap-y-2 rounded-md border p-3" data-testid="filing-choice">
        <legend className="px-1 text-sm font-medium">Filing, in your household with {household.other_name}</legend>
        {(
          [
            ['single', 'Just me'],
            ['joint', 'Joint (married filing jointly)'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="filing"
              value={value}
              checked={filing === value}
              onChange={() => setFiling(value)}
              className="size-5 accent-primary"
            />
            {label}
          </label>
        ))}
      </fieldset>
      {!joint ? (
        children
      ) : partner.error ? (
        <Card>
          <CardContent role="alert">Failed to load your household&apos;s year. Please try again.</CardContent>
        </Card>
      ) : partner.data === null ? (
        <Card>
          <CardContent role="status">You are no longer in a household: these are your own figures.</CardContent>
        </Card>
      ) : jointYear ? (
        <JointYearBody joint={jointYear} />
      ) : (
        <div aria-busy="true" role="status" aria-label="Loading the joint year">
          <Skeleton className="h-32 w-full" />
        </div>
      )}
    </>
  );
}
