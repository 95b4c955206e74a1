import { applyWrites, type AnyWrite, type ListedWrite, type Shown } from '@/lib/offline/define-write';
import type { TripSuggestion } from '../api/get-trip-suggestions';
import type { TripListItem, TripReport, TripRow } from '../api/trip-report';
import { compRows, costRows, moneyOfReport, overlaps, suggestionRows, tripOfReport, tripRows, type Comp, type Cost } from './rows';
import { tripCreate, type TripCreateInput } from './trip-create';
import { tripUpdate, type TripUpdateInput } from './trip-update';

/** A trip write as a screen shows it (useTripWrites). */
export type ListedTripWrite = { write: AnyWrite; listed: ListedWrite<unknown> };

/** The trips list with the writes waiting on this device: new trips on top (figures once synced), edits shown, deletes hidden. */
export const showTrips = (trips: TripListItem[], writes: ListedTripWrite[]): Shown<TripListItem>[] => applyWrites(trips, writes, tripRows);

/** A trip's page as shown: its trip, costs and comps marked while a write of them waits. */
export type ShownReport = Omit<TripReport, 'trip' | 'costs' | 'comps'> & {
  trip: Shown<TripRow>;
  costs: Shown<Cost>[];
  comps: Shown<Comp>[];
};

/** A trip's page with the writes waiting on this device: its new name, costs and comps added here (marked), removed ones hidden. */
export function showReport(report: TripReport, writes: ListedTripWrite[]): ShownReport {
  return {
    ...report,
    trip: tripOfReport(report, (rows) => applyWrites(rows, writes, tripRows)),
    costs: moneyOfReport(report, report.costs, (rows) => applyWrites(rows, writes, costRows)),
    comps: moneyOfReport(report, report.comps, (rows) => applyWrites(rows, writes, compRows)),
  };
}

/** A trip made on this device and not on the server yet (its create, or an edit that makes it, still waits). */
export function tripMadeHere(writes: ListedTripWrite[], tripId: string): TripCreateInput | undefined {
  for (const { write, listed } of writes) {
    if (write === tripCreate && (listed.input as TripCreateInput).id === tripId) return listed.input as TripCreateInput;
    const edit = listed.input as TripUpdateInput;
    if (write === tripUpdate && edit.id === tripId && edit.updatedAt === '') return { ...edit.values, id: tripId };
  }
  return undefined;
}

/** Suggestions without the ones dismissed here or that a trip holds (one accepted here too, before it has synced). */
export function showSuggestions(suggestions: TripSuggestion[], writes: ListedTripWrite[], trips: TripListItem[]): TripSuggestion[] {
  const held = showTrips(trips, writes);
  return applyWrites(suggestions, writes, suggestionRows).filter((s) => !held.some((t) => overlaps(t, s)));
}
