import { createContext } from 'react';
import type { Session, User } from '@supabase/supabase-js';

/** Account type per spec part 1 §4: admin_users wins over profiles; neither means no role. */
export type UserType = 'admin_user' | 'app_user';

export interface AuthState {
  session: Session | null;
  user: User | null;
  /** True until the first session check or auth event. */
  loading: boolean;
  userType: UserType | null;
  /** True while the account type of the current user is still being looked up. */
  userTypeLoading: boolean;
  /** Recovery tokens arrived (PASSWORD_RECOVERY or `type=recovery` in the URL): ask for a new password. */
  recoveryMode: boolean;
  endRecovery: () => void;
  signOut: () => Promise<void>;
  /** The account has a verified second factor and this session has not used it yet (aal1): ask for the code. */
  mfaRequired?: boolean;
}

export const AuthContext = createContext<AuthState | null>(null);
