import { act, render, screen } from '@testing-library/react';
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { useAuth } from '@/hooks/use-auth';
import { AuthProvider } from './auth-provider';

type Listener = (event: AuthChangeEvent, session: Session | null) => void;
const auth = vi.hoisted(() => ({ listener: null as Listener | null }));
vi.mock('@/lib/supabase', () => ({
  supabase: {
    auth: {
      onAuthStateChange: (cb: Listener) => {
        auth.listener = cb;
        return { data: { subscription: { unsubscribe: vi.fn() } } };
      },
      getSession: () => new Promise(() => undefined),
      signOut: vi.fn(async () => ({ error: null })),
    },
  },
}));
const getUserType = vi.hoisted(() => vi.fn());
vi.mock('@/features/auth/api/get-user-type', () => ({ getUserType }));

function Probe() {
  const a = useAuth();
  return (
    <pre data-testid="state">
      {JSON.stringify({
        loading: a.loading,
        email: a.user?.email ?? null,
        userType: a.userType,
        typeLoading: a.userTypeLoading,
        recovery: a.recoveryMode,
      })}
    </pre>
  );
}
const state = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}');
const session = (id: string, email: string) => ({ access_token: 't', user: { id, email } }) as unknown as Session;
const emit = (event: AuthChangeEvent, s: Session | null) => act(() => auth.listener?.(event, s));

describe('AuthProvider', () => {
  beforeEach(() => vi.clearAllMocks());

  it('is loading until the first auth event, then looks up the account type', async () => {
    getUserType.mockResolvedValue('admin_user');
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(state()).toMatchObject({ loading: true, email: null });

    await emit('INITIAL_SESSION', session('u1', 'boss@x.co'));
    expect(state()).toMatchObject({ loading: false, email: 'boss@x.co', typeLoading: true, userType: null });
    await vi.waitFor(() => expect(state()).toMatchObject({ userType: 'admin_user', typeLoading: false }));
    expect(getUserType).toHaveBeenCalledWith('u1', expect.any(AbortSignal));

    await emit('SIGNED_OUT', null);
    expect(state()).toMatchObject({ email: null, userType: null, typeLoading: false });
  });

  it('sets the type to null and logs when the lookup fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    getUserType.mockRejectedValue(new Error('relation does not exist'));
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await emit('SIGNED_IN', session('u2', 'p@x.co'));
    await vi.waitFor(() => expect(state()).toMatchObject({ typeLoading: false, userType: null }));
    expect(log).toHaveBeenCalledWith('Failed to look up the account type', expect.any(Error));
    log.mockRestore();
  });

  it('enters recovery mode on PASSWORD_RECOVERY', async () => {
    getUserType.mockResolvedValue('app_user');
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(state().recovery).toBe(false);
    await emit('PASSWORD_RECOVERY', session('u3', 'r@x.co'));
    expect(state().recovery).toBe(true);
  });
});
