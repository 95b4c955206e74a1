import { createContext, useContext } from 'react';

/**
 * Whether the signed-in user's saved data has been put into the query cache (or given up on). The player
 * screens wait for it: a screen that starts a fetch before the saved data arrives would, when it unmounts
 * during that fetch, revert its query to the empty state from before the fetch (React Query's cancel with
 * revert), dropping the restored data. Public screens (the sign-in forms) never wait.
 */
export const OfflineRestoredContext = createContext(true);

export const useOfflineRestored = () => useContext(OfflineRestoredContext);
