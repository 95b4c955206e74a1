import { playLimitsFormSchema, playLimitsPayload } from './save-play-limits';

const messages = (v: Record<string, string>) =>
  Object.fromEntries((playLimitsFormSchema.safeParse({ ...blank, ...v }).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
const blank = { casino_session_loss_limit: '', day_loss_limit: '', month_loss_limit: '', time_hours: '', time_minutes: '' };

describe('the Play limits form', () => {
  it('answers each slip under its own field only: a minus sign, letters, "1e9"', () => {
    expect(messages({ time_minutes: '1e9' })).toEqual({ time_minutes: 'Minutes must be a whole number, e.g. 2' });
    expect(messages({ time_hours: '1e9', time_minutes: '30' })).toEqual({ time_hours: 'Hours must be a whole number, e.g. 2' });
    expect(messages({ time_hours: '-20' })).toEqual({ time_hours: 'Hours must be 0 or more' });
    expect(messages({ time_minutes: 'abc' })).toEqual({ time_minutes: 'Minutes must be a whole number, e.g. 2' });
    expect(messages({ day_loss_limit: '1e9' })).toEqual({
      day_loss_limit: 'Loss limit per day must be written in digits, e.g. 1,500 or 12.50',
    });
    expect(messages({ month_loss_limit: '-20' })).toEqual({ month_loss_limit: 'Loss limit per month must be more than 0' });
  });

  it('keeps its limits: 48 hours at most, and the payload of what was typed', () => {
    expect(messages({ time_hours: '48', time_minutes: '1' })).toEqual({ time_hours: 'A time limit can be at most 48 hours' });
    expect(messages({ time_minutes: '60' })).toEqual({ time_minutes: 'Minutes must be 59 or less' });
    const values = playLimitsFormSchema.parse({ ...blank, day_loss_limit: '1,200', time_hours: '2', time_minutes: '30' });
    expect(playLimitsPayload(values)).toEqual({
      casino_session_loss_limit: null,
      day_loss_limit: 1200,
      month_loss_limit: null,
      casino_session_time_limit_minutes: 150,
    });
  });
});
