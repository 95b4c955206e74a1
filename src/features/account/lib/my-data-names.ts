/**
 * "Download my data" rows as a person reads them: the casino's and the machine's name beside their ids
 * (`casino_name` right after `casino_id`, `slot_machine_name` right after `slot_machine_id`; every other field
 * keeps its name), and amounts as JSON numbers even where a backend sends numeric columns as text.
 */

type Row = Record<string, unknown>;

/** The id columns that get a name beside them, and the name's field. */
export const NAMED_IDS = [
  { id: 'casino_id', name: 'casino_name', table: 'casinos' },
  { id: 'slot_machine_id', name: 'slot_machine_name', table: 'slot_machines' },
] as const;
export type NamedTable = (typeof NAMED_IDS)[number]['table'];

/** Money and count columns of the player's tables (numeric in the database). */
const NUMBER_COLUMNS = new Set([
  'amount',
  'tax_withheld',
  'state_winnings',
  'state_tax_withheld',
  'coins_in',
  'coins_out',
  'net_result',
  'starting_cash',
  'final_cash',
  'total_cash_in',
  'casino_session_loss_limit',
  'day_loss_limit',
  'month_loss_limit',
  'casino_session_time_limit_minutes',
  'net_win_loss',
  'tax_year',
]);
/** JSON lists of entries that carry an amount (added cash, money put into a machine). */
const ENTRY_COLUMNS = new Set(['additional_cash', 'money_in_entries']);
const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;

const asNumber = (v: unknown) => (typeof v === 'string' && NUMERIC_TEXT.test(v.trim()) ? Number(v) : v);

/** The ids of `table` that `rows` name and `known` has no name for yet. */
export function missingIds(rows: readonly Row[], table: NamedTable, known: ReadonlyMap<string, string>): string[] {
  const col = NAMED_IDS.find((n) => n.table === table)!.id;
  return [...new Set(rows.map((r) => r[col]).filter((v): v is string => typeof v === 'string' && !known.has(v)))];
}

/** One row with the names beside its ids and its amounts as numbers (a name not found is null). */
export function withNamesAndNumbers(row: Row, names: Readonly<Record<NamedTable, ReadonlyMap<string, string>>>): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) {
    out[key] = NUMBER_COLUMNS.has(key)
      ? asNumber(value)
      : ENTRY_COLUMNS.has(key) && Array.isArray(value)
        ? value.map((e: unknown) => (e && typeof e === 'object' && 'amount' in e ? { ...e, amount: asNumber(e.amount) } : e))
        : value;
    const named = NAMED_IDS.find((n) => n.id === key);
    if (named) out[named.name] = typeof value === 'string' ? (names[named.table].get(value) ?? null) : null;
  }
  return out;
}
