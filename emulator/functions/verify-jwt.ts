import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

let cache: { file: string; mtimeMs: number; off: Set<string> } | null = null;

/** Names of `[functions.<name>]` sections of a config.toml that set `verify_jwt = false`. */
export function parseVerifyJwtOff(toml: string): Set<string> {
  const off = new Set<string>();
  let fn: string | null = null;
  for (const raw of toml.split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    const sec = /^\[\s*(.+?)\s*\]$/.exec(line);
    if (sec) {
      const m = /^functions\.(?:"([^"]+)"|([A-Za-z0-9_-]+))$/.exec(sec[1]);
      fn = m ? (m[1] ?? m[2]) : null;
      continue;
    }
    const kv = /^verify_jwt\s*=\s*(true|false)$/.exec(line);
    if (fn && kv) {
      if (kv[1] === 'false') off.add(fn);
      else off.delete(fn);
    }
  }
  return off;
}

/** Whether the gateway checks the caller's JWT for this function (default on, as hosted). */
export function verifiesJwt(rootDir: string, name: string): boolean {
  const file = path.join(rootDir, 'supabase/config.toml');
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return true;
  }
  if (!cache || cache.file !== file || cache.mtimeMs !== mtimeMs) {
    cache = { file, mtimeMs, off: parseVerifyJwtOff(readFileSync(file, 'utf8')) };
  }
  return !cache.off.has(name);
}
