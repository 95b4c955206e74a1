import { deductibleLossEstimate, incomeLineFor, incomeLineSourceFor, TAX_YEAR_RULES, taxRulesForYear } from './tax-rules';
import { isBelowW2gThreshold, w2gThresholdForYear } from './w2g-thresholds';

describe('tax-year rules table', () => {
  it('is ordered, gap-free and every line names its sources', () => {
    TAX_YEAR_RULES.slice(1).forEach((r, i) => expect(r.fromYear).toBe(TAX_YEAR_RULES[i].toYear + 1));
    TAX_YEAR_RULES.forEach((r) => expect(r.sources.length).toBeGreaterThan(0));
  });

  it('switches the W-2G slot threshold from $1,200 to $2,000 at the 2025/2026 boundary', () => {
    expect(taxRulesForYear(2025)).toMatchObject({ w2gSlotThreshold: 1200, lossDeductionRate: 1, assumed: false });
    expect(taxRulesForYear(2026)).toMatchObject({ w2gSlotThreshold: 2000, lossDeductionRate: 0.9, assumed: false });
    expect(w2gThresholdForYear(2025).amount).toBe(1200);
    expect(w2gThresholdForYear(2026).amount).toBe(2000);
    // A $1,500 jackpot paid on Dec 31, 2025 met the threshold; the same on Jan 1, 2026 is below it.
    expect(isBelowW2gThreshold(1500, '2025-12-31')).toBe(false);
    expect(isBelowW2gThreshold(1500, '2026-01-01')).toBe(true);
    expect(isBelowW2gThreshold(2000, '2026-01-01')).toBe(false);
  });

  it('reuses the last line after 2026 and marks it assumed (inflation indexing not yet published)', () => {
    expect(taxRulesForYear(2027)).toMatchObject({ w2gSlotThreshold: 2000, lossDeductionRate: 0.9, assumed: true, lastKnownYear: 2026 });
  });
});

describe('deductibleLossEstimate: the loss rule by year', () => {
  it('2025: losses up to gains (gains $5,000, losses $8,000 -> $5,000, capped)', () => {
    expect(deductibleLossEstimate(2025, 5000, 8000)).toMatchObject({
      deductible: 5000,
      allowedBeforeCap: 8000,
      cappedAtGains: true,
      rate: 1,
    });
  });

  it('2026: 90% of losses, capped at gains (gains $5,000, losses $8,000 -> $7,200 -> capped to $5,000)', () => {
    expect(deductibleLossEstimate(2026, 5000, 8000)).toMatchObject({
      deductible: 5000,
      allowedBeforeCap: 7200,
      cappedAtGains: true,
      rate: 0.9,
    });
  });

  it('losses below gains: 2025 deducts all of them, 2026 only 90% (gains $10,000, losses $8,000 -> $8,000 vs $7,200)', () => {
    expect(deductibleLossEstimate(2025, 10000, 8000)).toMatchObject({ deductible: 8000, cappedAtGains: false });
    const y2026 = deductibleLossEstimate(2026, 10000, 8000);
    expect(y2026).toMatchObject({ deductible: 7200, cappedAtGains: false });
    expect(y2026.rule).toMatch(/90%.*OBBBA §70114/);
  });

  it('break-even player in 2026 still owes tax on 10% of losses: gains $8,000, losses $8,000 -> $7,200', () => {
    expect(deductibleLossEstimate(2026, 8000, 8000).deductible).toBe(7200);
    expect(deductibleLossEstimate(2025, 8000, 8000).deductible).toBe(8000);
  });

  it('works in cents and accepts losses given as a negative net; no gains -> nothing deductible', () => {
    expect(deductibleLossEstimate(2026, 1000, -333.33).deductible).toBe(300);
    expect(deductibleLossEstimate(2026, 0, 500).deductible).toBe(0);
  });
});

describe('where gambling income goes on the return, by the year', () => {
  it("cites the year's own form, and for a year after the last form known says it is that form's line", () => {
    expect(incomeLineFor(2025)).toBe('Schedule 1 (Form 1040), line 8b of the 2025 form');
    expect(incomeLineFor(2021)).toBe('Schedule 1 (Form 1040), line 8b of the 2021 form');
    expect(incomeLineFor(2019)).toBe('Schedule 1 (Form 1040), line 8 (Other income) of the 2019 form');
    expect(incomeLineFor(2018)).toBe('Schedule 1 (Form 1040), line 21 (Other income) of the 2018 form');
    expect(incomeLineFor(2016)).toBe('Form 1040, line 21 (Other income) of the 2016 form');
    // Tax Year 2026 cited "line 8b on the 2025 Form 1040" as if it were 2026's.
    expect(incomeLineFor(2026)).toBe('Schedule 1 (Form 1040), line 8b on the 2025 form (check the line on the 2026 form)');
    expect(incomeLineSourceFor(2026)).toBe('IRS Schedule 1 (Form 1040) 2021 to 2025, line 8b (Gambling)');
  });
});
