import { AUDIT_ROW, PREPARER_TOKEN, R, TOKEN, U } from './matrix-fixture';

export const ACTORS = ['anon', 'A', 'B', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];
export const COMMANDS = ['select', 'insert', 'update', 'delete'] as const;
export type Command = (typeof COMMANDS)[number];

export const ACTOR_SUB: Record<Actor, string | null> = { anon: null, A: U.A, B: U.B, admin: U.ADMIN };

/** Expected outcome per actor, in ACTORS order: true = allowed. The string is 'anon A B admin', e.g. 'FTFT'. */
type Row = string;

export interface TableSpec {
  /** A name for the report, e.g. 'social_posts (private)'. */
  label: string;
  /** Schema-qualified relation the actor touches. */
  table: string;
  /** Base table holding the rows (for views), used for the follow-up reads. */
  baseTable?: string;
  /** Row acted on by select, update and delete. */
  target: string;
  /** Row inserted (must include id). */
  insert?: Record<string, unknown>;
  /** One-column patch applied to the target. */
  update?: Record<string, unknown>;
  expect: Partial<Record<Command, Row>>;
}

export const TABLE_SPECS: TableSpec[] = [
  {
    label: 'profiles', table: 'public.profiles', target: U.A,
    insert: { id: U.N, email: 'n@matrix.test' }, update: { nickname: 'Hacked' },
    expect: { select: 'FTFT', insert: 'FFFF', update: 'FTFF', delete: 'FFFT' },
  },
  {
    label: 'admin_users', table: 'public.admin_users', target: U.ADMIN,
    insert: { id: U.A, email: 'a@matrix.test' }, update: { first_name: 'Changed' },
    expect: { select: 'FFFT', insert: 'FFFT', update: 'FFFT', delete: 'FFFT' },
  },
  {
    // C2: no record names it (a casino that records name cannot be deleted: tests/db/tax-records.test.ts).
    label: 'casinos', table: 'public.casinos', target: R.C2,
    insert: { id: R.C3, name: 'Inserted Casino' }, update: { name: 'Renamed' },
    expect: { select: 'FTTT', insert: 'FFFT', update: 'FFFT', delete: 'FFFT' },
  },
  {
    label: 'slot_machines', table: 'public.slot_machines', target: R.M1,
    insert: { id: R.M2, name: 'Inserted Reels' }, update: { name: 'Renamed' },
    expect: { select: 'FTTT', insert: 'FFFT', update: 'FFFT', delete: 'FFFT' },
  },
  {
    // "Not listed": a player's own machine is theirs to see and add, no one else's (not even an admin's list).
    label: "slot_machines (a player's own)", table: 'public.slot_machines', target: R.M_A,
    insert: { id: R.M_A2, name: 'Typed Reels', added_by: U.A }, update: { name: 'Renamed' },
    expect: { select: 'FTFF', insert: 'FTFT', update: 'FFFF', delete: 'FFFF' },
  },
  {
    label: 'slot_machine_manufacturers', table: 'public.slot_machine_manufacturers', target: R.MF1,
    insert: { id: R.MF2, name: 'Inserted Games' }, update: { name: 'Renamed' },
    expect: { select: 'FTTT', insert: 'FFFT', update: 'FFFT', delete: 'FFFT' },
  },
  {
    label: 'state_casino_management', table: 'public.state_casino_management', target: R.ST1,
    insert: { id: R.ST2, state_name: 'Otherland', state_code: 'ZX' }, update: { priority_level: 5 },
    expect: { select: 'FFFT', insert: 'FFFT', update: 'FFFT', delete: 'FFFT' },
  },
  {
    label: 'user_casino_preferences', table: 'public.user_casino_preferences', target: R.PREF,
    insert: { id: R.PREF_NEW, user_id: U.A, casino_id: R.C2, is_favorite: true }, update: { player_club_id: 'X-1' },
    expect: { select: 'FTFT', insert: 'FTFF', update: 'FTFF', delete: 'FTFF' },
  },
  {
    label: 'gambling_sessions', table: 'public.gambling_sessions', target: R.GS,
    insert: { id: R.GS2, user_id: U.A, casino_id: R.C1, coins_in: 1, coins_out: 2 }, update: { coins_out: 999 },
    expect: { select: 'FTFT', insert: 'FTFF', update: 'FTFF', delete: 'FTFF' },
  },
  {
    label: 'casino_sessions', table: 'public.casino_sessions', target: R.CS,
    insert: { id: R.CS2, user_id: U.A, casino_id: R.C1, starting_cash: 5 }, update: { final_cash: 999 },
    expect: { select: 'FTFT', insert: 'FTFF', update: 'FTFF', delete: 'FTFF' },
  },
  {
    label: 'w2g_jackpots', table: 'public.w2g_jackpots', target: R.W2G,
    insert: { id: R.W2G2, user_id: U.A, casino_id: R.C1, amount: 1500 }, update: { amount: 1 },
    expect: { select: 'FTFT', insert: 'FTFF', update: 'FTFF', delete: 'FTFF' },
  },
  {
    // Owner-only: not even an admin reads a player's casino win/loss statements.
    label: 'casino_win_loss_statements', table: 'public.casino_win_loss_statements', target: R.WLS,
    insert: { id: R.WLS2, user_id: U.A, casino_id: R.C2, tax_year: 2025, net_win_loss: -10 }, update: { net_win_loss: 5 },
    expect: { select: 'FTFF', insert: 'FTFF', update: 'FTFF', delete: 'FTFF' },
  },
  {
    // Owner-only, both: not even an admin reads a player's limits or their crossings.
    label: 'play_limits', table: 'public.play_limits', target: U.A,
    update: { day_loss_limit: 700 },
    expect: { select: 'FTFF', update: 'FTFF', delete: 'FFFF' },
  },
  {
    // Written only by the crossing trigger (security definer): no player writes a crossing, not even their own.
    label: 'play_limit_crossings', table: 'public.play_limit_crossings', target: R.PLC,
    insert: { id: R.PLC2, user_id: U.A, casino_session_id: R.CS, kind: 'visit-loss', loss: 1, loss_limit: 1 }, update: { loss: 1 },
    expect: { select: 'FTFF', insert: 'FFFF', update: 'FFFF', delete: 'FFFF' },
  },
  {
    // Find a machine: which casino has which game, kept by admins; everyone signed in reads it. No updates (add or remove).
    label: 'casino_slot_machines', table: 'public.casino_slot_machines', target: R.CSM,
    insert: { id: R.CSM2, casino_id: R.C2, slot_machine_id: R.M1 }, update: { casino_id: R.C2 },
    expect: { select: 'FTTT', insert: 'FFFT', update: 'FFFF', delete: 'FFFT' },
  },
  {
    // A player's wish list: owner only, not even an admin reads it; added and removed, never edited.
    label: 'wish_list_games', table: 'public.wish_list_games', target: R.WISH,
    insert: { id: R.WISH2, user_id: U.A, slot_machine_id: R.M_A }, update: { slot_machine_id: R.M_A },
    expect: { select: 'FTFF', insert: 'FTFF', update: 'FFFF', delete: 'FTFF' },
  },
  {
    // Restore my data in steps: a player's own restore, never another's (not exposed; the restore_* functions use it).
    label: 'private.restores', table: 'private.restores', target: R.RESTORE,
    insert: { id: R.RESTORE2, user_id: U.A }, update: { state: 'applying' },
    expect: { select: 'FTFF', insert: 'FTFF', update: 'FTFF', delete: 'FTFF' },
  },
  {
    label: 'support_tickets', table: 'public.support_tickets', target: R.TICKET,
    insert: { id: R.TICKET2, user_id: U.A, subject: 'S', description: 'D' }, update: { status: 'closed' },
    expect: { select: 'FTFT', insert: 'FTFF', update: 'FFFT', delete: 'FFFT' },
  },
  {
    label: 'notifications', table: 'public.notifications', target: R.N_ALL,
    insert: { id: R.N_NEW, title: 'T', message: 'M' }, update: { title: 'Changed' },
    expect: { select: 'FTTT', insert: 'FFFT', update: 'FFFT', delete: 'FFFT' },
  },
  {
    label: 'notifications (specific to A)', table: 'public.notifications', target: R.N_SPEC_A,
    expect: { select: 'FTFT' },
  },
  {
    label: 'user_notifications', table: 'public.user_notifications', target: R.UN,
    insert: { id: R.UN2, user_id: U.A, notification_id: R.N_ALL2, is_read: true }, update: { is_read: true },
    expect: { select: 'FTFT', insert: 'FTFF', update: 'FTFF', delete: 'FTFF' },
  },
  {
    label: 'social_posts (public, approved)', table: 'public.social_posts', target: R.POST_A,
    insert: { id: R.POST_NEW, user_id: U.A, caption: 'new' }, update: { caption: 'edited' },
    expect: { select: 'FTTT', insert: 'FTFF', update: 'FTFT', delete: 'FTFT' },
  },
  {
    label: 'social_posts (private)', table: 'public.social_posts', target: R.POST_A_PRIVATE,
    expect: { select: 'FTFT', update: 'FTFT', delete: 'FTFT' }, update: { caption: 'edited' },
  },
  {
    label: 'social_posts (pending)', table: 'public.social_posts', target: R.POST_A_PENDING,
    expect: { select: 'FTFT' },
  },
  {
    label: 'social_post_reactions', table: 'public.social_post_reactions', target: R.REACT,
    insert: { id: R.REACT2, post_id: R.POST_B, user_id: U.A, reaction_type: 'celebrate' }, update: { reaction_type: 'love' },
    expect: { select: 'FTTT', insert: 'FTFF', update: 'FTFF', delete: 'FTFT' },
  },
  {
    label: 'social_post_comments (approved)', table: 'public.social_post_comments', target: R.COMMENT,
    insert: { id: R.COMMENT2, post_id: R.POST_B, user_id: U.A, content: 'Great' }, update: { content: 'Edited' },
    expect: { select: 'FTTT', insert: 'FTFF', update: 'FTFT', delete: 'FTFT' },
  },
  {
    label: 'social_post_comments (pending)', table: 'public.social_post_comments', target: R.COMMENT_PENDING,
    expect: { select: 'FTFT' },
  },
  {
    label: 'social_post_reports', table: 'public.social_post_reports', target: R.REPORT,
    insert: { id: R.REPORT2, post_id: R.POST_B2, reporter_user_id: U.A, reason: 'spam' }, update: { reason: 'other' },
    expect: { select: 'FTFT', insert: 'FTFF', update: 'FFFT', delete: 'FFFT' },
  },
  {
    label: 'public_profiles (view)', table: 'public.public_profiles', baseTable: 'public.profiles', target: U.A,
    insert: { id: U.N, nickname: 'Sneaky' }, update: { nickname: 'Hacked' },
    expect: { select: 'FTTT', insert: 'FFFF', update: 'FFFF', delete: 'FFFF' },
  },
  {
    label: 'storage w2g-images (private, own folder)', table: 'storage.objects', target: R.OBJ_W2G,
    insert: { id: R.OBJ_W2G2, bucket_id: 'w2g-images', name: `${U.A}/second.png` }, update: { metadata: { size: 1 } },
    expect: { select: 'FTFF', insert: 'FTFF', update: 'FTFF', delete: 'FTFF' },
  },
  {
    label: 'storage social-posts (public read, posts/<uid>/)', table: 'storage.objects', target: R.OBJ_POST,
    insert: { id: R.OBJ_POST2, bucket_id: 'social-posts', name: `posts/${U.A}/second.png` }, update: { metadata: { size: 1 } },
    // No broad SELECT (no listing): public files are served by /object/public without RLS.
    expect: { select: 'FTFT', insert: 'FTFF', update: 'FTFF', delete: 'FTFT' },
  },
  {
    label: 'storage slot-machine-images (admin writes)', table: 'storage.objects', target: R.OBJ_SLOT,
    insert: { id: R.OBJ_SLOT2, bucket_id: 'slot-machine-images', name: 'second.png' }, update: { metadata: { size: 1 } },
    expect: { select: 'FFFT', insert: 'FFFT', update: 'FFFT', delete: 'FFFT' },
  },
  // Trips: owner-only, all four commands; not even an admin reads a player's trips, costs or comps.
  {
    label: 'trips', table: 'public.trips', target: R.TRIP,
    insert: { id: R.TRIP2, user_id: U.A, name: 'Second trip', start_date: '2026-06-01', end_date: '2026-06-02' }, update: { name: 'Renamed' },
    expect: { select: 'FTFF', insert: 'FTFF', update: 'FTFF', delete: 'FTFF' },
  },
  {
    label: 'trip_costs', table: 'public.trip_costs', target: R.COST,
    insert: { id: R.COST2, user_id: U.A, casino_session_id: R.CS, kind: 'fee', amount: 6 }, update: { amount: 5 },
    expect: { select: 'FTFF', insert: 'FTFF', update: 'FTFF', delete: 'FTFF' },
  },
  {
    label: 'trip_comps', table: 'public.trip_comps', target: R.COMP,
    insert: { id: R.COMP2, user_id: U.A, trip_id: R.TRIP, kind: 'show', value: 150 }, update: { value: 5 },
    expect: { select: 'FTFF', insert: 'FTFF', update: 'FTFF', delete: 'FTFF' },
  },
  {
    // A dismissal is made and undone, never edited.
    label: 'trip_suggestion_dismissals', table: 'public.trip_suggestion_dismissals', target: R.DISMISS,
    insert: { id: R.DISMISS2, user_id: U.A, start_date: '2025-07-01', end_date: '2025-07-02' }, update: { end_date: '2025-05-09' },
    expect: { select: 'FTFF', insert: 'FTFF', update: 'FFFF', delete: 'FTFF' },
  },
  {
    // Share links: the owner makes, lists, revokes (`revoked` only) and deletes them; anon reads none (only
    // through get_shared_trip below).
    label: 'trip_shares', table: 'public.trip_shares', target: R.SHARE,
    insert: { id: R.SHARE2, user_id: U.A, trip_id: R.TRIP, token: 'matrixShareTokenInserted_0123456789abcdefgg' },
    update: { revoked: true },
    expect: { select: 'FTFF', insert: 'FTFF', update: 'FTFF', delete: 'FTFF' },
  },
  {
    label: 'trip_shares (token column)', table: 'public.trip_shares', target: R.SHARE,
    update: { token: 'matrixShareTokenRewritten_0123456789abcdef' },
    expect: { update: 'FFFF' },
  },
  {
    // Preparer links: the owner makes, lists, revokes (`revoked` only) and deletes them; nobody else, not even an
    // admin (the preparer reads only through get_preparer_link below).
    label: 'preparer_links', table: 'public.preparer_links', target: R.PLINK,
    insert: { id: R.PLINK2, user_id: U.A, tax_year: 2025, token: PREPARER_TOKEN.INSERTED },
    update: { revoked: true },
    expect: { select: 'FTFF', insert: 'FTFF', update: 'FTFF', delete: 'FTFF' },
  },
  {
    label: 'preparer_links (token column)', table: 'public.preparer_links', target: R.PLINK,
    update: { token: PREPARER_TOKEN.REWRITTEN },
    expect: { update: 'FFFF' },
  },
  {
    // Openings: the link's player reads them; only the link's read writes them (no API role, not even the player).
    label: 'preparer_link_openings', table: 'public.preparer_link_openings', target: R.POPEN,
    insert: { id: R.POPEN2, link_id: R.PLINK, user_id: U.A, user_agent: 'Forged' },
    update: { user_agent: 'Changed' },
    expect: { select: 'FTFF', insert: 'FFFF', update: 'FFFF', delete: 'FFFF' },
  },
  {
    // A household (A invited N, N accepted): its players read it, B (no member) and the admin do not; nobody writes it
    // through the API, only through invite_household / accept_household_invite / end_household (tests/db/households.test.ts).
    label: 'households', table: 'public.households', target: R.HOUSE,
    insert: { id: R.HOUSE2, user_id: U.A, invitee_email: 'b@matrix.test' },
    update: { status: 'ended' },
    expect: { select: 'FTFF', insert: 'FFFF', update: 'FFFF', delete: 'FFFF' },
  },
  {
    // Who is in which household: no API role reads or writes it (the household functions do).
    label: 'private.household_seats', table: 'private.household_seats', target: R.SEAT,
    insert: { id: R.SEAT2, user_id: U.B, household_id: R.HOUSE },
    update: { user_id: U.B },
    expect: { select: 'FFFF', insert: 'FFFF', update: 'FFFF', delete: 'FFFF' },
  },
  {
    // The audit trail: no API role may use the schema (admins read it through get_audit_log); nobody writes it.
    label: 'audit.log', table: 'audit.log', target: String(AUDIT_ROW),
    insert: { id: AUDIT_ROW + 1, actor_kind: 'admin', action: 'casino.archive', table_name: 'casinos', record_id: 'forged' },
    update: { action: 'rewritten' },
    expect: { select: 'FFFF', insert: 'FFFF', update: 'FFFF', delete: 'FFFF' },
  },
];

export interface RpcSpec {
  label: string;
  /** SQL expression calling the function. */
  call: string;
  params?: unknown[];
  expect: Row;
}

export const RPC_SPECS: RpcSpec[] = [
  { label: 'get_user_notifications(A)', call: 'select * from public.get_user_notifications($1)', params: [U.A], expect: 'FTFT' },
  { label: 'get_public_profiles([A])', call: 'select * from public.get_public_profiles($1)', params: [[U.A]], expect: 'FTTT' },
  { label: 'get_play_stats', call: "select public.get_play_stats('2026-01-01')", expect: 'FTTT' },
  { label: 'nearby_casinos', call: 'select count(*) from public.nearby_casinos(36.1, -115.1, 50)', expect: 'FTTT' },
  { label: 'get_w2g_summary', call: 'select public.get_w2g_summary(null, null)', expect: 'FTTT' },
  { label: 'get_add_cash_transactions', call: 'select count(*) from public.get_add_cash_transactions(null, null)', expect: 'FTTT' },
  { label: 'get_add_cash_summary', call: 'select public.get_add_cash_summary(null, null)', expect: 'FTTT' },
  { label: 'calculate_casino_data_quality_score', call: 'select public.calculate_casino_data_quality_score(null)', expect: 'FFFT' },
  { label: 'get_data_quality_summary', call: 'select public.get_data_quality_summary()', expect: 'FFFT' },
  { label: 'get_notification_stats', call: 'select public.get_notification_stats()', expect: 'FFFT' },
  { label: 'get_admin_user_summary(A)', call: 'select public.get_admin_user_summary($1)', params: [U.A], expect: 'FFFT' },
  // The play ledger and a casino session's holdings answer from the caller's own rows only: A sees its slot session, B and the admin nothing.
  { label: 'get_play_insights (own rows)', call: "select 1 where (public.get_play_insights('casino') -> 'lifetime' ->> 'sessions')::int > 0", expect: 'FTFF' },
  { label: 'get_play_ledger (own rows)', call: "select 1 where jsonb_array_length(public.get_play_ledger('2000-01-01', '2100-12-31') -> 'slot_sessions') > 0", expect: 'FTFF' },
  // Counters and the running note at the machine: only A may count on or note A's slot session (the admin too is refused).
  { label: "tap_machine_counter (A's)", call: "select public.tap_machine_counter($1, $2, 'bonus')", params: [R.GS, '7a1d0000-0000-4000-8000-0000000038aa'], expect: 'FTFF' },
  { label: "set_machine_note (A's)", call: "select public.set_machine_note($1, 'max bet')", params: [R.GS], expect: 'FTFF' },
  // Restore my data: only A moves A's restore on (B and the admin are told it is not theirs).
  { label: "restore_stage (A's)", call: "select public.restore_stage($1, 'trips', '[]')", params: [R.RESTORE], expect: 'FTFF' },
  { label: "restore_apply (A's)", call: 'select public.restore_apply($1)', params: [R.RESTORE], expect: 'FTFF' },
  { label: "restore_undo (A's)", call: "select 1 where public.restore_undo($1) ->> 'state' = 'undone'", params: [R.RESTORE], expect: 'FTFF' },
  { label: 'get_casino_session_holdings', call: 'select public.get_casino_session_holdings($1)', params: [R.CS], expect: 'FTTT' },
  { label: 'delete_casino_session (A\'s)', call: 'select public.delete_casino_session($1, true)', params: [R.CS], expect: 'FTFF' },
  { label: 'get_play_limit_status', call: "select 1 where public.get_play_limit_status('2026-01-01 12:00') ->> 'limits' is not null", expect: 'FTFF' },
  { label: 'get_play_limit_report', call: "select 1 where (public.get_play_limit_report('2026-01-01 12:00') ->> 'has_limits')::boolean", expect: 'FTFF' },
  // Find a machine: the admin list (C1 has M1) and the players' aggregate, for every signed-in caller.
  { label: 'get_machine_casinos', call: 'select 1 from public.get_machine_casinos(array[$1]::uuid[])', params: [R.M1], expect: 'FTTT' },
  { label: 'get_casino_games', call: 'select 1 from public.get_casino_games($1)', params: [R.C1], expect: 'FTTT' },
  { label: 'is_admin', call: 'select 1 where private.is_admin()', expect: 'FFFT' },
  { label: 'get_audit_log', call: 'select count(*) from public.get_audit_log()', expect: 'FFFT' },
  { label: 'get_audit_log_filters', call: 'select public.get_audit_log_filters()', expect: 'FFFT' },
  { label: 'get_my_security_history', call: 'select count(*) from public.get_my_security_history(10)', expect: 'FTTT' },
  // Trips: the caller's own only.
  { label: 'get_trip_report (A\'s trip)', call: 'select public.get_trip_report($1)', params: [R.TRIP], expect: 'FTFF' },
  { label: 'get_trips (own rows)', call: "select 1 where jsonb_array_length(public.get_trips() -> 'trips') > 0", expect: 'FTTF' },
  { label: 'get_trip_suggestions', call: 'select public.get_trip_suggestions()', expect: 'FTTT' },
  // The share link's read: anyone with A's live token gets A's trip, only its ticked fields (name, dates, casinos; not
  // the net, W2G count, notes or any id); a wrong, revoked or expired token gets its status and nothing else.
  { label: 'get_shared_trip (live token)', call: "select 1 where public.get_shared_trip($1) ->> 'name' = 'A''s Matrix Trip'", params: [TOKEN.A], expect: 'TTTT' },
  {
    label: 'get_shared_trip (only the ticked fields)',
    call: "select 1 where not (public.get_shared_trip($1) ?| array['net', 'w2g_count', 'notes', 'id', 'trip_id', 'user_id', 'token', 'casino_ids'])",
    params: [TOKEN.A],
    expect: 'TTTT',
  },
  ...(['WRONG', 'A_REVOKED', 'A_EXPIRED'] as const).map((t) => ({
    label: `get_shared_trip (${t.toLowerCase().replace('a_', '')} token: its status only)`,
    call: "select 1 where public.get_shared_trip($1) = jsonb_build_object('status', $2::text)",
    params: [TOKEN[t], t === 'WRONG' ? 'not_found' : t === 'A_REVOKED' ? 'revoked' : 'expired'],
    expect: 'TTTT',
  })),
  { label: 'announce_admin_action', call: "select public.announce_admin_action('user.delete', $1)", params: [U.A], expect: 'FFFF' },
  // A preparer link's read: anyone with the address gets the link's year of A (the narrow read, A's name), whoever they
  // are; the files read (what may be signed) is the edge function's alone (the service role, no API role).
  {
    label: 'get_preparer_link (live token)',
    call: "select 1 where public.get_preparer_link($1) @> jsonb_build_object('status', 'ok', 'tax_year', 2025) and public.get_preparer_link($1) -> 'players' -> 0 -> 'player' ->> 'name' = 'Ace'",
    params: [PREPARER_TOKEN.A],
    expect: 'TTTT',
  },
  { label: 'get_preparer_link (wrong token)', call: "select 1 where public.get_preparer_link($1) = '{\"status\": \"not_found\"}'", params: [PREPARER_TOKEN.INSERTED], expect: 'TTTT' },
  // A household's one read of the other player: A reads N's year; B (no member) and the admin read nothing.
  { label: 'get_household_tax_year (members)', call: "select 1 where public.get_household_tax_year(2025) ->> 'status' = 'ok'", expect: 'FTFF' },
  { label: 'get_my_household', call: "select 1 where jsonb_array_length(public.get_my_household()) > 0", expect: 'FTFF' },
  { label: 'get_preparer_link_files', call: "select public.get_preparer_link_files($1, '203.0.113.9', null)", params: [PREPARER_TOKEN.A], expect: 'FFFF' },
];

/** Expected outcome for one actor from a row string like 'FTFT'. */
export function expected(row: Row, actor: Actor): boolean {
  return row[ACTORS.indexOf(actor)] === 'T';
}
