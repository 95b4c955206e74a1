import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { yearPlayKey, type PlaySlotRow, type YearPlay } from '@/api/get-year-play';
import { SESSIONS_ROOT } from '@/api/query-roots';
import { AuthContext } from '@/lib/auth-context';
import { fakeAuth } from '@/test/render';
import { buildTaxYear, groupYear } from '../lib/tax-year-model';
import { useTaxYear } from './get-tax-year';
import { taxYearKeys } from './tax-year-keys';
import type { WinLossStatement } from './win-loss-statements';

vi.mock('../lib/tax-year-model', async (importOriginal) => {
  const real = await importOriginal<typeof import('../lib/tax-year-model')>();
  return { ...real, groupYear: vi.fn(real.groupYear), buildTaxYear: vi.fn(real.buildTaxYear) };
});

const slot = (id: string, date: string, coinsIn: number, coinsOut: number) =>
  ({
    id,
    session_date: date,
    session_time: '20:00:00',
    casino_id: 'casino-a',
    coins_in: coinsIn,
    coins_out: coinsOut,
    net_result: coinsOut - coinsIn,
    notes: null,
    people_present: null,
    casino_slot_machine_id: null,
    casino: { name: 'Bellagio', street_address: '1 Main St', city: 'Las Vegas', state: 'NV', zip_code: '89109' },
    slot_machine: { name: 'Buffalo Gold', slot_name: 'Buffalo' },
  }) as PlaySlotRow;

// Two days at one casino: +$150 on March 1 (in 100, out 250), -$60 on March 2 (in 200, out 140): two sessions, net +$90.
const PLAY: YearPlay = {
  start: '2025-01-01',
  end: '2025-12-31',
  slots: [slot('s1', '2025-03-01', 100, 250), slot('s2', '2025-03-02', 200, 140)],
  casinoSessions: [],
  jackpots: [],
};

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(yearPlayKey({ userId: 'user-1', start: '2025-01-01', end: '2025-12-31' }), PLAY);
  client.setQueryData<WinLossStatement[]>(taxYearKeys.statements('user-1'), []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={fakeAuth({ email: 'pat@example.com' })}>{children}</AuthContext.Provider>
    </QueryClientProvider>
  );
  return { client, ...renderHook(() => useTaxYear(2025), { wrapper }) };
}

describe('useTaxYear: the year grouped once per fetch, the model in the statements query’s memoised select', () => {
  beforeEach(() => vi.clearAllMocks());

  it('groups the year once and builds the model once, however often the screen renders', async () => {
    const { result, rerender } = setup();
    await waitFor(() => expect(result.current.model).not.toBeNull());
    expect(result.current.model?.grouped.totals).toMatchObject({ sessions: 2, winning: 1, losing: 1, gains: 150, losses: 60, net: 90 });
    const model = result.current.model;
    rerender();
    rerender();
    rerender();
    expect(result.current.model).toBe(model);
    expect(groupYear).toHaveBeenCalledTimes(1);
    expect(buildTaxYear).toHaveBeenCalledTimes(1);
  });

  it('a statement saved later rebuilds the model over the same grouping; a new fetch of the year groups it again', async () => {
    const { client, result } = setup();
    await waitFor(() => expect(result.current.model).not.toBeNull());
    const statement = {
      id: 'st1',
      casino_id: 'casino-a',
      tax_year: 2025,
      net_win_loss: 100,
      casino: { name: 'Bellagio' },
    } as WinLossStatement;
    act(() => client.setQueryData<WinLossStatement[]>(taxYearKeys.statements('user-1'), [statement]));
    // Bellagio: sessions net +$90, the statement says +$100: a difference of $10. (The cache tells its observers in a later task.)
    await waitFor(() => expect(result.current.model?.reconciliation.total).toMatchObject({ net: 90, statement: 100, difference: 10 }));
    expect(result.current.statements).toEqual([statement]);
    // The model is the one built, not a copy: its diary is still built only when an export asks for it.
    expect(result.current.model).toBe(vi.mocked(buildTaxYear).mock.results[1]?.value);
    expect(Object.getOwnPropertyDescriptor(result.current.model, 'diary')?.get).toBeTypeOf('function');
    expect(groupYear).toHaveBeenCalledTimes(1);
    expect(buildTaxYear).toHaveBeenCalledTimes(2);

    // A third slot session (-$40: in 40, out 0) is saved: a session write refreshes everything under 'sessions', the
    // year is read and grouped again (here, with no workers, from the year-play query): three sessions, net +$50.
    act(() =>
      client.setQueryData(yearPlayKey({ userId: 'user-1', start: '2025-01-01', end: '2025-12-31' }), {
        ...PLAY,
        slots: [...PLAY.slots, slot('s3', '2025-03-03', 40, 0)],
      }),
    );
    await act(() => client.invalidateQueries({ queryKey: [SESSIONS_ROOT, 'tax-year'] }));
    await waitFor(() => expect(result.current.model?.grouped.totals).toMatchObject({ sessions: 3, net: 50 }));
    expect(groupYear).toHaveBeenCalledTimes(2);
    expect(buildTaxYear).toHaveBeenCalledTimes(3);
  });
});
