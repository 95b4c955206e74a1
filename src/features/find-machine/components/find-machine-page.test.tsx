import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { fakeAuth, renderWithProviders } from '@/test/render';
import type { GameCasino } from '../lib/find';
import { FindMachinePage } from './find-machine-page';

/**
 * The screen over fixed answers. Distances by hand (haversine, R = 3959 mi) from the player at (36.0, -115.0):
 * Near Casino 0.5° north = 3959 × 0.5 × π/180 = 34.549 mi -> '34.5 mi'; Far Casino 1.0° north = 69.098 mi -> '69.1 mi'.
 */
const PANDA = 'panda';
const CLEO = 'cleo';
const OPTIONS = [
  { id: PANDA, name: 'Dragon Link - Panda Magic', slot_name: 'Dragon Link', manufacturer: 'Aristocrat', added_by: null },
  { id: CLEO, name: 'Cleopatra', slot_name: null, manufacturer: 'IGT', added_by: null },
  { id: 'mine', name: 'Panda Palace (mine)', slot_name: null, manufacturer: null, added_by: 'user-1' },
];
const place = (game: string, id: string, name: string, lat: number, state: string, extra: Partial<GameCasino> = {}): GameCasino => ({
  slot_machine_id: game,
  casino_id: id,
  name,
  city: 'Town',
  state,
  latitude: lat,
  longitude: -115.0,
  listed: false,
  seen_month: null,
  my_sessions: 0,
  my_first_date: null,
  my_last_date: null,
  ...extra,
});
const CASINOS: GameCasino[] = [
  place(PANDA, 'far', 'Far Casino', 37.0, 'NV', { listed: true }),
  place(PANDA, 'near', 'Near Casino', 36.5, 'NV', { seen_month: '2016-05-01' }),
  place(PANDA, 'jersey', 'Shore Casino', 39.4, 'NJ', { listed: true }),
  place(CLEO, 'far', 'Far Casino', 37.0, 'NV', { listed: true }),
  // The player's own play only (no list, fewer than five players): 3.5° north = 241.8 mi.
  place(CLEO, 'reno', 'Peppermill', 39.5, 'NV', { my_sessions: 3, my_first_date: '2026-03-02', my_last_date: '2026-03-04' }),
];

const { save, wishes } = vi.hoisted(() => ({
  save: vi.fn(),
  wishes: { data: [] as { id: string; slot_machine_id: string; created_at: string }[] },
}));
vi.mock('@/api/get-slot-machine-options', () => ({ useSlotMachineOptions: () => ({ options: OPTIONS, isLoading: false, error: null }) }));
vi.mock('@/hooks/use-location', () => ({
  useLocation: () => ({
    position: { lat: 36.0, lng: -115.0 },
    locating: false,
    denied: false,
    showPrompt: false,
    request: vi.fn(),
    dismiss: vi.fn(),
  }),
}));
vi.mock('../api/get-machine-casinos', () => ({
  useMachineCasinos: (games: string[]) => ({
    data: CASINOS.filter((c) => games.includes(c.slot_machine_id)),
    isPending: false,
    isError: false,
  }),
}));
vi.mock('../api/get-wish-list', () => ({ useWishList: () => ({ data: wishes.data, isPending: false }) }));
vi.mock('@/lib/offline/use-outbox-save', () => ({ useOutboxSave: () => ({ save, isPending: false }) }));

const auth = fakeAuth({ email: 'player@example.com' });

describe('Find a machine', { timeout: 30_000 }, () => {
  beforeAll(() => {
    // jsdom has no scrolling; Radix Select scrolls its chosen option into view.
    Element.prototype.scrollIntoView ??= () => undefined;
  });
  beforeEach(() => {
    save.mockClear();
    wishes.data = [];
  });

  it('searches the catalog as you type by name, family or manufacturer; a player\'s own "Not listed" machine is not offered', async () => {
    renderWithProviders(<FindMachinePage />, { auth, path: '/find' });
    const search = screen.getByLabelText('Search games');
    await userEvent.type(search, 'panda');
    const list = await screen.findByRole('list', { name: 'Matching games' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Dragon Link - Panda MagicDragon Link · Aristocrat']);
    await userEvent.clear(search);
    await userEvent.type(search, 'igt');
    expect(within(await screen.findByRole('list', { name: 'Matching games' })).getByRole('button')).toHaveTextContent('Cleopatra');
    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    expect(await screen.findByText('No game in the catalog matches your search.')).toBeInTheDocument();
  });

  it("a chosen game lists its casinos nearest first with their distance and sources; a state filter keeps that state's", async () => {
    renderWithProviders(<FindMachinePage />, { auth, path: '/find' });
    await userEvent.type(screen.getByLabelText('Search games'), 'dragon');
    await userEvent.click(within(await screen.findByRole('list', { name: 'Matching games' })).getByRole('button'));
    const list = await screen.findByRole('list', { name: 'Casinos with Dragon Link - Panda Magic' });
    const items = within(list).getAllByRole('listitem');
    // Near 34.5 mi, Far 69.1 mi, Shore (39.4° N: 3.4° = 234.9 mi) last.
    expect(items.map((li) => within(li).getByRole('link').textContent)).toEqual(['Near Casino', 'Far Casino', 'Shore Casino']);
    expect(items[0]).toHaveTextContent('34.5 mi');
    expect(items[0]).toHaveTextContent('Seen by players, last on May 2016');
    expect(items[0]).not.toHaveTextContent("On the casino's list");
    expect(items[1]).toHaveTextContent('69.1 mi');
    expect(items[1]).toHaveTextContent("On the casino's list");
    expect(items[2]).toHaveTextContent('234.9 mi');

    const state = screen.getByRole('combobox', { name: 'State' });
    state.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: 'NJ' }));
    const nj = within(screen.getByRole('list', { name: 'Casinos with Dragon Link - Panda Magic' })).getAllByRole('listitem');
    expect(nj.map((li) => within(li).getByRole('link').textContent)).toEqual(['Shore Casino']);
  });

  it('adds the game to the wish list through the one save path, with an id made on the device', async () => {
    renderWithProviders(<FindMachinePage />, { auth, path: '/find' });
    await userEvent.type(screen.getByLabelText('Search games'), 'cleo');
    await userEvent.click(within(await screen.findByRole('list', { name: 'Matching games' })).getByRole('button'));
    await userEvent.click(await screen.findByRole('button', { name: 'Add to wish list' }));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), slot_machine_id: CLEO });
  });

  it('marks a wish near the player when a casino within 50 miles has it, and says so when none does', async () => {
    wishes.data = [
      { id: 'w1', slot_machine_id: PANDA, created_at: '2026-01-01T00:00:00Z' },
      { id: 'w2', slot_machine_id: CLEO, created_at: '2026-01-02T00:00:00Z' },
    ];
    renderWithProviders(<FindMachinePage />, { auth, path: '/find' });
    const items = within(screen.getByRole('list', { name: 'Your wish list' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Near you: Near Casino (34.5 mi)');
    // Cleopatra only at Far Casino, 69.1 mi, and where the player played it, 241.8 mi: beyond the radius.
    expect(items[1]).toHaveTextContent('No casino within 50 miles is known to have it yet.');
    expect(items[1]).toHaveTextContent('You played it at Peppermill on Mar 04, 2026');
    expect(items[0]).not.toHaveTextContent('You played it');
  });

  it("a casino where the player played the game is listed with the player's dates, though no list has it and no five players do", async () => {
    renderWithProviders(<FindMachinePage />, { auth, path: '/find' });
    await userEvent.type(screen.getByLabelText('Search games'), 'cleo');
    await userEvent.click(within(await screen.findByRole('list', { name: 'Matching games' })).getByRole('button'));
    const items = within(await screen.findByRole('list', { name: 'Casinos with Cleopatra' })).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('link').textContent)).toEqual(['Far Casino', 'Peppermill']);
    expect(items[1]).toHaveTextContent('You played it here: 3 sessions, Mar 02, 2026 – Mar 04, 2026');
    expect(items[1]).toHaveTextContent('241.8 mi');
    expect(items[0]).not.toHaveTextContent('You played it');
  });

  it('an unknown game in the address says so instead of an empty page', () => {
    // The screen at /find with ?game= naming no catalog game (the ui slot's own route never matches a query).
    renderWithProviders(<></>, { auth, path: '/find?game=nope', routes: <Route path="/find" element={<FindMachinePage />} /> });
    expect(screen.getByRole('alert')).toHaveTextContent('This game is not in the slot catalog.');
  });
});
