import type { IdentityRow, Json, UserRow } from './types';

const iso = (d: Date | null | undefined): string | undefined => (d ? new Date(d).toISOString() : undefined);

/** Drops keys whose value is undefined, so null timestamps are omitted from JSON. */
function compact(o: Record<string, unknown>): Json {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}

export function serializeIdentity(i: IdentityRow): Json {
  return compact({
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: i.identity_data,
    provider: i.provider,
    last_sign_in_at: iso(i.last_sign_in_at),
    created_at: iso(i.created_at),
    updated_at: iso(i.updated_at),
    email: i.email ?? undefined,
  });
}

/** The GoTrue user JSON: ISO-8601 timestamps, null timestamps omitted, identities included, MFA factors when any. */
export function serializeUser(u: UserRow, identities: IdentityRow[], factors: Json[] = []): Json {
  return compact({
    id: u.id,
    aud: u.aud ?? 'authenticated',
    role: u.role ?? 'authenticated',
    email: u.email ?? '',
    email_confirmed_at: iso(u.email_confirmed_at),
    phone: u.phone ?? '',
    phone_confirmed_at: iso(u.phone_confirmed_at),
    confirmation_sent_at: iso(u.confirmation_sent_at),
    confirmed_at: iso(u.confirmed_at),
    recovery_sent_at: iso(u.recovery_sent_at),
    invited_at: iso(u.invited_at),
    new_email: u.email_change || undefined,
    email_change_sent_at: u.email_change ? iso(u.email_change_sent_at) : undefined,
    last_sign_in_at: iso(u.last_sign_in_at),
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    identities: identities.map(serializeIdentity),
    factors: factors.length ? factors : undefined,
    created_at: iso(u.created_at),
    updated_at: iso(u.updated_at),
    banned_until: iso(u.banned_until),
    is_anonymous: u.is_anonymous,
  });
}

/** Merges metadata the GoTrue way: keys set to null are removed. */
export function mergeMetadata(current: Json | null, patch: Json): Json {
  const out: Json = { ...(current ?? {}) };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = v;
  }
  return out;
}
