/**
 * The long-lived Deno process behind /functions/v1. It owns one Web Worker per function
 * (deno-worker.ts) and answers one control request from the Node side:
 *   POST /load {name, entry, version} -> {port} (the worker's own loopback server) | {error}
 * A new version replaces the worker; the old one is terminated after a grace period so
 * in-flight requests finish. Prints `{"ready":true,"port":N}` on stdout once listening.
 * Runs under Deno, not Node: the declarations below are the few Deno APIs it uses.
 */
export {};

interface DenoLike {
  serve(
    options: { port: number; hostname: string; onListen: (a: { port: number }) => void },
    handler: (req: Request) => Response | Promise<Response>,
  ): unknown;
  stdin: { readable: ReadableStream<Uint8Array> };
  exit(code: number): never;
}
declare const Deno: DenoLike;

interface WorkerMessage {
  type: 'listening' | 'error';
  port?: number;
  message?: string;
}
interface Loaded {
  version: string;
  worker: Worker;
  ready: Promise<{ port: number } | { error: string }>;
}

const GRACE_MS = 10_000;
const workerUrl = new URL('./deno-worker.ts', import.meta.url);
const loaded = new Map<string, Loaded>();

function retire(entry: Loaded): void {
  setTimeout(() => entry.worker.terminate(), GRACE_MS);
}

function start(name: string, entry: string, version: string): Loaded {
  const worker = new Worker(workerUrl, { type: 'module', name });
  const ready = new Promise<{ port: number } | { error: string }>((resolve) => {
    worker.onmessage = (e: MessageEvent<WorkerMessage>) => {
      if (e.data.type === 'listening' && e.data.port) resolve({ port: e.data.port });
      else resolve({ error: e.data.message ?? 'The function failed to start' });
    };
    worker.onerror = (e: ErrorEvent) => {
      e.preventDefault();
      resolve({ error: e.message });
      // An uncaught error kills the worker: forget it so the next request starts a fresh one.
      if (loaded.get(name)?.worker === worker) loaded.delete(name);
      worker.terminate();
    };
  });
  const url = new URL(entry.startsWith('file:') ? entry : `file://${entry}`);
  url.searchParams.set('v', version);
  worker.postMessage({ entry: url.href });
  return { version, worker, ready };
}

async function load(name: string, entry: string, version: string, force: boolean) {
  const current = loaded.get(name);
  if (current && current.version === version && !force) return current.ready;
  if (current) retire(current);
  const next = start(name, entry, version);
  loaded.set(name, next);
  const result = await next.ready;
  if ('error' in result) {
    if (loaded.get(name) === next) loaded.delete(name);
    next.worker.terminate();
  }
  return result;
}

// stdin is a pipe from the emulator: EOF means the emulator is gone (even if it crashed), so exit.
void (async () => {
  const reader = Deno.stdin.readable.getReader();
  while (!(await reader.read()).done);
  Deno.exit(0);
})();

Deno.serve(
  { port: 0, hostname: '127.0.0.1', onListen: ({ port }) => console.log(JSON.stringify({ ready: true, port })) },
  async (req) => {
    const url = new URL(req.url);
    if (req.method !== 'POST' || url.pathname !== '/load') return new Response('Not found', { status: 404 });
    const body = (await req.json()) as { name: string; entry: string; version: string; force?: boolean };
    return Response.json(await load(body.name, body.entry, body.version, body.force === true));
  },
);
