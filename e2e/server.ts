import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Reading the server from an e2e test. The app shows a change at once and sends its write after it (the
 * outbox), so one read right after a press can see the state from before it — and under load it does. So a
 * read is never a value but a `ServerRead`: a description of the request that only `expectServer` (poll until
 * a matcher holds) and `serverState` (poll until a predicate holds, then return the value) can run. Awaiting a
 * `ServerRead` gives the read itself, not the server's answer, so a single read does not type-check as rows;
 * and ESLint refuses `request.get`, `fetch` and RPC posts anywhere in e2e/ but here (eslint.config.js).
 * A read that fails (a refused status, a reset connection under load) is read again within the bound.
 */
export class ServerRead<T> {
  constructor(
    readonly what: string,
    /** Runs the request once: only for expectServer / serverState. */
    readonly run: () => Promise<T>,
  ) {}

  /** The same read, answered through `fn` (e.g. the columns a test compares, as numbers). */
  map<U>(fn: (value: T) => U): ServerRead<U> {
    return new ServerRead(this.what, async () => fn(await this.run()));
  }
}

/** How long the server may take to reach the expected state: writes wait in the outbox behind each other. */
export const SERVER_TIMEOUT_MS = 30_000;
const intervals = [100, 250, 500, 1000];

export interface PollOptions {
  message?: string;
  /** Longer than SERVER_TIMEOUT_MS where a test waits for a whole outbox to sync. */
  timeout?: number;
}

/** Polls `read` until the matcher holds (bounded): `await expectServer(getJson(...)).toEqual([...])`. */
export function expectServer<T>(read: ServerRead<T>, options: PollOptions = {}) {
  return expect.poll(read.run, { message: options.message ?? read.what, timeout: options.timeout ?? SERVER_TIMEOUT_MS, intervals });
}

/** Polls `read` until `ready(value)` holds (bounded), then returns that value (ids and rows a later step uses). */
export async function serverState<T>(read: ServerRead<T>, ready: (value: T) => boolean, options: PollOptions = {}): Promise<T> {
  let value: T | undefined;
  await expect
    .poll(
      async () => {
        value = await read.run();
        return ready(value);
      },
      { message: options.message ?? read.what, timeout: options.timeout ?? SERVER_TIMEOUT_MS, intervals },
    )
    .toBe(true);
  return value as T;
}

async function answered(res: { ok(): boolean; status(): number; text(): Promise<string> }, what: string) {
  if (!res.ok()) throw new Error(`${what}: HTTP ${res.status()} ${(await res.text()).slice(0, 200)}`);
}

/** A GET of `url` answered as JSON (REST rows, the local inbox); an answer that is not 2xx is read again. */
export function getJson<T>(request: APIRequestContext, url: string, headers?: Record<string, string>): ServerRead<T> {
  const what = `GET ${url}`;
  return new ServerRead(what, async () => {
    const res = await request.get(url, { headers });
    await answered(res, what);
    return (await res.json()) as T;
  });
}

/** An RPC answered as JSON, e.g. a read-only function such as get_user_notifications. */
export function rpcJson<T>(request: APIRequestContext, url: string, headers: Record<string, string>, args: unknown = {}): ServerRead<T> {
  const what = `POST ${url}`;
  return new ServerRead(what, async () => {
    const res = await request.post(url, { headers, data: args });
    await answered(res, what);
    return (await res.json()) as T;
  });
}

/** The HTTP status of a GET of `url` (a stored file that must be there, or gone). */
export function getStatus(request: APIRequestContext, url: string, headers?: Record<string, string>): ServerRead<number> {
  return new ServerRead(`status of GET ${url}`, async () => (await request.get(url, { headers })).status());
}

/** A GET's whole answer: status, headers and body bytes (a stored file's content). */
export function getResponse(
  request: APIRequestContext,
  url: string,
  headers?: Record<string, string>,
): ServerRead<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new ServerRead(`GET ${url}`, async () => {
    const res = await request.get(url, { headers });
    return { status: res.status(), headers: res.headers(), body: await res.body() };
  });
}
