import WebSocket from 'ws';
import { pinTestFileClock } from './test-clock';

// SPT_TEST_CLOCK=<instant> (scripts/clock-check.ts): each test file's tests start at that instant, its emulators' now() too.
pinTestFileClock();

// Node 20 has no global WebSocket; supabase-js's realtime client needs one at createClient time.

(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

// Newer supabase-js (2.11x) warns that Node 20 is deprecated every time a process loads it: under vitest once
// per test file on Node 20 (under jsdom it does not warn). Only that exact notice is dropped; any other
// warning, and the notice's arguments if anything else comes with it, still print.
const SUPABASE_NODE_NOTICE = /^⚠️ +Node\.js \d+ and below are deprecated and will no longer be supported in future versions of @supabase\/supabase-js\./;
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (args.length === 1 && typeof args[0] === 'string' && SUPABASE_NODE_NOTICE.test(args[0])) return;
  warn(...args);
};
