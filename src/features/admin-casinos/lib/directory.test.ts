import { formatLocation, sanitizeSearch } from './directory';

const blank = { street_address: null, city: null, state: null, zip_code: null, location: null };

describe('formatLocation', () => {
  it('joins the address parts that exist', () => {
    expect(formatLocation({ ...blank, street_address: '1 Main St', city: 'Reno', state: 'NV', zip_code: '89501' })).toBe(
      '1 Main St, Reno, NV, 89501',
    );
    expect(formatLocation({ ...blank, city: 'Reno', state: 'NV' })).toBe('Reno, NV');
  });
  it('falls back to the location text, then to Address not specified', () => {
    expect(formatLocation({ ...blank, location: 'Downtown' })).toBe('Downtown');
    expect(formatLocation(blank)).toBe('Address not specified');
  });
});

describe('sanitizeSearch', () => {
  it('drops characters with meaning in a PostgREST or() filter', () => {
    expect(sanitizeSearch(' a,b(c)%*d ')).toBe('a b c d');
  });
});
