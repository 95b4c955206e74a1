/**
 * Fixed rows for the RLS attack matrix: players A and B, an admin, a user N
 * without a profile, and one row of every kind owned by A (or public).
 */
export const U = {
  A: '7a000000-0000-4000-8000-00000000000a',
  B: '7a000000-0000-4000-8000-00000000000b',
  ADMIN: '7a000000-0000-4000-8000-00000000000d',
  N: '7a000000-0000-4000-8000-00000000000e',
} as const;

const id = (n: number) => `7a1d0000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const R = {
  C1: id(1), C2: id(2), C3: id(3), M1: id(4), M2: id(5), MF1: id(6), MF2: id(7), ST1: id(8), ST2: id(9),
  PREF: id(10), GS: id(11), GS2: id(12), CS: id(13), CS2: id(14), W2G: id(15), W2G2: id(16), W2G_B: id(17),
  TICKET: id(18), TICKET2: id(19), N_ALL: id(20), N_ALL2: id(21), N_SPEC_A: id(22), N_NEW: id(23),
  UN: id(24), UN2: id(25), POST_A: id(26), POST_A_PRIVATE: id(27), POST_A_PENDING: id(28), POST_B: id(29),
  POST_B2: id(30), POST_NEW: id(31), REACT: id(32), REACT2: id(33), COMMENT: id(34), COMMENT2: id(35),
  COMMENT_PENDING: id(36), REPORT: id(37), REPORT2: id(38), OBJ_W2G: id(39), OBJ_W2G2: id(40), OBJ_POST: id(41),
  OBJ_POST2: id(42), OBJ_SLOT: id(43), OBJ_SLOT2: id(44), PREF_NEW: id(45), WLS: id(46), WLS2: id(47),
  M_A: id(48), M_A2: id(49), PLC: id(50), PLC2: id(51),
  TRIP: id(52), TRIP2: id(53), TRIP_B: id(54), COST: id(55), COST2: id(56), COMP: id(57), COMP2: id(58),
  DISMISS: id(59), DISMISS2: id(60), SHARE: id(61), SHARE2: id(62), SHARE_REVOKED: id(63), SHARE_EXPIRED: id(64),
  SHARE_B: id(65), CSM: id(66), CSM2: id(67), WISH: id(68), WISH2: id(69),
  PLINK: id(70), PLINK2: id(71), POPEN: id(72), POPEN2: id(73),
  HOUSE: id(74), HOUSE2: id(75), SEAT: id(76), SEAT2: id(77),
  RESTORE: id(530), RESTORE2: id(531),
} as const;

/** A's preparer link (the app's shape: 43 base64url characters of 32 random bytes), one to insert, one to rewrite it with. */
export const PREPARER_TOKEN = {
  A: 'matrixPreparerLinkOfPlayerA_live_012345678A',
  INSERTED: 'matrixPreparerLinkInserted_0123456789abcdeg',
  REWRITTEN: 'matrixPreparerLinkRewritten_012345678abcdeg',
} as const;

/** Share link tokens of the fixture: A's live, revoked and expired links, and B's live one (the app's shape: 43 base64url characters). */
export const TOKEN = {
  A: 'matrixShareTokenOfPlayerA_live_0123456789aw',
  A_REVOKED: 'matrixShareTokenOfPlayerA_revoked_01234567Q',
  A_EXPIRED: 'matrixShareTokenOfPlayerA_expired_01234567Q',
  B: 'matrixShareTokenOfPlayerB_live_0123456789aw',
  /** Well formed, but no link has it. */
  WRONG: 'matrixShareTokenNobodyHas_0123456789abcdefg',
} as const;

/** The fixture's audit.log row (a bigint id). */
export const AUDIT_ROW = 7100001;

export const FIXTURE_SQL = `
insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at) values
  ('${U.A}', 'authenticated', 'authenticated', 'a@matrix.test', '{}', now()),
  ('${U.B}', 'authenticated', 'authenticated', 'b@matrix.test', '{}', now()),
  ('${U.ADMIN}', 'authenticated', 'authenticated', 'admin@matrix.test', '{}', now()),
  ('${U.N}', 'authenticated', 'authenticated', 'n@matrix.test', '{}', now());
delete from public.profiles where id = '${U.N}';
update public.profiles set nickname = 'Ace' where id = '${U.A}';
insert into public.admin_users (id, email) values ('${U.ADMIN}', 'admin@matrix.test');
insert into public.casinos (id, name) values ('${R.C1}', 'Matrix One'), ('${R.C2}', 'Matrix Two');
insert into public.slot_machines (id, name) values ('${R.M1}', 'Matrix Reels');
insert into public.slot_machines (id, name, added_by) values ('${R.M_A}', 'A''s Unlisted Reels', '${U.A}');
insert into public.slot_machine_manufacturers (id, name) values ('${R.MF1}', 'Matrix Games');
insert into public.state_casino_management (id, state_name, state_code) values ('${R.ST1}', 'Matrixland', 'ZQ');
insert into public.user_casino_preferences (id, user_id, casino_id, is_favorite) values ('${R.PREF}', '${U.A}', '${R.C1}', true);
-- Play on fixed days and times, never the column defaults (today, now): what is derived from them (the
-- insights rollup keys a session by its month and hour) must be the same on every reload, whenever it runs.
insert into public.gambling_sessions (id, user_id, casino_id, coins_in, coins_out, session_date, session_time)
  values ('${R.GS}', '${U.A}', '${R.C1}', 10, 20, '2026-01-02', '21:30');
insert into public.casino_sessions (id, user_id, casino_id, starting_cash, arrival_date, arrival_time)
  values ('${R.CS}', '${U.A}', '${R.C1}', 100, '2026-01-02', '20:00');
insert into public.w2g_jackpots (id, user_id, casino_id, amount, jackpot_date, jackpot_time) values
  ('${R.W2G}', '${U.A}', '${R.C1}', 1200, '2026-01-02', '22:10'),
  ('${R.W2G_B}', '${U.B}', '${R.C1}', 1300, '2026-01-02', '23:05');
insert into public.casino_win_loss_statements (id, user_id, casino_id, tax_year, net_win_loss) values ('${R.WLS}', '${U.A}', '${R.C1}', 2025, -1500);
insert into public.support_tickets (id, user_id, subject, description) values ('${R.TICKET}', '${U.A}', 'Help', 'Please');
insert into public.notifications (id, title, message, target_type, target_users) values
  ('${R.N_ALL}', 'Hello', 'All', 'all', null), ('${R.N_ALL2}', 'Again', 'All', 'all', null),
  ('${R.N_SPEC_A}', 'Only A', 'Specific', 'specific', array['${U.A}']::uuid[]);
insert into public.user_notifications (id, user_id, notification_id, is_read) values ('${R.UN}', '${U.A}', '${R.N_ALL}', false);
insert into public.social_posts (id, user_id, caption, is_public, moderation_status) values
  ('${R.POST_A}', '${U.A}', 'A public', true, 'approved'),
  ('${R.POST_A_PRIVATE}', '${U.A}', 'A private', false, 'approved'),
  ('${R.POST_A_PENDING}', '${U.A}', 'A pending', true, 'pending'),
  ('${R.POST_B}', '${U.B}', 'B public', true, 'approved'),
  ('${R.POST_B2}', '${U.B}', 'B second', true, 'approved');
insert into public.social_post_reactions (id, post_id, user_id, reaction_type) values ('${R.REACT}', '${R.POST_B}', '${U.A}', 'like');
insert into public.social_post_comments (id, post_id, user_id, content, moderation_status) values
  ('${R.COMMENT}', '${R.POST_B}', '${U.A}', 'Nice', 'approved'),
  ('${R.COMMENT_PENDING}', '${R.POST_B}', '${U.A}', 'see www.example.com', 'pending');
insert into public.social_post_reports (id, post_id, reporter_user_id, reason) values ('${R.REPORT}', '${R.POST_B}', '${U.A}', 'spam');
insert into storage.objects (id, bucket_id, name, owner, owner_id) values
  ('${R.OBJ_W2G}', 'w2g-images', '${U.A}/form.png', '${U.A}', '${U.A}'),
  ('${R.OBJ_POST}', 'social-posts', 'posts/${U.A}/win.png', '${U.A}', '${U.A}'),
  ('${R.OBJ_SLOT}', 'slot-machine-images', 'reels.png', '${U.ADMIN}', '${U.ADMIN}');
-- An audit row (append-only: it outlives FIXTURE_CLEAR_SQL, hence on conflict).
insert into audit.log (id, actor_id, actor_email, actor_kind, action, table_name, record_id)
  overriding system value values (${AUDIT_ROW}, '${U.ADMIN}', 'admin@matrix.test', 'admin', 'casino.archive', 'casinos', '${R.C1}')
  on conflict (id) do nothing;
insert into public.play_limits (id, casino_session_loss_limit) values ('${U.A}', 5000);
insert into public.play_limit_crossings (id, user_id, casino_session_id, loss, loss_limit) values ('${R.PLC}', '${U.A}', '${R.CS}', 120, 100);
insert into public.trips (id, user_id, name, start_date, end_date, notes) values
  ('${R.TRIP}', '${U.A}', 'A''s Matrix Trip', '2026-01-01', '2026-01-03', 'A''s private note'),
  ('${R.TRIP_B}', '${U.B}', 'B''s Matrix Trip', '2026-01-01', '2026-01-02', null);
insert into public.trip_costs (id, user_id, trip_id, kind, amount) values ('${R.COST}', '${U.A}', '${R.TRIP}', 'hotel', 480);
insert into public.trip_comps (id, user_id, trip_id, kind, value) values ('${R.COMP}', '${U.A}', '${R.TRIP}', 'food', 60);
insert into public.trip_suggestion_dismissals (id, user_id, start_date, end_date) values ('${R.DISMISS}', '${U.A}', '2025-05-01', '2025-05-03');
insert into public.trip_shares (id, user_id, trip_id, token, show_net) values
  ('${R.SHARE}', '${U.A}', '${R.TRIP}', '${TOKEN.A}', false),
  ('${R.SHARE_B}', '${U.B}', '${R.TRIP_B}', '${TOKEN.B}', false);
insert into public.trip_shares (id, user_id, trip_id, token, revoked) values ('${R.SHARE_REVOKED}', '${U.A}', '${R.TRIP}', '${TOKEN.A_REVOKED}', true);
-- An expired link cannot be made (its check wants a future expiry): written with the triggers off.
set session_replication_role = replica;
insert into public.trip_shares (id, user_id, trip_id, token, expires_at) values
  ('${R.SHARE_EXPIRED}', '${U.A}', '${R.TRIP}', '${TOKEN.A_EXPIRED}', '2026-01-04T00:00:00Z');
set session_replication_role = origin;
insert into public.casino_slot_machines (id, casino_id, slot_machine_id) values ('${R.CSM}', '${R.C1}', '${R.M1}');
insert into public.wish_list_games (id, user_id, slot_machine_id) values ('${R.WISH}', '${U.A}', '${R.M1}');
insert into public.preparer_links (id, user_id, tax_year, token) values ('${R.PLINK}', '${U.A}', 2025, '${PREPARER_TOKEN.A}');
insert into public.preparer_link_openings (id, link_id, user_id, user_agent) values ('${R.POPEN}', '${R.PLINK}', '${U.A}', 'Matrix Browser');
-- A's household with N (accepted): each takes their one seat. B is no member (the attack suites' other player).
insert into public.households (id, user_id, invitee_email, partner_user_id, status, accepted_at) values ('${R.HOUSE}', '${U.A}', 'n@matrix.test', '${U.N}', 'accepted', now());
insert into private.household_seats (id, user_id, household_id) values ('${R.SEAT}', '${U.A}', '${R.HOUSE}'), ('${R.SEAT2}', '${U.N}', '${R.HOUSE}');
-- A restore of A's being staged (private: reached only through the restore_* functions).
insert into private.restores (id, user_id) values ('${R.RESTORE}', '${U.A}');
insert into private.restore_rows (restore_id, user_id, tbl, n, row) values ('${R.RESTORE}', '${U.A}', 'trip_suggestion_dismissals', 0, '{"id": "${R.DISMISS2}", "start_date": "2024-02-01", "end_date": "2024-02-02"}');
`;

/**
 * Removes every fixture row, and anything a matrix case may have added, from a database that
 * holds only this fixture (auth users cascade to their profiles and owned rows); then FIXTURE_SQL
 * can run again.
 */
export const FIXTURE_CLEAR_SQL = `
delete from private.trip_share_tokens where share_id in (${Object.values(R).map((r) => `'${r}'`).join(', ')});
delete from private.preparer_link_tokens where link_id in (${Object.values(R).map((r) => `'${r}'`).join(', ')});
delete from storage.objects where bucket_id in ('w2g-images', 'social-posts', 'slot-machine-images');
delete from auth.users where id in (${Object.values(U).map((u) => `'${u}'`).join(', ')});
${['notifications', 'casinos', 'slot_machines', 'slot_machine_manufacturers', 'state_casino_management']
  .map((t) => `delete from public.${t} where id in (${Object.values(R).map((r) => `'${r}'`).join(', ')});`)
  .join('\n')}
`;
