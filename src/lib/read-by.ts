import { NEVER, pipe, transform, unknown } from 'zod/mini';

/**
 * A schema over a hand-written reader that takes any JSON and fills what is missing (a first screen's lenient
 * reads, tested on their own): what the reader throws is the parse failure.
 */
export function readBy<T>(read: (value: unknown) => T) {
  return pipe(
    unknown(),
    transform((value: unknown, ctx) => {
      try {
        return read(value);
      } catch (e) {
        ctx.issues.push({ code: 'custom', message: e instanceof Error ? e.message : String(e), input: value });
        return NEVER;
      }
    }),
  );
}
