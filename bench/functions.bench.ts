/**
 * Edge Functions: first invocation (Deno host + worker start) and warm p50/p95 over 200 calls of a
 * tiny JSON function, through the emulator's /functions/v1 proxy.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmulator } from '../emulator/server';
import { fmt, percentile, timeMany } from './stats-util';

export default async function (): Promise<void> {
  const functionsDir = mkdtempSync(path.join(tmpdir(), 'bench-functions-'));
  mkdirSync(path.join(functionsDir, 'ping'));
  writeFileSync(
    path.join(functionsDir, 'ping', 'index.ts'),
    `Deno.serve(async (req) => Response.json({ pong: true, got: await req.json() }));\n`,
  );
  const emu = await startEmulator({ port: 0, seed: false, functionsDir });
  const invoke = async (i: number) => {
    const res = await fetch(`${emu.url}/functions/v1/ping`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${emu.anonKey}`, apikey: emu.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ i }),
    });
    if (res.status !== 200) throw new Error(`ping answered ${res.status}: ${await res.text()}`);
    await res.json();
  };
  try {
    const [first] = await timeMany(1, invoke);
    console.log(`functions first invocation (host + worker start): ${fmt(first)}`);
    const warm = await timeMany(200, invoke);
    console.log(`functions warm invoke x200: p50 ${fmt(percentile(warm, 50))}, p95 ${fmt(percentile(warm, 95))}`);
  } finally {
    await emu.close();
    rmSync(functionsDir, { recursive: true, force: true });
  }
}
