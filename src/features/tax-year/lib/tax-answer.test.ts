import { describe, expect, it } from 'vitest';
import { incomeWhy, taxAnswer, taxAnswerNotes, type TaxAnswerInput } from './tax-answer';

/** The e2e's 2026 (e2e/tax-year.spec.ts, worked by hand): gains 6,120, losses 470, 90% of 470 = 423; J4 + J5. */
const year2026: TaxAnswerInput = {
  year: 2026,
  gains: 6120,
  w2g: { count: 2, totalWon: 4700, federalWithheld: 1128, stateWithheld: 66 },
  loss: { gains: 6120, losses: 470, allowedBeforeCap: 423, deductible: 423, cappedAtGains: false, rate: 0.9 },
};

describe('taxAnswer', () => {
  it('2026: the income, two forms with federal and state withholding, 90% of the losses', () => {
    expect(taxAnswer(year2026)).toEqual({
      income: '$6,120.00',
      w2g: {
        figure: '2 forms, $4,700.00',
        detail: 'Withheld: $1,128.00 federal, $66.00 state.',
      },
      deduction: { figure: '$423.00', detail: '90% of your $470.00 of losses, up to your gambling income.' },
    });
  });

  it('2025: state withholding not recorded; all the losses, under the gains', () => {
    const answer = taxAnswer({
      year: 2025,
      gains: 3200,
      w2g: { count: 2, totalWon: 3800, federalWithheld: 600, stateWithheld: null },
      loss: { gains: 3200, losses: 320, allowedBeforeCap: 320, deductible: 320, cappedAtGains: false, rate: 1 },
    });
    expect(answer.w2g.detail).toBe('Withheld: $600.00 federal (state not recorded).');
    expect(answer.deduction).toEqual({
      figure: '$320.00',
      detail: 'Your $320.00 of losses, up to your gambling income.',
    });
  });

  it('losses above the gains: capped at the gains, with the 90% step shown when it applies', () => {
    // 2026: losses 1,000 x 90% = 900, gains 500: deductible 500.
    const capped = taxAnswer({
      ...year2026,
      gains: 500,
      loss: { gains: 500, losses: 1000, allowedBeforeCap: 900, deductible: 500, cappedAtGains: true, rate: 0.9 },
    });
    expect(capped.income).toBe('$500.00');
    expect(capped.deduction).toEqual({
      figure: '$500.00',
      detail: '90% of your $1,000.00 of losses is $900.00, capped at your gambling income.',
    });
    // 2025: losses 800, gains 250: deductible 250.
    const capped2025 = taxAnswer({
      ...year2026,
      year: 2025,
      gains: 250,
      loss: { gains: 250, losses: 800, allowedBeforeCap: 800, deductible: 250, cappedAtGains: true, rate: 1 },
    });
    expect(capped2025.deduction.detail).toBe('Your $800.00 of losses, capped at your gambling income.');
  });

  it('one form and nothing withheld; two with nothing withheld; no form at all', () => {
    const one = taxAnswer({ ...year2026, w2g: { count: 1, totalWon: 2500, federalWithheld: 0, stateWithheld: null } });
    expect(one.w2g).toEqual({ figure: '1 form, $2,500.00', detail: 'No federal tax withheld (state not recorded).' });
    const two = taxAnswer({ ...year2026, w2g: { count: 2, totalWon: 5000, federalWithheld: 0, stateWithheld: 0 } });
    expect(two.w2g.detail).toBe('No tax was withheld on them.');
    const none = taxAnswer({ ...year2026, w2g: { count: 0, totalWon: 0, federalWithheld: 0, stateWithheld: null } });
    expect(none.w2g).toEqual({ figure: 'None', detail: 'No W-2G form in 2026: no tax withheld.' });
  });

  it('a year of losses only, and a year without a losing session: nothing to deduct, said why', () => {
    const lossesOnly = taxAnswer({
      ...year2026,
      gains: 0,
      loss: { gains: 0, losses: 300, allowedBeforeCap: 270, deductible: 0, cappedAtGains: true, rate: 0.9 },
    });
    expect(lossesOnly.income).toBe('$0.00');
    expect(lossesOnly.deduction).toEqual({
      figure: '$0.00',
      detail: 'Losses count only up to gambling income: none in 2026.',
    });
    const winsOnly = taxAnswer({
      ...year2026,
      loss: { gains: 6120, losses: 0, allowedBeforeCap: 0, deductible: 0, cappedAtGains: false, rate: 0.9 },
    });
    expect(winsOnly.deduction.detail).toBe('No losing session in 2026: nothing to deduct.');
  });
});

describe('taxAnswerNotes', () => {
  it("names the year's W-2G threshold", () => {
    expect(taxAnswerNotes(2025, 1200).w2g).toBe(
      'What was withheld is tax already paid: you can claim it on your return. A casino gives you a W-2G for a slot jackpot of $1,200 or more paid in 2025.',
    );
    expect(taxAnswerNotes(2026, 2000).w2g).toContain('$2,000 or more paid in 2026.');
  });
});

describe('incomeWhy: the sentence on top when the income is not the W-2G total', () => {
  const none = { less: 0, more: 0, other: 0, otherSessions: 0, elsewhere: 0 };
  it("says the issue's night in one sentence, with its figures", () => {
    // lib/tax/income-explained.test.ts: a $1,500 hand pay on a day that lost $68 on the machines.
    expect(incomeWhy({ ...none, w2gTotal: 1500, forms: 1, formSessions: 1, less: 68, income: 1432 }, 2026)).toBe(
      'Your $1,500.00 W-2G, less $68.00 of losses on that day at that casino: $1,432.00 to report.',
    );
  });

  it('names every part of a year: losses, more won, sessions without a form, a form counted the year before', () => {
    const e = {
      w2gTotal: 4200,
      forms: 3,
      less: 1568,
      formSessions: 3,
      more: 100,
      other: 1040,
      otherSessions: 1,
      elsewhere: 0,
      income: 3772,
    };
    expect(incomeWhy(e, 2026)).toBe(
      'Your 3 W-2Gs ($4,200.00), less $1,568.00 of losses on the same days at the same casinos, plus $100.00 more won on those days, ' +
        'plus $1,040.00 won in a session without a W-2G: $3,772.00 to report.',
    );
    expect(incomeWhy({ ...none, w2gTotal: 1300, forms: 1, formSessions: 0, elsewhere: 1300, income: 0 }, 2026)).toBe(
      'Your $1,300.00 W-2G, less $1,300.00 won in a casino session that began in 2025 (counted there): $0.00 to report.',
    );
    expect(incomeWhy({ ...none, w2gTotal: 0, forms: 0, formSessions: 0, other: 250, otherSessions: 2, income: 250 }, 2025)).toBe(
      'No W-2G form in 2025: your winning sessions added up to $250.00, all of it to report.',
    );
  });

  it('says nothing when the income is the W-2G total', () => {
    expect(incomeWhy({ ...none, w2gTotal: 1500, forms: 1, formSessions: 1, income: 1500 }, 2026)).toBeNull();
    expect(incomeWhy({ ...none, w2gTotal: 0, forms: 0, formSessions: 0, income: 0 }, 2026)).toBeNull();
  });
});
