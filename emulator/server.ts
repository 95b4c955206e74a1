import { readFileSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { STATUS_CODES, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { AuthRateLimiter, GOTRUE_RATE_LIMITS, readRateLimits, type AuthRateLimitConfig } from './auth/rate-limit';
import { DEFAULT_JWT_SECRET, ROOT_DIR, makeKeys, readConfigToml, type EmulatorConfig, type TxEnd } from './config';
import type { EmulatorContext } from './context';
import { applyMigrations, applySeed, bootstrap } from './db';
import { openEmulatorDatabase, type OpenedDatabase } from './open-db';
import { Outbox } from './mail';
import { attachRealtime } from './realtime/server';

export interface StartOptions {
  /** 0 picks a free port. Default 54321. */
  port?: number;
  host?: string;
  /** Persistent PGlite directory; omit for an in-memory database. */
  dataDir?: string;
  /** Start from a dumped data directory (tests use this to skip migrations). */
  loadDataDir?: Blob;
  /**
   * A new database (in memory, or a data folder without one) starts from the schema snapshot
   * (emulator/snapshot.ts) instead of replaying every migration. Default true; false replays them.
   */
  schemaSnapshot?: boolean;
  /** The database, already opening (emulator/main.ts starts it before it imports this module). */
  database?: Promise<OpenedDatabase>;
  /** Where stored files live. Default `<dataDir>/../storage` or a temp dir. */
  storageDir?: string;
  rootDir?: string;
  /** Edge functions folder. Default `<rootDir>/supabase/functions`. */
  functionsDir?: string;
  jwtSecret?: string;
  /** Apply supabase/seed.sql to a new database. Default true. */
  seed?: boolean;
  /** Override supabase/config.toml's enable_confirmations. */
  enableConfirmations?: boolean;
  siteUrl?: string;
  jwtExpiry?: number;
  verbose?: boolean;
  /** PostgREST's db-tx-end (default 'commit': `Prefer: tx=rollback` is ignored, as PostgREST does by default). */
  txEnd?: TxEnd;
  /** Override supabase/config.toml's [auth.rate_limit] (false = no auth rate limits). */
  authRateLimits?: Partial<AuthRateLimitConfig> | false;
  /** The clock of the auth rate limits (tests move it instead of waiting). */
  clock?: () => number;
  /**
   * Where PGlite runs: 'worker' (default) is its own thread, so Postgres and the HTTP side use two
   * cores; 'main' keeps it on this thread (`ctx.db` is then PGlite itself).
   */
  dbThread?: 'worker' | 'main';
}

export interface RunningEmulator {
  url: string;
  ctx: EmulatorContext;
  anonKey: string;
  serviceRoleKey: string;
  close(): Promise<void>;
}

/** Boots PGlite, applies bootstrap + migrations (+ seed), and serves the Supabase HTTP API. */
export async function startEmulator(opts: StartOptions = {}): Promise<RunningEmulator> {
  const rootDir = opts.rootDir ?? ROOT_DIR;
  const tomlText = existsSync(path.join(rootDir, 'supabase/config.toml')) ? readFileSync(path.join(rootDir, 'supabase/config.toml'), 'utf8') : null;
  const toml = tomlText !== null ? readConfigToml(tomlText) : { enableConfirmations: true };
  const rateLimits = opts.authRateLimits === false ? null : { ...(tomlText !== null ? readRateLimits(tomlText) : GOTRUE_RATE_LIMITS), ...opts.authRateLimits };
  const jwtSecret = opts.jwtSecret ?? DEFAULT_JWT_SECRET;
  const { anonKey, serviceRoleKey } = makeKeys(jwtSecret);
  const host = opts.host ?? '127.0.0.1';
  // Without a data directory or a storage directory the files are as temporary as the database: removed on close.
  const temporaryStorage = !opts.storageDir && !opts.dataDir;
  const storageDir =
    opts.storageDir ??
    (opts.dataDir ? path.join(path.dirname(opts.dataDir), 'storage') : mkdtempSync(path.join(tmpdir(), `emu-storage-${process.pid}-`)));
  mkdirSync(storageDir, { recursive: true });

  const migrationsDir = path.join(rootDir, 'supabase/migrations');
  const { db, fromSnapshot } = await (opts.database ??
    openEmulatorDatabase({ migrationsDir, dataDir: opts.dataDir, loadDataDir: opts.loadDataDir, schemaSnapshot: opts.schemaSnapshot, dbThread: opts.dbThread }));
  if (!opts.loadDataDir) {
    // The snapshot is bootstrap.sql and every migration already (its name is their hash).
    if (!fromSnapshot) await bootstrap(db);
    const applied = await applyMigrations(db, migrationsDir);
    if (opts.verbose && applied.length) console.log(`[emulator] applied migrations: ${applied.join(', ')}`);
    if (opts.seed !== false) {
      const seeded = await applySeed(db, path.join(rootDir, 'supabase/seed.sql'));
      if (opts.verbose && seeded) console.log('[emulator] applied supabase/seed.sql');
    }
  }

  const config: EmulatorConfig = {
    port: opts.port ?? 54321,
    host,
    publicUrl: '',
    siteUrl: opts.siteUrl ?? toml.siteUrl ?? 'http://localhost:5173',
    jwtSecret,
    anonKey,
    serviceRoleKey,
    dataDir: opts.dataDir,
    rootDir,
    storageDir,
    functionsDir: opts.functionsDir ?? path.join(rootDir, 'supabase/functions'),
    jwtExpiry: opts.jwtExpiry ?? toml.jwtExpiry ?? 3600,
    enableConfirmations: opts.enableConfirmations ?? toml.enableConfirmations,
    verbose: opts.verbose ?? false,
    txEnd: opts.txEnd ?? 'commit',
  };
  const ctx: EmulatorContext = {
    db,
    config,
    keys: { jwtSecret },
    outbox: new Outbox(config.verbose),
    authLimits: new AuthRateLimiter(rateLimits, opts.clock),
    afterCommit: new Set(),
    onClose: [],
  };

  const app = createApp(ctx);
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: host }, () => resolve(s as Server));
  });
  answerClientErrors(server);
  keepConnectionsOpen(server);
  const port = (server.address() as AddressInfo).port;
  config.port = port;
  config.publicUrl = `http://${host}:${port}`;
  attachRealtime(server, ctx);

  let closing: Promise<void> | undefined;
  return {
    url: config.publicUrl,
    ctx,
    anonKey,
    serviceRoleKey,
    // Once: a second call (SIGTERM from the process group and again from `npm start`) waits for the first.
    close() {
      closing ??= (async () => {
        for (const fn of [...ctx.onClose].reverse()) await fn();
        server.closeAllConnections?.();
        await new Promise<void>((r) => server.close(() => r()));
        await db.close();
        if (temporaryStorage) await rm(storageDir, { recursive: true, force: true });
      })();
      return closing;
    },
  };
}

/**
 * An idle keep-alive connection stays open for a minute, as behind Supabase's gateway, not Node's 5 s: a
 * client that sends on a connection at the moment the server closes it gets ECONNRESET (a test's own API
 * request did, under load), and the shorter the server's wait, the more often that moment comes.
 */
function keepConnectionsOpen(server: Server): void {
  server.keepAliveTimeout = 60_000;
  // Larger than keepAliveTimeout, or Node may close a connection on which a request's headers are on their way.
  server.headersTimeout = 65_000;
}

/**
 * Requests Node's HTTP parser refuses before any route (headers over 16 KiB, malformed request lines)
 * get a JSON error like every other answer, instead of Node's empty one.
 */
function answerClientErrors(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const body = JSON.stringify({ code: String(status), message: STATUS_CODES[status] ?? 'Bad Request' });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
