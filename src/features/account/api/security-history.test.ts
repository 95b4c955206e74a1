import { secureAccount } from './security-history';

const calls: string[] = [];
const signOut = vi.fn(async (opts: { scope: string }) => {
  calls.push(`signOut:${opts.scope}`);
  return { error: signOutError };
});
const resetPasswordForEmail = vi.fn(async (email: string, opts: { redirectTo: string }) => {
  calls.push(`reset:${email}:${opts.redirectTo}`);
  return { error: null };
});
let signOutError: Error | null = null;

vi.mock('@/lib/supabase', () => ({
  supabase: {
    auth: {
      signOut: (o: { scope: string }) => signOut(o),
      resetPasswordForEmail: (e: string, o: { redirectTo: string }) => resetPasswordForEmail(e, o),
    },
  },
}));

describe('secureAccount ("Unfamiliar sign-in?")', () => {
  beforeEach(() => {
    calls.length = 0;
    signOutError = null;
  });

  it('signs out the other devices, then e-mails a set-a-new-password link that lands on /auth', async () => {
    await secureAccount('pat@example.com', 'https://app.example.com');
    expect(calls).toEqual(['signOut:others', 'reset:pat@example.com:https://app.example.com/auth']);
  });

  it('e-mails nothing when the sign-out fails', async () => {
    signOutError = new Error('network down');
    await expect(secureAccount('pat@example.com', 'https://app.example.com')).rejects.toThrow('network down');
    expect(calls).toEqual(['signOut:others']);
  });
});
