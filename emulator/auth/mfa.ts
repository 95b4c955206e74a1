import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { EmulatorContext } from '../context';
import type { Tx } from '../db';
import { authError, errors } from './errors';
import { read, sessionResponse, write } from './grant';
import { auditSource, recordAuthEvent } from './audit';
import { factorsJson, factorsOf, findFactor, recordAmr, serializeFactor, type FactorRow } from './mfa-store';
import { clientIp } from './rate-limit';
import { readBody, requireAdmin, requireUser, str, type AuthedUser } from './request';
import { insertRefreshToken, sessionAuthTime } from './sessions';
import { findUserById } from './users';

/**
 * TOTP multi-factor authentication as GoTrue serves it (supabase-js `auth.mfa.*`): enrol a factor
 * (QR code as SVG text, secret, otpauth URI), challenge it, verify a 6-digit RFC 6238 code (SHA-1,
 * 30 s, one step of skew either way) which lifts the session to aal2, and unenrol. The codes come from
 * the otpauth library; a code once accepted for a factor is not accepted again.
 */

/** GoTrue's MFA defaults: challenges expire after 300 s; 10 factors at most; challenge and verify 15/min per IP. */
export const MFA_CHALLENGE_EXPIRY_SECONDS = 300;
export const MFA_MAX_ENROLLED_FACTORS = 10;
export const MFA_RATE_LIMIT_PER_MINUTE = 15;

const mfaError = {
  factorNotFound: () => authError(404, 'mfa_factor_not_found', 'Factor not found'),
  challengeNotFound: () => authError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found'),
  ipMismatch: () => authError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.'),
  expired: (id: string) =>
    authError(422, 'mfa_challenge_expired', `MFA challenge ${id} has expired, verify against another challenge or create a new challenge.`),
  invalidCode: () => authError(422, 'mfa_verification_failed', 'Invalid TOTP code entered'),
  insufficientAal: (what: string) => authError(422, 'insufficient_aal', `AAL2 required to ${what}`),
};

/** The TOTP step (30 s counter) last accepted per factor: a code is good once. */
const usedSteps = new WeakMap<EmulatorContext, Map<string, number>>();

function totpFor(secret: string, issuer = '', label = ''): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
}

function inetOf(c: Context): string {
  const ip = clientIp(c);
  return ip === 'unknown' ? '0.0.0.0' : ip;
}

async function sessionAal(tx: Tx, sessionId: string | undefined): Promise<string> {
  if (!sessionId) return 'aal1';
  const r = await tx.query<{ aal: string | null }>('select aal from auth.sessions where id = $1', [sessionId]);
  return r.rows[0]?.aal ?? 'aal1';
}

/** The caller's own factor, or 404 (another user's factor is not found either). */
async function ownFactor(tx: Tx, who: AuthedUser, id: string): Promise<FactorRow> {
  const factor = await findFactor(tx, id);
  if (!factor || factor.user_id !== who.user.id) throw mfaError.factorNotFound();
  return factor;
}

function requireSession(who: AuthedUser): string {
  if (!who.sessionId) throw errors.sessionNotFound();
  return who.sessionId;
}

export function registerMfaRoutes(app: Hono, ctx: EmulatorContext): void {
  const now = () => ctx.authLimits.now();

  app.post('/factors', async (c) => {
    const body = await readBody(c);
    const type = str(body.factor_type);
    if (type === 'phone') throw authError(422, 'mfa_phone_enroll_disabled', 'MFA enroll is disabled for Phone');
    if (type === 'webauthn') throw authError(422, 'mfa_web_authn_enroll_disabled', 'MFA enroll is disabled for WebAuthn');
    if (type !== 'totp') throw errors.validation('factor_type needs to be totp, phone, or webauthn');
    const friendlyName = str(body.friendly_name) ?? '';
    const issuer = str(body.issuer) || new URL(ctx.config.siteUrl).host;
    const out = await write(ctx, async (tx) => {
      const who = await requireUser(ctx, c, tx);
      requireSession(who);
      const factors = await factorsOf(tx, who.user.id);
      if (friendlyName && factors.some((f) => f.friendly_name === friendlyName))
        throw authError(422, 'mfa_factor_name_conflict', `A factor with the friendly name "${friendlyName}" for this user already exists`);
      if (factors.length >= MFA_MAX_ENROLLED_FACTORS)
        throw authError(422, 'too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue');
      if (factors.some((f) => f.status === 'verified') && (await sessionAal(tx, who.sessionId)) !== 'aal2')
        throw authError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
      const secret = new Secret({ size: 20 }).base32;
      const uri = totpFor(secret, issuer, who.user.email ?? '').toString();
      const id = randomUUID();
      await tx.query(
        `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
         values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
        [id, who.user.id, friendlyName, secret],
      );
      await recordAuthEvent(tx, auditSource(c), who.user, 'factor_in_progress', { factor_id: id });
      return { id, secret, uri };
    });
    const qr = await QRCode.toString(out.uri, { type: 'svg', errorCorrectionLevel: 'H', margin: 1 });
    return c.json({ id: out.id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: qr, secret: out.secret, uri: out.uri } });
  });

  app.post('/factors/:id/challenge', async (c) => {
    ctx.authLimits.custom(c, 'mfa_challenge', MFA_RATE_LIMIT_PER_MINUTE, 60);
    await readBody(c);
    const t = now();
    const out = await write(ctx, async (tx) => {
      const who = await requireUser(ctx, c, tx);
      requireSession(who);
      const factor = await ownFactor(tx, who, c.req.param('id'));
      const id = randomUUID();
      await tx.query(`insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, to_timestamp($3::float8 / 1000), $4::inet)`, [
        id,
        factor.id,
        t,
        inetOf(c),
      ]);
      await tx.query('update auth.mfa_factors set last_challenged_at = clock_timestamp(), updated_at = now() where id = $1', [factor.id]);
      return { id, type: factor.factor_type, expires_at: Math.floor(t / 1000) + MFA_CHALLENGE_EXPIRY_SECONDS };
    });
    return c.json(out);
  });

  app.post('/factors/:id/verify', async (c) => {
    ctx.authLimits.custom(c, 'mfa_verify', MFA_RATE_LIMIT_PER_MINUTE, 60);
    const body = await readBody(c);
    const code = str(body.code) ?? '';
    const challengeId = str(body.challenge_id) ?? '';
    if (!code) throw errors.validation('Code needs to be non-empty');
    const t = now();
    // Refusals that consume the challenge (expiry) commit before the error is answered.
    const result = await write(ctx, async (tx) => {
      const who = await requireUser(ctx, c, tx);
      const sessionId = requireSession(who);
      const factor = await ownFactor(tx, who, c.req.param('id'));
      const ch = /^[0-9a-f-]{36}$/i.test(challengeId)
        ? (
            await tx.query<{ id: string; verified_at: Date | null; ip: string; created_ms: number }>(
              `select id, verified_at, host(ip_address) as ip, (extract(epoch from created_at) * 1000)::float8 as created_ms
                 from auth.mfa_challenges where id = $1 and factor_id = $2`,
              [challengeId, factor.id],
            )
          ).rows[0]
        : undefined;
      if (!ch) throw mfaError.challengeNotFound();
      if (ch.verified_at || ch.ip !== inetOf(c).replace(/\/\d+$/, '')) throw mfaError.ipMismatch();
      if (Number(ch.created_ms) + MFA_CHALLENGE_EXPIRY_SECONDS * 1000 < t) {
        await tx.query('delete from auth.mfa_challenges where id = $1', [ch.id]);
        return { refused: mfaError.expired(ch.id) };
      }
      const delta = /^\d{6}$/.test(code) ? totpFor(factor.secret ?? '').validate({ token: code, timestamp: t, window: 1 }) : null;
      const step = Math.floor(t / 30_000) + (delta ?? 0);
      const used = usedSteps.get(ctx) ?? new Map<string, number>();
      usedSteps.set(ctx, used);
      if (delta === null || (used.get(factor.id) ?? -1) >= step) {
        // A wrong (or replayed) code is on the account's record; the refusal commits it.
        await recordAuthEvent(tx, auditSource(c), who.user, 'verification_attempted', { factor_id: factor.id, factor_type: 'totp', result: 'rejected' });
        return { refused: mfaError.invalidCode() };
      }
      used.set(factor.id, step);

      await tx.query('update auth.mfa_challenges set verified_at = now() where id = $1', [ch.id]);
      if (factor.status !== 'verified') await tx.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [factor.id]);
      await tx.query(`update auth.sessions set aal = 'aal2', updated_at = now() where id = $1`, [sessionId]);
      await recordAmr(tx, sessionId, 'totp');
      await recordAuthEvent(tx, auditSource(c), who.user, 'verification_attempted', {
        factor_id: factor.id,
        factor_type: 'totp',
        result: 'accepted',
        enrolled: factor.status !== 'verified',
      });
      // As GoTrue: the account's other sessions below aal2 end, and unverified TOTP factors go.
      await tx.query(`delete from auth.sessions where user_id = $1 and id <> $2 and coalesce(aal, 'aal1') <> 'aal2'`, [who.user.id, sessionId]);
      await tx.query(`delete from auth.mfa_factors where user_id = $1 and factor_type = 'totp' and status = 'unverified'`, [who.user.id]);
      const refreshToken = await insertRefreshToken(tx, who.user.id, sessionId, null);
      const session = await sessionResponse(ctx, tx, { userId: who.user.id, sessionId, refreshToken, authTime: await sessionAuthTime(tx, sessionId) }, 'totp');
      return { session };
    });
    if (result.refused) throw result.refused;
    return c.json(result.session);
  });

  app.delete('/factors/:id', async (c) => {
    const out = await write(ctx, async (tx) => {
      const who = await requireUser(ctx, c, tx);
      requireSession(who);
      const factor = await ownFactor(tx, who, c.req.param('id'));
      if (factor.status === 'verified' && (await sessionAal(tx, who.sessionId)) !== 'aal2') throw mfaError.insufficientAal('unenroll verified factor');
      await tx.query('delete from auth.mfa_factors where id = $1', [factor.id]);
      await downgradeWithoutFactors(tx, who.user.id);
      if (factor.status === 'verified') await recordAuthEvent(tx, auditSource(c), who.user, 'factor_unenrolled', { factor_id: factor.id, factor_type: 'totp' });
      return { id: factor.id };
    });
    return c.json(out);
  });

  // Admin API (supabase-js auth.admin.mfa.listFactors / deleteFactor).
  app.get('/admin/users/:id/factors', async (c) => {
    requireAdmin(ctx, c);
    const id = c.req.param('id');
    const out = await read(ctx, async (tx) => {
      if (!/^[0-9a-f-]{36}$/i.test(id) || !(await findUserById(tx, id))) throw errors.userNotFound();
      return factorsJson(tx, id);
    });
    return c.json(out);
  });

  app.delete('/admin/users/:id/factors/:factorId', async (c) => {
    requireAdmin(ctx, c);
    const out = await write(ctx, async (tx) => {
      const factor = await findFactor(tx, c.req.param('factorId'));
      if (!factor || factor.user_id !== c.req.param('id')) throw mfaError.factorNotFound();
      await tx.query('delete from auth.mfa_factors where id = $1', [factor.id]);
      await downgradeWithoutFactors(tx, factor.user_id);
      // On the player's own record (GoTrue names the admin as actor; the player should see it happened).
      const owner = await findUserById(tx, factor.user_id);
      if (owner && factor.status === 'verified') {
        await recordAuthEvent(tx, auditSource(c), owner, 'factor_deleted', { factor_id: factor.id, factor_type: 'totp', by: 'admin' });
      }
      return serializeFactor(factor);
    });
    return c.json(out);
  });
}

/** Without a verified factor left, the user's sessions fall back to aal1 (their next token says so). */
async function downgradeWithoutFactors(tx: Tx, userId: string): Promise<void> {
  const left = await tx.query(`select 1 from auth.mfa_factors where user_id = $1 and status = 'verified'`, [userId]);
  if (left.rows.length) return;
  await tx.query(`update auth.sessions set aal = 'aal1', updated_at = now() where user_id = $1 and aal = 'aal2'`, [userId]);
  await tx.query(
    `delete from auth.mfa_amr_claims where authentication_method = 'totp' and session_id in (select id from auth.sessions where user_id = $1)`,
    [userId],
  );
}
