import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMutationCache } from '@/lib/write-errors';
import { AuthProvider } from './auth-provider';
import { LazyToaster } from './layout/lazy-toaster';
import { OfflineCache } from './offline/offline-cache';

function makeQueryClient() {
  const client = new QueryClient({
    // A failed mutation's toast: what its meta names (lib/write-errors.ts).
    mutationCache: createMutationCache(),
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
