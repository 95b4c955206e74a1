import path from 'node:path';
import { signJwt } from './jwt';

/** The fixed local JWT secret (the same default the Supabase CLI uses for local stacks). */
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** Far-future expiry of the project API keys (2032-11-12), as the Supabase CLI's local keys. */
const KEY_EXP = 1983812996;
const KEY_IAT = 1668276996;

export interface EmulatorConfig {
  port: number;
  host: string;
  /** Public base URL (what clients use), e.g. http://127.0.0.1:54321 */
  publicUrl: string;
  /** Where the app is served; used as the default redirect for e-mail links. */
  siteUrl: string;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** PGlite data directory; undefined = in memory. */
  dataDir?: string;
  /** Root of the repository (holds supabase/). */
  rootDir: string;
  /** Where stored files live (defaults to `<dataDir>/storage` or a temp folder). */
  storageDir: string;
  /** Edge functions folder (default `<rootDir>/supabase/functions`). */
  functionsDir: string;
  /** Access token lifetime in seconds. */
  jwtExpiry: number;
  /** Whether sign-up requires e-mail confirmation (from supabase/config.toml). */
  enableConfirmations: boolean;
  /** Print e-mails and start-up info to the console. */
  verbose: boolean;
  /**
   * PostgREST's db-tx-end: how a request's transaction ends. 'commit' (PostgREST's default, and hosted Supabase's)
   * ignores `Prefer: tx=rollback`; the -allow-override variants honour `Prefer: tx`.
   */
  txEnd: TxEnd;
}

export type TxEnd = 'commit' | 'commit-allow-override' | 'rollback' | 'rollback-allow-override';

export function makeKeys(secret: string): { anonKey: string; serviceRoleKey: string } {
  return {
    anonKey: signJwt({ iss: 'supabase-demo', role: 'anon', iat: KEY_IAT, exp: KEY_EXP }, secret),
    serviceRoleKey: signJwt({ iss: 'supabase-demo', role: 'service_role', iat: KEY_IAT, exp: KEY_EXP }, secret),
  };
}

export const ROOT_DIR = path.resolve(import.meta.dirname, '..');

/** The `key = value` lines of a config.toml text with the [section] each stands in (comments dropped). */
export function* tomlEntries(text: string): Generator<{ section: string; key: string; value: string }> {
  let section = '';
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    const sec = /^\[(.+)\]$/.exec(line);
    if (sec) {
      section = sec[1].trim();
      continue;
    }
    const kv = /^([A-Za-z0-9_]+)\s*=\s*(.+)$/.exec(line);
    if (kv) yield { section, key: kv[1], value: kv[2] };
  }
}

/** Reads the few settings the emulator honours from supabase/config.toml. */
export function readConfigToml(text: string): { enableConfirmations: boolean; siteUrl?: string; jwtExpiry?: number } {
  const out: { enableConfirmations: boolean; siteUrl?: string; jwtExpiry?: number } = { enableConfirmations: true };
  for (const { section, key, value } of tomlEntries(text)) {
    if (section === 'auth.email' && key === 'enable_confirmations') out.enableConfirmations = value === 'true';
    if (section === 'auth' && key === 'site_url') out.siteUrl = value.replace(/^"|"$/g, '');
    if (section === 'auth' && key === 'jwt_expiry') out.jwtExpiry = Number(value);
  }
  return out;
}
