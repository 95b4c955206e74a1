import { getUserType } from './get-user-type';

type Result = { data: { id: string } | null; error: Error | null };
const tables = vi.hoisted(() => ({ results: {} as Record<string, Result>, calls: [] as string[] }));
vi.mock('@/lib/supabase', () => ({
  supabase: {
    from: (table: string) => {
      tables.calls.push(table);
      const q = {
        select: () => q,
        eq: () => q,
        abortSignal: () => q,
        maybeSingle: async () => tables.results[table],
      };
      return q;
    },
  },
}));

const none: Result = { data: null, error: null };
const row: Result = { data: { id: 'u' }, error: null };

describe('getUserType', () => {
  beforeEach(() => {
    tables.calls = [];
  });

  it('admin wins and profiles is not consulted', async () => {
    tables.results = { admin_users: row, profiles: row };
    await expect(getUserType('u')).resolves.toBe('admin_user');
    expect(tables.calls).toEqual(['admin_users']);
  });

  it('falls back to profiles, then to null', async () => {
    tables.results = { admin_users: none, profiles: row };
    await expect(getUserType('u')).resolves.toBe('app_user');
    tables.results = { admin_users: none, profiles: none };
    await expect(getUserType('u')).resolves.toBeNull();
  });

  it('throws when a lookup fails', async () => {
    tables.results = { admin_users: { data: null, error: new Error('permission denied') }, profiles: row };
    await expect(getUserType('u')).rejects.toThrow('permission denied');
  });
});
