create schema if not exists private;
grant usage on schema private to authenticated, service_role;
comment on schema private is 'Helpers for policies and RPCs; not exposed through the API.';

create schema if not exists stats;
grant usage on schema stats to authenticated, service_role;
comment on schema stats is 'Derived statistics (rollups of public sessions) maintained by triggers; not exposed through the Data API.';

create schema if not exists share;
grant usage on schema share to anon, authenticated, service_role;
comment on schema share is 'The one read of a trip share link (share.trip) and its rate limit; not exposed through the API.';

create schema if not exists audit;
comment on schema audit is 'The append-only audit trail of admin actions; not exposed through the API, no API role may use it.';
