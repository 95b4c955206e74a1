import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Session } from '@supabase/supabase-js';
import { AuthContext, type AuthState, type UserType } from '@/lib/auth-context';
import { createMutationCache } from '@/lib/write-errors';

/** An auth context value: signed out by default; `email` signs a user in. */
export function fakeAuth(overrides: Partial<AuthState> & { email?: string; userType?: UserType | null } = {}): AuthState {
  const { email, ...rest } = overrides;
  const user = email ? ({ id: 'user-1', email, user_metadata: {} } as unknown as Session['user']) : null;
  const session = user ? ({ access_token: 't', user } as unknown as Session) : null;
  return {
    session,
    user,
    loading: false,
    userType: null,
    userTypeLoading: false,
    recoveryMode: false,
    endRecovery: () => undefined,
    signOut: async () => undefined,
    ...rest,
  };
}

/** Shows the current path so tests can assert redirects. */
export function LocationProbe() {
  const { pathname } = useLocation();
  return <div data-testid="location">{pathname}</div>;
}

type Options = { auth?: AuthState; path?: string; routes?: ReactNode };

/** Renders `ui` at `path` with React Query (the app's failure toasts), an auth context and a memory router. */
export function renderWithProviders(ui: ReactElement, { auth = fakeAuth(), path = '/', routes }: Options = {}) {
  // The app's MutationCache: a failed mutation toasts what its meta names, as in the app.
  const client = new QueryClient({
    mutationCache: createMutationCache(),
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={auth}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path} element={ui} />
            {routes}
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}
