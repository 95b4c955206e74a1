import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { fakeAuth, renderWithProviders } from '@/test/render';
import { ProfileCard } from './profile-card';

vi.mock('@/lib/toast', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

/** The server's profile row, its versions, and a gate that holds the reads (a slow refetch). */
const server = vi.hoisted(() => ({
  row: { id: 'user-1', email: 'p@example.com', nickname: 'Ace', is_public_profile: true, share_machine_sightings: true, updated_at: 'v1' },
  versions: 1,
  gate: null as Promise<void> | null,
}));

vi.mock('@/lib/supabase', () => {
  const read = {
    eq: () => read,
    abortSignal: () => read,
    maybeSingle: async () => {
      if (server.gate) await server.gate;
      return { data: { ...server.row }, error: null };
    },
  };
  const from = () => ({
    select: () => read,
    update: (values: Record<string, unknown>) => ({
      eq: () => ({
        // The save names the version it was based on: another version means 0 rows (refused as stale).
        eq: (_column: string, updatedAt: string) => ({
          select: async () => {
            if (updatedAt !== server.row.updated_at) return { data: [], error: null };
            server.row = { ...server.row, ...values, updated_at: `v${++server.versions}` } as typeof server.row;
            return { data: [{ ...server.row }], error: null };
          },
        }),
      }),
    }),
  });
  return { supabase: { from } };
});

// Radix's switch measures its size; jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

describe('ProfileCard', () => {
  it('keeps what is typed right after a save while the refetch is still on its way, and saves it on the saved version', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProfileCard />, { auth: fakeAuth({ email: 'p@example.com' }) });
    const name = await screen.findByLabelText('Social display name');
    expect(name).toHaveValue('Ace');

    await user.clear(name);
    await user.type(name, 'Mine now');
    // The refetch after the save is slow: it waits until released.
    let release = () => {};
    server.gate = new Promise<void>((resolve) => (release = resolve));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Saved', { description: 'Your profile was updated.' }), {
      timeout: 10_000,
    });
    expect(server.row.nickname).toBe('Mine now');

    // Typed before the refetch lands: still there once it has.
    await user.clear(screen.getByLabelText('Social display name'));
    await user.type(screen.getByLabelText('Social display name'), 'Mine again');
    server.gate = null;
    release();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled(), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText('Social display name')).toHaveValue('Mine again');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(server.row.nickname).toBe('Mine again'), { timeout: 10_000 });
    expect(toast.error).not.toHaveBeenCalled();
  }, 30_000);
});
