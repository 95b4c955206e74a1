create table public.households (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  invitee_email text not null constraint households_email check (char_length(invitee_email) between 3 and 320 and invitee_email = lower(btrim(invitee_email))),
  partner_user_id uuid references auth.users (id) on delete cascade,
  status text not null default 'pending'
    constraint households_status check (status in ('pending', 'accepted', 'declined', 'withdrawn', 'ended', 'expired')),
  expires_at timestamptz not null default now() + interval '14 days',
  created_at timestamptz not null default now(),
  accepted_at timestamptz,
  ended_at timestamptz,
  notification_id uuid references public.notifications (id) on delete set null,
  constraint households_two_players check (partner_user_id is null or partner_user_id <> user_id),
  constraint households_accepted_partner check ((status in ('accepted', 'ended')) = (partner_user_id is not null))
);
alter table public.households enable row level security;
comment on table public.households is
  'A household for a joint return: an invite by e-mail and, once accepted, its two players. Written only by invite_household, accept_household_invite and end_household.';
revoke all on public.households from anon, authenticated;
grant select on public.households to authenticated;

create index households_user_idx on public.households (user_id, created_at desc);
create index households_partner_idx on public.households (partner_user_id) where partner_user_id is not null;
create index households_email_idx on public.households (invitee_email) where status = 'pending';
create index households_notification_idx on public.households (notification_id) where notification_id is not null;
-- One invite waiting per inviter.
create unique index households_one_pending on public.households (user_id) where status = 'pending';

create table private.household_seats (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  household_id uuid not null references public.households (id) on delete cascade
);
alter table private.household_seats enable row level security;
revoke all on private.household_seats from public, anon, authenticated;
create index household_seats_household_idx on private.household_seats (household_id);
comment on table private.household_seats is
  'The household each player is in: one at a time (user_id is unique). Taken on acceptance, freed when it ends.';
