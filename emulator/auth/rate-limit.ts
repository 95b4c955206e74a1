import type { Context } from 'hono';
import { tomlEntries } from '../config';
import { authError } from './errors';

/**
 * GoTrue's rate limits, read from supabase/config.toml `[auth.rate_limit]` (and `[auth.email] max_frequency`).
 * Per client IP: sign-in + sign-up (and OTP sign-in) requests, token refreshes and verifications, each per
 * 5-minute window. Per e-mail address: one auth e-mail per `max_frequency`. `email_sent` (per hour, whole
 * project) applies only with custom SMTP (`[auth.email.smtp] enabled`), as in the Supabase CLI; the
 * emulator's local inbox is the CLI's Inbucket.
 */
export interface AuthRateLimitConfig {
  /** sign_in_sign_ups: password sign-ins, sign-ups and OTP requests per IP per 5 minutes. */
  signInSignUps: number;
  /** token_refresh: refresh-token grants per IP per 5 minutes. */
  tokenRefresh: number;
  /** token_verifications: OTP / link verifications per IP per 5 minutes. */
  tokenVerifications: number;
  /** email_sent: auth e-mails per hour for the project (only with SMTP enabled). */
  emailSent: number;
  /** Whether [auth.email.smtp] is enabled (email_sent only applies then). */
  smtpEnabled: boolean;
  /** [auth.email] max_frequency in seconds: the least time between two auth e-mails to one address. */
  emailMaxFrequencySeconds: number;
  /** The window of the per-IP limits, in seconds (GoTrue: 300). */
  windowSeconds: number;
}

/** GoTrue's (and the Supabase CLI's) defaults. */
export const GOTRUE_RATE_LIMITS: AuthRateLimitConfig = {
  signInSignUps: 30,
  tokenRefresh: 150,
  tokenVerifications: 30,
  emailSent: 2,
  smtpEnabled: false,
  emailMaxFrequencySeconds: 60,
  windowSeconds: 300,
};

type Bucket = 'sign_in_sign_ups' | 'token_refresh' | 'token_verifications';

interface Window {
  count: number;
  resetAt: number;
}

/** Fixed windows keyed by a string; `now` is injectable so tests need no waiting. */
class WindowCounter {
  private readonly windows = new Map<string, Window>();
  constructor(private readonly now: () => number) {}

  /** Counts one hit; returns the seconds until the window resets when the limit is exceeded, else 0. */
  hit(key: string, limit: number, windowMs: number): number {
    const t = this.now();
    let w = this.windows.get(key);
    if (!w || w.resetAt <= t) {
      if (this.windows.size > 10_000) this.sweep(t);
      w = { count: 0, resetAt: t + windowMs };
      this.windows.set(key, w);
    }
    w.count += 1;
    return w.count > limit ? Math.max(1, Math.ceil((w.resetAt - t) / 1000)) : 0;
  }

  private sweep(t: number): void {
    for (const [k, w] of this.windows) if (w.resetAt <= t) this.windows.delete(k);
  }
}

export class AuthRateLimiter {
  private readonly counter: WindowCounter;
  private readonly lastEmail = new Map<string, number>();

  constructor(
    readonly config: AuthRateLimitConfig | null,
    /** The clock of the limits and of MFA codes and challenges (tests move it instead of waiting). */
    readonly now: () => number = Date.now,
  ) {
    this.counter = new WindowCounter(now);
  }

  private limitOf(bucket: Bucket): number {
    const c = this.config!;
    return bucket === 'sign_in_sign_ups' ? c.signInSignUps : bucket === 'token_refresh' ? c.tokenRefresh : c.tokenVerifications;
  }

  /** Throws 429 over_request_rate_limit when the caller's IP is over `bucket`'s limit. */
  request(c: Context, bucket: Bucket): void {
    if (!this.config) return;
    const retryAfter = this.counter.hit(`${bucket}:${clientIp(c)}`, this.limitOf(bucket), this.config.windowSeconds * 1000);
    if (retryAfter) throw tooMany('over_request_rate_limit', 'Request rate limit reached', retryAfter);
  }

  /**
   * Throws 429 over_request_rate_limit when the caller's IP makes more than `limit` requests of `key` in
   * `windowSeconds` (GoTrue's MFA challenge and verify limits); off with the other limits.
   */
  custom(c: Context, key: string, limit: number, windowSeconds: number): void {
    if (!this.config) return;
    const retryAfter = this.counter.hit(`${key}:${clientIp(c)}`, limit, windowSeconds * 1000);
    if (retryAfter) throw tooMany('over_request_rate_limit', 'Request rate limit reached', retryAfter);
  }

  /** Throws 429 over_email_send_rate_limit when an auth e-mail to `email` would come too soon (or the hourly quota is used). */
  email(email: string): void {
    if (!this.config) return;
    const t = this.now();
    const gapMs = this.config.emailMaxFrequencySeconds * 1000;
    const last = this.lastEmail.get(email);
    if (last !== undefined && t - last < gapMs) {
      const wait = Math.max(1, Math.ceil((last + gapMs - t) / 1000));
      throw tooMany('over_email_send_rate_limit', `For security purposes, you can only request this after ${wait} seconds.`, wait);
    }
    if (this.config.smtpEnabled) {
      const retryAfter = this.counter.hit('email_sent', this.config.emailSent, 3600 * 1000);
      if (retryAfter) throw tooMany('over_email_send_rate_limit', 'email rate limit exceeded', retryAfter);
    }
    this.lastEmail.set(email, t);
  }
}

function tooMany(code: string, message: string, retryAfterSeconds: number) {
  const e = authError(429, code, message);
  e.headers['Retry-After'] = String(retryAfterSeconds);
  return e;
}

/** The client's address as the socket reports it (the emulator sits behind no proxy, so headers are not trusted). */
export function clientIp(c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}

function seconds(value: string): number {
  const m = /^"?\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h)?\s*"?$/.exec(value);
  if (!m) return NaN;
  const n = Number(m[1]);
  return m[2] === 'ms' ? n / 1000 : m[2] === 'm' ? n * 60 : m[2] === 'h' ? n * 3600 : n;
}

/** Reads `[auth.rate_limit]`, `[auth.email] max_frequency` and `[auth.email.smtp] enabled` from config.toml text. */
export function readRateLimits(toml: string): AuthRateLimitConfig {
  const out = { ...GOTRUE_RATE_LIMITS };
  for (const { section, key, value } of tomlEntries(toml)) {
    const n = Number(value);
    if (section === 'auth.rate_limit' && Number.isFinite(n)) {
      if (key === 'sign_in_sign_ups') out.signInSignUps = n;
      if (key === 'token_refresh') out.tokenRefresh = n;
      if (key === 'token_verifications') out.tokenVerifications = n;
      if (key === 'email_sent') out.emailSent = n;
    }
    if (section === 'auth.email' && key === 'max_frequency' && Number.isFinite(seconds(value))) out.emailMaxFrequencySeconds = seconds(value);
    if (section === 'auth.email.smtp' && key === 'enabled') out.smtpEnabled = value === 'true';
  }
  return out;
}
