import type { Json } from '@/lib/database.types';
import { toNumber } from '@/lib/money';

/** get_admin_user_summary(p_user_id), typed. */
export interface AdminUserSummary {
  w2g: { totalAmount: number; taxWithheld: number; count: number };
  sessions: { totalSessions: number; coinsIn: number; coinsOut: number; netResult: number; lastSessionDate: string | null };
  favorites: { casinoId: string; name: string; city: string | null; state: string | null; playerClubId: string | null }[];
}

type Obj = Record<string, Json | undefined>;
const obj = (v: Json | undefined): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const num = (v: Json | undefined) => toNumber(typeof v === 'number' || typeof v === 'string' ? v : null);
const strOrNull = (v: Json | undefined) => (typeof v === 'string' && v !== '' ? v : null);

/** Reads the RPC's JSON into numbers and strings (missing parts become zero / empty). */
export function parseAdminUserSummary(raw: unknown): AdminUserSummary {
  const root = obj(raw as Json);
  const w2g = obj(root.w2g);
  const sessions = obj(root.sessions);
  const favorites = Array.isArray(root.favorites) ? root.favorites : [];
  return {
    w2g: { totalAmount: num(w2g.total_amount), taxWithheld: num(w2g.tax_withheld), count: num(w2g.count) },
    sessions: {
      totalSessions: num(sessions.total_sessions),
      coinsIn: num(sessions.coins_in),
      coinsOut: num(sessions.coins_out),
      netResult: num(sessions.net_result),
      lastSessionDate: strOrNull(sessions.last_session_date),
    },
    favorites: favorites.map((f) => {
      const o = obj(f);
      return {
        casinoId: String(o.casino_id ?? ''),
        name: String(o.name ?? ''),
        city: strOrNull(o.city),
        state: strOrNull(o.state),
        playerClubId: strOrNull(o.player_club_id),
      };
    }),
  };
}
