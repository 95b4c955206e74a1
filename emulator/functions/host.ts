import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { EmulatorContext } from '../context';
import { spawnDenoHost, type DenoHostProcess } from './deno-process';
import { functionVersion } from './signature';

export type Target = { port: number } | { error: string };

/** KEY=VALUE lines of `<functionsDir>/.env` (the Supabase CLI's function secrets file). */
function readDotEnv(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  const out: Record<string, string> = {};
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    const m = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(raw);
    if (m) out[m[1]] = m[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return out;
}

/**
 * The Node side of the Deno host: starts it lazily (once), asks it to (re)load a function when
 * its files changed, and remembers each function's worker port.
 */
export class FunctionHost {
  private proc: Promise<DenoHostProcess> | null = null;
  private ports = new Map<string, { version: string; port: number }>();
  private closed = false;

  constructor(private readonly ctx: EmulatorContext) {}

  private env(): Record<string, string> {
    const { config } = this.ctx;
    return {
      ...readDotEnv(path.join(config.functionsDir, '.env')),
      SUPABASE_URL: config.publicUrl,
      SUPABASE_ANON_KEY: config.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: config.serviceRoleKey,
      SUPABASE_DB_URL: '',
      SITE_URL: config.siteUrl,
    };
  }

  private process(): Promise<DenoHostProcess> {
    if (this.closed) return Promise.reject(new Error('The emulator is shutting down'));
    if (!this.proc) {
      const started = spawnDenoHost(this.env(), this.ctx.config.verbose);
      this.proc = started;
      started.then(
        (p) =>
          void p.exited.then(() => {
            if (this.proc === started) this.forget();
          }),
        () => {
          if (this.proc === started) this.forget();
        },
      );
    }
    return this.proc;
  }

  private forget(): void {
    this.proc = null;
    this.ports.clear();
  }

  /** Where the function's handler listens now; `force` replaces its worker (after a crash). */
  async target(name: string, force = false): Promise<Target> {
    const { functionsDir } = this.ctx.config;
    const version = await functionVersion(functionsDir, name);
    const known = this.ports.get(name);
    if (known && known.version === version && !force) return { port: known.port };
    const proc = await this.process();
    const entry = path.join(functionsDir, name, 'index.ts');
    const res = await fetch(`http://127.0.0.1:${proc.port}/load`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, entry, version, force }),
    });
    const result = (await res.json()) as Target;
    if ('port' in result) this.ports.set(name, { version, port: result.port });
    else this.ports.delete(name);
    return result;
  }

  async close(): Promise<void> {
    this.closed = true;
    const proc = await this.proc?.catch(() => null);
    this.forget();
    if (!proc || proc.child.exitCode !== null) return;
    proc.child.kill('SIGTERM');
    await proc.exited;
  }
}
