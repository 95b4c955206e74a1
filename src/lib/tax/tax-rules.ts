import { toCents as cents } from './cents';

/**
 * Tax-year rules for US slot players: the ONE table of the W-2G slot threshold and the share of gambling
 * losses that may be deducted, by tax year, with where each number comes from. Congress changes these:
 * a new year (or a change) is one more line; years after the last line reuse it and are marked `assumed`.
 */
export interface TaxYearRule {
  /** First tax year the line applies to (null: every earlier year). */
  fromYear: number | null;
  /** Last tax year the line applies to. */
  toYear: number;
  /** A slot jackpot at or above this (US dollars) gets a W-2G from the casino. */
  w2gSlotThreshold: number;
  /** Share of wagering losses that may be deducted (always capped at wagering gains). */
  lossDeductionRate: number;
  /** One line: the loss rule in words. */
  lossRule: string;
  /** Where the numbers come from. */
  sources: readonly string[];
}

export const TAX_YEAR_RULES: readonly TaxYearRule[] = [
  {
    fromYear: null,
    toYear: 2025,
    w2gSlotThreshold: 1200,
    lossDeductionRate: 1,
    lossRule: 'Tax years through 2025: losses are deductible up to your gambling gains.',
    sources: [
      'IRS Instructions for Forms W-2G and 5754: slot machine winnings of $1,200 or more',
      'Internal Revenue Code §165(d): wagering losses allowed only to the extent of wagering gains',
    ],
  },
  {
    fromYear: 2026,
    toYear: 2026,
    w2gSlotThreshold: 2000,
    lossDeductionRate: 0.9,
    lossRule: 'From tax year 2026: 90% of losses are deductible, still capped at your gambling gains (OBBBA §70114).',
    sources: [
      'One Big Beautiful Bill Act (Pub. L. 119-21): W-2G slot threshold $2,000 for payments in 2026, indexed for inflation after 2026 (rounded to the nearest $100)',
      'One Big Beautiful Bill Act §70114, amending IRC §165(d): 90% of wagering losses, up to wagering gains',
    ],
  },
];

export interface TaxYearRuleFor extends TaxYearRule {
  year: number;
  /** True when the year is after the table's last line and that line is reused (e.g. inflation indexing not yet known). */
  assumed: boolean;
  /** The last year the table knows. */
  lastKnownYear: number;
}

const LAST = TAX_YEAR_RULES[TAX_YEAR_RULES.length - 1];

/** The rules of one tax year; years after the table reuse its last line (assumed). */
export function taxRulesForYear(year: number): TaxYearRuleFor {
  const rule = TAX_YEAR_RULES.find((r) => (r.fromYear === null || year >= r.fromYear) && year <= r.toYear);
  return { ...(rule ?? LAST), year, assumed: !rule, lastKnownYear: LAST.toYear };
}

export interface LossEstimate {
  year: number;
  gains: number;
  losses: number;
  /** The losses taken into account: losses x rate. */
  allowedBeforeCap: number;
  /** The estimate: min(losses x rate, gains). */
  deductible: number;
  /** True when the gains cap bit. */
  cappedAtGains: boolean;
  rate: number;
  rule: string;
  assumed: boolean;
}

/** Deductible gambling losses estimate (for someone who itemises): min(losses x the year's rate, gains). */
export function deductibleLossEstimate(year: number, gains: number, losses: number): LossEstimate {
  const rules = taxRulesForYear(year);
  const g = Math.max(0, cents(gains));
  const l = Math.max(0, cents(Math.abs(losses)));
  const allowed = Math.round(l * rules.lossDeductionRate);
  const deductible = Math.min(allowed, g);
  return {
    year,
    gains: g / 100,
    losses: l / 100,
    allowedBeforeCap: allowed / 100,
    deductible: deductible / 100,
    cappedAtGains: allowed > g,
    rate: rules.lossDeductionRate,
    rule: rules.lossRule,
    assumed: rules.assumed,
  };
}

/**
 * Where gambling income goes on the return, by the year's Form 1040 (its line numbers move). A year after the table's
 * last form reuses that form's line and says so: the IRS publishes a year's form late in the year or after it.
 */
export interface IncomeLineRule {
  fromYear: number | null;
  toYear: number;
  /** The form and line, e.g. 'Schedule 1 (Form 1040), line 8b'. */
  line: string;
  source: string;
}

export const INCOME_LINE_RULES: readonly IncomeLineRule[] = [
  { fromYear: null, toYear: 2017, line: 'Form 1040, line 21 (Other income)', source: 'IRS Form 1040 (2017), line 21' },
  {
    fromYear: 2018,
    toYear: 2018,
    line: 'Schedule 1 (Form 1040), line 21 (Other income)',
    source: 'IRS Schedule 1 (Form 1040) 2018, line 21',
  },
  {
    fromYear: 2019,
    toYear: 2020,
    line: 'Schedule 1 (Form 1040), line 8 (Other income)',
    source: 'IRS Schedule 1 (Form 1040) 2019 and 2020, line 8',
  },
  {
    fromYear: 2021,
    toYear: 2025,
    line: 'Schedule 1 (Form 1040), line 8b',
    source: 'IRS Schedule 1 (Form 1040) 2021 to 2025, line 8b (Gambling)',
  },
];

const incomeLineRule = (year: number) =>
  INCOME_LINE_RULES.find((r) => (r.fromYear === null || year >= r.fromYear) && year <= r.toYear) ?? null;

/** "Schedule 1 (Form 1040), line 8b of the 2025 form", or for a year after the last form known, its line said as the last form's. */
export function incomeLineFor(year: number): string {
  const rule = incomeLineRule(year);
  if (rule) return `${rule.line} of the ${year} form`;
  const last = INCOME_LINE_RULES[INCOME_LINE_RULES.length - 1];
  return `${last.line} on the ${last.toYear} form (check the line on the ${year} form)`;
}

/** Where gambling losses go for a player who itemises ("Other itemized deductions": unchanged on the forms since 2018). */
export const LOSS_DEDUCTION_LINE = 'Schedule A (Form 1040), line 16';

/** Where the income line of `year` comes from (the last form known for a later year). */
export function incomeLineSourceFor(year: number): string {
  return (incomeLineRule(year) ?? INCOME_LINE_RULES[INCOME_LINE_RULES.length - 1]).source;
}
