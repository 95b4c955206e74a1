import { OUTBOX_KEY } from '@/lib/offline/outbox';
import type { AnyWrite } from '@/lib/offline/define-write';
import { OUTBOX_WRITES } from './outbox-writes';

/** Every module that may declare a write kind: the features' writes/ and the shared api/. */
const modules = import.meta.glob<Record<string, unknown>>(['/src/features/*/writes/*.ts', '/src/api/*.ts', '!**/*.test.ts'], {
  eager: true,
});

const isWrite = (v: unknown): v is AnyWrite =>
  typeof v === 'object' &&
  v !== null &&
  Array.isArray((v as AnyWrite).key) &&
  (v as AnyWrite).key[0] === OUTBOX_KEY &&
  typeof (v as AnyWrite).is === 'function';

describe('the registered write kinds', () => {
  const declared = new Map<AnyWrite, string>();
  for (const [file, exports] of Object.entries(modules))
    for (const [name, value] of Object.entries(exports))
      if (isWrite(value) && !declared.has(value)) declared.set(value, `${file}: ${name}`);

  it('finds the declared kinds (else this test proves nothing)', () => {
    expect(declared.size).toBeGreaterThan(20);
  });

  it('registers every declared kind, once, under a key no other kind has', () => {
    const unregistered = [...declared].filter(([w]) => !OUTBOX_WRITES.includes(w)).map(([, where]) => where);
    expect(unregistered).toEqual([]);
    expect(new Set(OUTBOX_WRITES).size).toBe(OUTBOX_WRITES.length);
    const keys = OUTBOX_WRITES.map((w) => JSON.stringify(w.key));
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });
});
