/**
 * The slice of the supabase-js client the edge functions use, typed structurally so handlers
 * need no `npm:` import and tests can pass small fakes. index.ts passes the real `createClient`.
 */

export interface ApiError {
  message: string;
  code?: string;
  status?: number;
}

export interface Result<T> {
  data: T | null;
  error: ApiError | null;
  count?: number | null;
}

export type Row = Record<string, unknown>;

/** A PostgREST query: chainable filters, awaitable for `{ data, error, count }`. */
export interface Query extends PromiseLike<Result<Row[]>> {
  select(columns?: string, options?: { count?: 'exact'; head?: boolean }): Query;
  eq(column: string, value: unknown): Query;
  ilike(column: string, pattern: string): Query;
  in(column: string, values: readonly unknown[]): Query;
  gte(column: string, value: unknown): Query;
  lte(column: string, value: unknown): Query;
  order(column: string, options?: { ascending?: boolean }): Query;
  range(from: number, to: number): Query;
  limit(count: number): Query;
  maybeSingle(): PromiseLike<Result<Row>>;
}

export interface Table {
  select(columns?: string, options?: { count?: 'exact'; head?: boolean }): Query;
  insert(rows: Row | Row[]): Query;
  update(patch: Row): Query;
}

export interface AuthUser {
  id: string;
  email?: string;
  created_at?: string;
  last_sign_in_at?: string | null;
  /** MFA factors (GoTrue lists them on the user when there are any). */
  factors?: Array<{ id: string; status: string }>;
}

export interface StorageEntry {
  name: string;
  id: string | null;
}

export interface SignedUrl {
  path: string | null;
  signedUrl: string;
  error: string | null;
}

export interface Bucket {
  list(prefix: string, options?: { limit?: number; offset?: number }): PromiseLike<Result<StorageEntry[]>>;
  remove(paths: string[]): PromiseLike<Result<unknown[]>>;
  createSignedUrls(paths: string[], expiresIn: number): PromiseLike<Result<SignedUrl[]>>;
}

export interface SupabaseLike {
  from(table: string): Table;
  rpc?(fn: string, args: Record<string, unknown>): PromiseLike<Result<unknown>>;
  auth: {
    getUser(token: string): PromiseLike<{ data: { user: AuthUser | null }; error: ApiError | null }>;
    resetPasswordForEmail(email: string, options: { redirectTo: string }): PromiseLike<{ error: ApiError | null }>;
    admin: {
      listUsers(params: { page: number; perPage: number }): PromiseLike<{
        data: { users: AuthUser[]; nextPage?: number | null };
        error: ApiError | null;
      }>;
      createUser(attrs: {
        email: string;
        password: string;
        email_confirm: boolean;
        user_metadata: Record<string, unknown>;
      }): PromiseLike<{ data: { user: AuthUser | null }; error: ApiError | null }>;
      deleteUser(id: string): PromiseLike<{ error: ApiError | null }>;
      mfa: {
        deleteFactor(params: { userId: string; id: string }): PromiseLike<{ error: ApiError | null }>;
      };
    };
  };
  storage: { from(bucket: string): Bucket };
}

export interface ClientOptions {
  global?: { headers?: Record<string, string> };
  auth: { persistSession: false; autoRefreshToken: false; detectSessionInUrl: false };
}

export type CreateClient = (url: string, key: string, options: ClientOptions) => SupabaseLike;

/** What every function's index.ts reads from its environment. */
export interface EdgeEnv {
  supabaseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  createClient: CreateClient;
}

export const NO_SESSION: ClientOptions['auth'] = {
  persistSession: false,
  autoRefreshToken: false,
  detectSessionInUrl: false,
};

/**
 * A client that acts with the service-role key (admin work only, after requireAdmin). `headers` go out on
 * every request: the admin functions name the admin behind the work (x-audit-*), which the audit trail
 * records in the same transaction as each change (supabase/migrations/20260101004100_audit_log.sql).
 */
export function serviceClient(env: EdgeEnv, headers?: Record<string, string>): SupabaseLike {
  return env.createClient(env.supabaseUrl, env.serviceRoleKey, headers ? { global: { headers }, auth: NO_SESSION } : { auth: NO_SESSION });
}

/** A client that acts as the caller: their bearer goes out on every request, so RLS applies. */
export function callerClient(env: EdgeEnv, token: string): SupabaseLike {
  return env.createClient(env.supabaseUrl, env.anonKey, {
    global: { headers: { Authorization: `Bearer ${token}` } },
    auth: NO_SESSION,
  });
}
