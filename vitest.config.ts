import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import path from 'node:path';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    // Vitest's default is one worker fewer than the cores: on the 2-core machines here, the unit projects ran one
    // file at a time while the main process mostly waited. Two files at a time use both cores.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          environment: 'jsdom',
          globals: true,
          // Components and hooks (.tsx) need a DOM; a jsdom per file costs ~1 s, so plain logic runs in node.
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/test/setup.ts'],
          // Vitest's 5 s per test is a budget jsdom renders overrun under load (test:under-load); a test waits
          // for a state, it is not timed.
          testTimeout: 30000,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-node',
          sequence: { groupOrder: 0 },
          environment: 'node',
          globals: true,
          include: ['src/**/*.test.ts'],
          setupFiles: ['tests/helpers/setup-node.ts'],
          testTimeout: 30000,
        },
      },
      {
        extends: true,
        test: {
          name: 'emulator-unit',
          sequence: { groupOrder: 1 },
          environment: 'node',
          include: ['emulator/**/*.test.ts', 'supabase/functions/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          setupFiles: ['tests/helpers/setup-node.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          sequence: { groupOrder: 2 },
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          globalSetup: ['tests/helpers/global-setup.ts'],
          setupFiles: ['tests/helpers/setup-node.ts'],
          testTimeout: 60000,
          // A file's beforeAll starts an emulator and signs players in: ~5 s quiet, several times that under load.
          hookTimeout: 180000,
          maxWorkers: 2,
          isolate: false,
        },
      },
    ],
  },
});
