import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export type LazyResolver<T extends FieldValues> = Resolver<T> & { preload: () => void };

/**
 * `zodResolver(schema)` whose schema module (and so zod) is fetched on the first validation, not with
 * the screen: the schema stays the single source of the form's rules and messages.
 * `preload()` starts the fetch early (e.g. when the browser is idle).
 */
export function lazyZodResolver<T extends FieldValues>(loadSchema: () => Promise<z.ZodType<T, T>>): LazyResolver<T> {
  let ready: Promise<Resolver<T>> | undefined;
  const load = () =>
    (ready ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<T>,
      (error: unknown) => {
        ready = undefined;
        throw error;
      },
    ));
  const resolver: Resolver<T> = async (values, context, options) => (await load())(values, context, options);
  return Object.assign(resolver, { preload: () => void load().catch(() => undefined) });
}
