import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { TripList } from '../api/get-trips';
import { ZERO_TOTALS } from '../writes/rows';
import { TripsPage } from './trips-page';

/**
 * The trips list: a trip whose gambling net is -$92.60 and costs $18.60 has a whole result of -$111.20. The
 * list shows the three so that they add up where the player reads them (-$92.60 - $18.60 = -$111.20), not each rounded
 * on its own (-$93 and $19 beside -$111).
 */
const list: TripList = {
  trips: [
    {
      id: 't1',
      name: 'Reno weekend',
      start_date: '2025-03-03',
      end_date: '2025-03-05',
      casino_ids: [],
      notes: null,
      updated_at: 'v1',
      casinos: 2,
      totals: { ...ZERO_TOTALS, gambling_net: -92.6, costs: 18.6, whole_result: -111.2 },
    },
  ],
  years: [{ year: 2025, trips: 1, gambling_net: -92.6, costs: 18.6, comps: 0, whole_result: -111.2 }],
};
vi.mock('../api/get-trips', () => ({ useTrips: () => ({ data: list, isPending: false }) }));
vi.mock('../hooks/use-trip-writes', () => ({ useTripWrites: () => [] }));
vi.mock('./trip-suggestions', () => ({ TripSuggestions: () => null }));
vi.mock('./trip-form-dialog', () => ({ TripFormDialog: () => null }));

describe('the trips list', () => {
  it("shows each trip's gambling net, costs and whole result to the cent, so they add up", () => {
    render(<TripsPage />, { wrapper: MemoryRouter });
    const trip = within(screen.getByRole('list', { name: 'Trips' })).getByRole('link', { name: /Reno weekend/ });
    const figure = (label: string) => within(trip).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect([figure('Gambling'), figure('Costs'), figure('Whole result')]).toEqual(['-$92.60', '-$18.60', '-$111.20']);
  });
});
