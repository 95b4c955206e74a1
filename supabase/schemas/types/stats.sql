create type stats.casino_delta as (
  user_id uuid,
  arrival_date date,
  cash_in numeric,
  cash_out numeric,
  net numeric,
  sign integer
);

create type stats.slot_delta as (
  user_id uuid,
  session_date date,
  casino_id uuid,
  slot_machine_id uuid,
  coins_in numeric,
  coins_out numeric,
  result numeric,
  sign integer,
  free_play numeric
);
