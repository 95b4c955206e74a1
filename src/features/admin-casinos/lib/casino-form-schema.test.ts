import { URL_ATTACKS } from '@/test/url-attacks';
import { casinoFormSchema, casinoToFormValues, emptyCasinoForm, toCasinoPayload, type CasinoRow } from './casino-form-schema';

const valid = () => ({ ...emptyCasinoForm(), name: 'Test Casino' });
const errorsOf = (values: ReturnType<typeof valid>) => {
  const r = casinoFormSchema.safeParse(values);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('casino form schema', () => {
  it('requires a name and defaults the age requirement to 21', () => {
    expect(errorsOf({ ...valid(), name: '   ' })).toEqual({ name: 'Casino name is required' });
    expect(emptyCasinoForm().age_requirement).toBe('21');
  });

  it.each([
    ['90', true],
    ['-90', true],
    ['90.0001', false],
    ['-91', false],
    ['abc', false],
    ['', true],
  ])('latitude %s valid=%s', (latitude, ok) => {
    expect('latitude' in errorsOf({ ...valid(), latitude })).toBe(!ok);
  });

  it.each([
    ['180', true],
    ['-180', true],
    ['180.5', false],
    ['-181', false],
  ])('longitude %s valid=%s', (longitude, ok) => {
    const errors = errorsOf({ ...valid(), longitude });
    expect('longitude' in errors).toBe(!ok);
    if (!ok) expect(errors.longitude).toBe('Longitude must be between -180 and 180');
  });

  it('keeps the age requirement within 18 to 25', () => {
    expect(errorsOf({ ...valid(), age_requirement: '17' })).toHaveProperty('age_requirement');
    expect(errorsOf({ ...valid(), age_requirement: '26' })).toHaveProperty('age_requirement');
    expect(errorsOf({ ...valid(), age_requirement: '18' })).toEqual({});
  });

  it('converts to a row: blanks to null, numbers parsed, empty hours dropped', () => {
    const payload = toCasinoPayload({
      ...valid(),
      latitude: '36.1',
      longitude: '-115.2',
      slot_machine_count: '1200',
      operating_hours: { ...emptyCasinoForm().operating_hours, general: ' 24/7 ' },
      amenities: ['ATM'],
    });
    expect(payload).toMatchObject({
      name: 'Test Casino',
      phone: null,
      casino_type: null,
      latitude: 36.1,
      longitude: -115.2,
      slot_machine_count: 1200,
      age_requirement: 21,
      operating_hours: { general: '24/7' },
      amenities: ['ATM'],
    });
  });

  it('round-trips a stored casino', () => {
    const row = {
      ...toCasinoPayload(valid()),
      casino_type: 'Tribal Casino',
      operating_hours: { mon: '9 AM - 5 PM' },
      latitude: 10.5,
    } as unknown as CasinoRow;
    const values = casinoToFormValues(row);
    expect(values.casino_type).toBe('Tribal Casino');
    expect(values.operating_hours.mon).toBe('9 AM - 5 PM');
    expect(values.latitude).toBe('10.5');
    expect(values.phone).toBe('');
  });
});

describe('website and image URL', () => {
  it('take http(s) (a bare host for the website) and refuse everything else', () => {
    const parse = (field: 'website' | 'image_url', value: string) =>
      casinoFormSchema.safeParse({ ...emptyCasinoForm(), name: 'c', [field]: value }).success;
    expect([
      parse('website', 'bellagio.mgmresorts.com'),
      parse('website', 'https://a.example.com'),
      parse('image_url', 'https://a.example.com/x.png'),
    ]).toEqual([true, true, true]);
    expect(parse('image_url', 'bellagio.mgmresorts.com')).toBe(false);
    expect(URL_ATTACKS.filter((u) => parse('website', u) || parse('image_url', u))).toEqual([]);
  });
});
