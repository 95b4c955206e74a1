/** Shared by the reports benches. */
import { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

let registered = false;

/** Lets this process import the app's modules, which use the '@/…' alias (Vite / tsconfig.app) for src/. */
export function registerAppAlias(): void {
  if (registered) return;
  registered = true;
  const srcUrl = pathToFileURL(path.resolve(import.meta.dirname, '../src') + '/').href;
  register(
    'data:text/javascript,' +
      encodeURIComponent(`export async function resolve(s, c, next) {
        return next(s.startsWith('@/') ? new URL(s.slice(2), ${JSON.stringify(srcUrl)}).href : s, c);
      }`),
  );
}

/** Imports a module of the app by its path under src/ (after registerAppAlias). */
export function importApp<T>(rel: string): Promise<T> {
  registerAppAlias();
  return import(pathToFileURL(path.resolve(import.meta.dirname, '../src', rel)).href) as Promise<T>;
}
