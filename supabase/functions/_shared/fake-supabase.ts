/**
 * Test double for the supabase-js slice in client.ts: in-memory tables, auth users and storage.
 * Used by the handler tests (Vitest); never imported by a function's index.ts.
 */
import type { ApiError, AuthUser, ClientOptions, CreateClient, EdgeEnv, Query, Result, Row, SupabaseLike, Table } from './client.ts';

export const FAKE_URL = 'http://fake.supabase.local';
export const FAKE_ANON = 'anon-key';
export const FAKE_SERVICE = 'service-key';

type Filter = (row: Row) => boolean;

export interface FakeState {
  tables: Record<string, Row[]>;
  users: AuthUser[];
  /** access token -> user id */
  tokens: Record<string, string>;
  /** bucket -> object paths */
  files: Record<string, string[]>;
  /** Every client made: which key and which Authorization header. */
  clients: { key: string; authorization: string | null }[];
  /** Tables read or written with each key, e.g. `service:casinos:insert`. */
  log: string[];
  resetEmails: { email: string; redirectTo: string }[];
  /** Tables whose writes fail (to test error paths). */
  failWrites: Set<string>;
  /** What an RPC answers, by function name, given the caller (the user id of its token, null for none) and its arguments. */
  rpcs?: Record<
    string,
    (
      caller: string | null,
      args: Record<string, unknown>,
    ) => { data: unknown; error: { message: string; code?: string; hint?: string } | null }
  >;
}

export function fakeState(init: Partial<Pick<FakeState, 'tables' | 'users' | 'tokens' | 'files'>> = {}): FakeState {
  return {
    tables: init.tables ?? {},
    users: init.users ?? [],
    tokens: init.tokens ?? {},
    files: init.files ?? {},
    clients: [],
    log: [],
    resetEmails: [],
    failWrites: new Set(),
  };
}

let idCounter = 0;
const newId = () => `00000000-0000-4000-8000-${String(++idCounter).padStart(12, '0')}`;

class FakeQuery implements Query {
  private filters: Filter[] = [];
  private orders: { column: string; ascending: boolean }[] = [];
  private window: [number, number] | null = null;
  private countMode = false;
  private headOnly = false;
  private returning = false;

  constructor(
    private readonly rows: Row[],
    private readonly op: 'select' | 'insert' | 'update',
    private readonly payload: Row[] | Row | null,
    private readonly fail: ApiError | null,
  ) {}

  select(_columns?: string, options?: { count?: 'exact'; head?: boolean }): Query {
    this.returning = true;
    this.countMode = options?.count === 'exact';
    this.headOnly = options?.head === true;
    return this;
  }
  eq(column: string, value: unknown): Query {
    this.filters.push((r) => r[column] === value);
    return this;
  }
  ilike(column: string, pattern: string): Query {
    const source = pattern.replace(/\\([%_\\])|([%_])|([^%_\\])/g, (_m, esc: string, wild: string, ch: string) =>
      esc ? esc.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : wild ? (wild === '%' ? '.*' : '.') : ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
    const re = new RegExp(`^${source}$`, 'is');
    this.filters.push((r) => typeof r[column] === 'string' && re.test(r[column] as string));
    return this;
  }
  in(column: string, values: readonly unknown[]): Query {
    this.filters.push((r) => values.includes(r[column]));
    return this;
  }
  gte(column: string, value: unknown): Query {
    this.filters.push((r) => String(r[column]) >= String(value));
    return this;
  }
  lte(column: string, value: unknown): Query {
    this.filters.push((r) => String(r[column]) <= String(value));
    return this;
  }
  order(column: string, options?: { ascending?: boolean }): Query {
    this.orders.push({ column, ascending: options?.ascending ?? true });
    return this;
  }
  range(from: number, to: number): Query {
    this.window = [from, to];
    return this;
  }
  limit(count: number): Query {
    this.window = [0, count - 1];
    return this;
  }
  maybeSingle(): PromiseLike<Result<Row>> {
    return this.run().then((r) => ({ data: r.data?.[0] ?? null, error: r.error }));
  }
  then<A = Result<Row[]>, B = never>(
    onfulfilled?: ((value: Result<Row[]>) => A | PromiseLike<A>) | null,
    onrejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): PromiseLike<A | B> {
    return this.run().then(onfulfilled, onrejected);
  }

  private async run(): Promise<Result<Row[]>> {
    if (this.fail) return { data: null, error: this.fail };
    const match = (r: Row) => this.filters.every((f) => f(r));
    if (this.op === 'insert') {
      const added = (Array.isArray(this.payload) ? this.payload : [this.payload ?? {}]).map((r) => ({ id: newId(), ...r }));
      this.rows.push(...added);
      return { data: this.returning ? added : null, error: null };
    }
    if (this.op === 'update') {
      const hit = this.rows.filter(match);
      for (const r of hit) Object.assign(r, this.payload);
      return { data: this.returning ? hit : null, error: null };
    }
    let out = this.rows.filter(match);
    for (const o of [...this.orders].reverse()) {
      out = [...out].sort(
        (a, b) =>
          (String(a[o.column]) < String(b[o.column]) ? -1 : String(a[o.column]) > String(b[o.column]) ? 1 : 0) * (o.ascending ? 1 : -1),
      );
    }
    const count = out.length;
    if (this.window) out = out.slice(this.window[0], this.window[1] + 1);
    return { data: this.headOnly ? null : out.map((r) => ({ ...r })), error: null, count: this.countMode ? count : null };
  }
}

/** A fake `createClient`: every client shares `state`; the key decides what `auth.admin` may do. */
export function fakeCreateClient(state: FakeState): CreateClient {
  return (_url: string, key: string, options: ClientOptions): SupabaseLike => {
    const authorization = options.global?.headers?.Authorization ?? null;
    state.clients.push({ key, authorization });
    const who = key === FAKE_SERVICE ? 'service' : authorization ? 'user' : 'anon';
    const callerId = authorization ? (state.tokens[authorization.replace(/^Bearer /, '')] ?? null) : null;
    const adminOnly = (): ApiError | null => (key === FAKE_SERVICE ? null : { message: 'User not allowed', status: 403 });
    const table = (name: string): Table => {
      state.tables[name] ??= [];
      const rows = state.tables[name];
      const fail = (op: string): ApiError | null =>
        op !== 'select' && state.failWrites.has(name) ? { message: `write to ${name} failed`, code: '42501' } : null;
      return {
        select: (columns, opts) => {
          state.log.push(`${who}:${name}:select`);
          return new FakeQuery(rows, 'select', null, null).select(columns, opts);
        },
        insert: (payload) => {
          state.log.push(`${who}:${name}:insert`);
          return new FakeQuery(rows, 'insert', payload, fail('insert'));
        },
        update: (patch) => {
          state.log.push(`${who}:${name}:update`);
          return new FakeQuery(rows, 'update', patch, fail('update'));
        },
      };
    };
    return {
      from: table,
      rpc: async (fn: string, args: Record<string, unknown> = {}) => {
        state.log.push(`${who}:rpc:${fn}`);
        const answer = state.rpcs?.[fn];
        return answer ? answer(callerId, args) : { data: null, error: null };
      },
      auth: {
        getUser: async (token) => {
          const user = state.users.find((u) => u.id === state.tokens[token]) ?? null;
          return user ? { data: { user }, error: null } : { data: { user: null }, error: { message: 'invalid JWT', status: 403 } };
        },
        resetPasswordForEmail: async (email, opts) => {
          state.resetEmails.push({ email, redirectTo: opts.redirectTo });
          return { error: null };
        },
        admin: {
          listUsers: async ({ page, perPage }) => {
            const denied = adminOnly();
            if (denied) return { data: { users: [] }, error: denied };
            const users = state.users.slice((page - 1) * perPage, page * perPage);
            const nextPage = page * perPage < state.users.length ? page + 1 : null;
            return { data: { users, nextPage }, error: null };
          },
          createUser: async (attrs) => {
            const denied = adminOnly();
            if (denied) return { data: { user: null }, error: denied };
            if (state.users.some((u) => u.email === attrs.email)) {
              return {
                data: { user: null },
                error: { message: 'A user with this email address has already been registered', code: 'email_exists', status: 422 },
              };
            }
            const user: AuthUser = { id: newId(), email: attrs.email, created_at: '2026-01-01T00:00:00Z', last_sign_in_at: null };
            state.users.push(user);
            return { data: { user }, error: null };
          },
          deleteUser: async (id) => {
            const denied = adminOnly();
            if (denied) return { error: denied };
            const i = state.users.findIndex((u) => u.id === id);
            if (i < 0) return { error: { message: 'User not found', code: 'user_not_found', status: 404 } };
            state.users.splice(i, 1);
            return { error: null };
          },
          mfa: {
            deleteFactor: async ({ userId, id }) => {
              const denied = adminOnly();
              if (denied) return { error: denied };
              const user = state.users.find((u) => u.id === userId);
              const before = user?.factors?.length ?? 0;
              if (user) user.factors = (user.factors ?? []).filter((f) => f.id !== id);
              if (!user || (user.factors?.length ?? 0) === before)
                return { error: { message: 'Factor not found', code: 'mfa_factor_not_found', status: 404 } };
              return { error: null };
            },
          },
        },
      },
      storage: {
        from: (bucket) => ({
          list: async (prefix, opts) => {
            state.log.push(`${who}:storage:${bucket}:list`);
            const base = prefix ? `${prefix}/` : '';
            const names = new Map<string, boolean>();
            for (const p of state.files[bucket] ?? []) {
              if (!p.startsWith(base)) continue;
              const rest = p.slice(base.length);
              const [head, ...tail] = rest.split('/');
              names.set(head, names.get(head) === true || tail.length === 0);
            }
            const entries = [...names].map(([name, isFile]) => ({ name, id: isFile ? `id-${name}` : null }));
            const offset = opts?.offset ?? 0;
            return { data: entries.slice(offset, offset + (opts?.limit ?? 100)), error: null };
          },
          createSignedUrls: async (paths, expiresIn) => {
            state.log.push(`${who}:storage:${bucket}:sign`);
            return {
              data: paths.map((path) =>
                (state.files[bucket] ?? []).includes(path)
                  ? { path, signedUrl: `${FAKE_URL}/storage/v1/object/sign/${bucket}/${path}?expires=${expiresIn}`, error: null }
                  : { path, signedUrl: '', error: 'Object not found' },
              ),
              error: null,
            };
          },
          remove: async (paths) => {
            state.log.push(`${who}:storage:${bucket}:remove`);
            state.files[bucket] = (state.files[bucket] ?? []).filter((p) => !paths.includes(p));
            return { data: paths.map((name) => ({ name })), error: null };
          },
        }),
      },
    };
  };
}

/** An EdgeEnv over a fake state. */
export function fakeEnv(state: FakeState): EdgeEnv {
  return { supabaseUrl: FAKE_URL, anonKey: FAKE_ANON, serviceRoleKey: FAKE_SERVICE, createClient: fakeCreateClient(state) };
}

/** Seeds an admin (`admin-token`) and a player (`player-token`) into a fake state. */
export function withCallers(state: FakeState): { adminId: string; playerId: string } {
  const adminId = 'aaaaaaaa-0000-4000-8000-000000000001';
  const playerId = 'bbbbbbbb-0000-4000-8000-000000000002';
  state.users.push(
    { id: adminId, email: 'admin@example.com', created_at: '2026-01-01T00:00:00Z', last_sign_in_at: '2026-02-01T00:00:00Z' },
    { id: playerId, email: 'player@example.com', created_at: '2026-01-02T00:00:00Z', last_sign_in_at: null },
  );
  state.tokens['admin-token'] = adminId;
  state.tokens['player-token'] = playerId;
  (state.tables.admin_users ??= []).push({ id: adminId, email: 'admin@example.com', role: 'admin' });
  return { adminId, playerId };
}

/** A POST request with a JSON body and an optional bearer token. */
export function post(body: unknown, token?: string, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/fn', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
