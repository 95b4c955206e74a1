/** A trip's figures as get_trip_report / get_trips return them (migration 20260101004202_trip_report). */
export type CostKind = 'hotel' | 'travel' | 'food' | 'fee' | 'other';
export type CompKind = 'room' | 'food' | 'show' | 'other';

export interface TripTotals {
  /** The slot sessions' coin in (all money put in, free play included), money out and free play. */
  money_in: number;
  money_out: number;
  free_play: number;
  /** What their linked W2Gs add (hand pays, or the tax withheld from a machine-paid jackpot), and their nets' sum:
   * money_out - money_in + free_play + hand_pays = slot_net (migration 20260101004923). Absent from a report a
   * device kept from before it. */
  hand_pays?: number;
  slot_net?: number;
  /** The session method's net of the trip's sessions (Tax Year's), costs and comps never in it. */
  gambling_net: number;
  w2g_count: number;
  w2g_amount: number;
  w2g_withheld: number;
  costs: number;
  comps: number;
  /** gambling_net - costs (comps apart). */
  whole_result: number;
  play_days: number;
  minutes: number;
}

export interface TripRow {
  id: string;
  name: string;
  start_date: string;
  end_date: string;
  casino_ids: string[];
  notes: string | null;
  updated_at: string;
}

export interface TripMoney {
  id: string;
  kind: string;
  note: string | null;
  trip_id: string | null;
  casino_session_id: string | null;
  casino_session_date: string | null;
  casino_name: string | null;
  /** The version an edit is made on ('' while its add waits on this device; null for an Add Cash fee). */
  updated_at: string | null;
}

export interface TripReport {
  trip: TripRow;
  days: number;
  casinos: { id: string; name: string; net: number }[];
  sessions: { date: string; casino_id: string | null; casino_name: string | null; net: number }[];
  casino_sessions: {
    id: string;
    casino_id: string | null;
    casino_name: string | null;
    arrival_date: string;
    arrival_time: string;
    departure_date: string | null;
    departure_time: string | null;
    cash_in: number;
    final_cash: number | null;
    net: number | null;
  }[];
  slot_sessions: {
    id: string;
    casino_name: string | null;
    machine: string | null;
    machine_number: string | null;
    session_date: string;
    session_time: string;
    money_in: number;
    money_out: number;
    free_play: number;
    result: number;
    jackpot_net: number;
    casino_session_id: string | null;
  }[];
  w2gs: {
    id: string;
    casino_name: string | null;
    date: string;
    time: string;
    amount: number;
    tax_withheld: number;
    state_tax_withheld: number | null;
    hand_pay: boolean;
    w2g_received: boolean;
  }[];
  /** The costs entered, then the fees typed in Add Cash on the trip's casino sessions (`from_add_cash`: changed only there). */
  costs: (TripMoney & { kind: CostKind; amount: number; from_add_cash: boolean })[];
  comps: (TripMoney & { kind: CompKind; value: number })[];
  totals: TripTotals;
}

export interface TripListItem extends TripRow {
  casinos: number;
  totals: TripTotals;
}

export interface TripYear {
  year: number;
  trips: number;
  gambling_net: number;
  costs: number;
  comps: number;
  whole_result: number;
}
