/**
 * Whether a test run's output shows V8 aborting a process on its JIT-page bookkeeping (`Check failed: jit_page…`
 * under V8's "# Fatal error in" banner): the Node 24 crash of nodejs/node#64500, which a process churning
 * WebAssembly across threads (PGlite in the emulator's database thread) meets now and then. Nothing a test asserts
 * can produce it, so `scripts/node24.ts` runs the tests once more when it is the reason a run failed.
 */
export function isV8JitPageAbort(output: string): boolean {
  // eslint-disable-next-line no-control-regex -- terminal colours are part of what vitest prints
  const text = output.replace(/\x1b\[[0-9;]*m/g, '');
  return /^#? ?# Fatal error in /m.test(text) && /^#? ?# Check failed: jit_page/m.test(text);
}
