import { describe, expect, it } from 'vitest';
import { additionalKeys, entryKey, keyOfFile, routeLoad, staticClosure, type Manifest } from './bundle-manifest';

// index.html -> react, shared; lazy: auth (-> shared, forms), home (-> tabs), admin (-> shared, adminLib).
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js', '_shared.js'],
    dynamicImports: ['src/routes/auth.tsx', 'src/routes/home.tsx', 'src/routes/admin.tsx'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
  '_forms.js': { file: 'assets/forms.js', imports: ['_react.js'] },
  '_tabs.js': { file: 'assets/tabs.js' },
  '_adminLib.js': { file: 'assets/admin-lib.js' },
  'src/routes/auth.tsx': { file: 'assets/auth.js', isDynamicEntry: true, imports: ['index.html', '_shared.js', '_forms.js'] },
  'src/routes/home.tsx': { file: 'assets/home.js', isDynamicEntry: true, imports: ['index.html', '_tabs.js'], dynamicImports: ['src/panel.tsx'] },
  'src/routes/admin.tsx': { file: 'assets/admin.js', isDynamicEntry: true, imports: ['index.html', '_shared.js', '_adminLib.js'] },
  'src/panel.tsx': { file: 'assets/panel.js', isDynamicEntry: true, imports: ['index.html', '_forms.js'] },
  'src/orphan.tsx': { file: 'assets/orphan.js', isDynamicEntry: true },
};

describe('bundle manifest walking', () => {
  it('finds the entry and chunks by file', () => {
    expect(entryKey(manifest)).toBe('index.html');
    expect(keyOfFile(manifest, 'assets/home.js')).toBe('src/routes/home.tsx');
    expect(keyOfFile(manifest, 'assets/nope.js')).toBeUndefined();
    expect(() => entryKey({ a: { file: 'a.js' } })).toThrow(/one entry/);
  });

  it('follows static imports transitively, once each, not dynamic ones', () => {
    expect(staticClosure(manifest, ['index.html'])).toEqual(['index.html', '_react.js', '_shared.js']);
    expect(() => staticClosure(manifest, ['missing'])).toThrow(/no chunk missing/);
  });

  it('a route loads the shell plus its lazy module and that module’s static imports', () => {
    const auth = routeLoad(manifest, ['src/routes/auth.tsx']);
    expect(auth.keys).toEqual(['index.html', '_react.js', '_shared.js', 'src/routes/auth.tsx', '_forms.js']);
    expect(auth.unreachable).toEqual([]);
    const home = routeLoad(manifest, ['src/routes/home.tsx']);
    expect(home.keys).toEqual(['index.html', '_react.js', '_shared.js', 'src/routes/home.tsx', '_tabs.js']);
    expect(home.keys).not.toContain('src/routes/admin.tsx');
    expect(home.keys).not.toContain('src/panel.tsx');
  });

  it('flags a lazy module that nothing on the route imports', () => {
    expect(routeLoad(manifest, ['src/orphan.tsx']).unreachable).toEqual(['src/orphan.tsx']);
    // A module loaded by the route's own lazy chunk is reachable.
    expect(routeLoad(manifest, ['src/routes/home.tsx', 'src/panel.tsx']).unreachable).toEqual([]);
  });

  it('counts what a later (idle) load adds beyond the route', () => {
    const home = routeLoad(manifest, ['src/routes/home.tsx']).keys;
    expect(additionalKeys(manifest, home, ['src/panel.tsx'])).toEqual(['src/panel.tsx', '_forms.js']);
  });
});
