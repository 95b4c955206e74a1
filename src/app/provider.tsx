import { useState, type ReactNode } from 'react';
import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { onWriteError } from '@/lib/write-errors';
import { AuthProvider } from './auth-provider';
import { LazyToaster } from './layout/lazy-toaster';
import { OfflineCache } from './offline/offline-cache';

function makeQueryClient() {
  const client = new QueryClient({
    // A failed write that names its failure in meta.errorText gets its toast here (lib/write-errors.ts).
    mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => onWriteError(error, mutation.meta) }),
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
      mutations: { retry: false },
    },
  });
  return client;
}

/** App-wide providers: React Query (with its offline copy per user), auth state and the toaster. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <OfflineCache>{children}</OfflineCache>
        <LazyToaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
