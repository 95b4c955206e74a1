import {
  ageBadge,
  directionsUrl,
  formatAddress,
  hoursForDay,
  moreLabel,
  takeWithMore,
  todayHours,
  websiteHref,
  websiteLabel,
  weeklyHours,
} from './casino-format';

// 2026-03-02 is a Monday, 2026-03-08 a Sunday.
const monday = new Date(2026, 2, 2, 12);
const sunday = new Date(2026, 2, 8, 12);

describe("today's hours", () => {
  it('reads the general entry', () => {
    expect(todayHours({ general: '24/7' }, monday)).toBe('24/7');
    expect(todayHours({ general: '8:00 AM - 2:00 AM' }, sunday)).toBe('8:00 AM - 2:00 AM');
  });

  it('reads the short weekday key of today', () => {
    const hours = { mon: '9:00 AM - 4:00 AM', fri: '24 hours', sun: '12:00 PM - 12:00 AM' };
    expect(todayHours(hours, monday)).toBe('9:00 AM - 4:00 AM');
    expect(todayHours(hours, sunday)).toBe('12:00 PM - 12:00 AM');
  });

  it('accepts full and capitalised day names', () => {
    expect(hoursForDay({ Monday: '10 AM - 2 AM' }, 'mon')).toBe('10 AM - 2 AM');
    expect(hoursForDay({ Mon: '10 AM - 2 AM' }, 'mon')).toBe('10 AM - 2 AM');
  });

  it('prefers the day over general', () => {
    expect(hoursForDay({ general: '24/7', sun: 'Closed' }, 'sun')).toBe('Closed');
    expect(hoursForDay({ general: '24/7', sun: 'Closed' }, 'mon')).toBe('24/7');
  });

  it("defaults to '24/7'", () => {
    expect(todayHours({}, monday)).toBe('24/7');
    expect(todayHours(null, monday)).toBe('24/7');
    expect(todayHours({ tue: '9 - 5' }, monday)).toBe('24/7');
    expect(todayHours({ mon: '   ' }, monday)).toBe('24/7');
    expect(todayHours(['mon'], monday)).toBe('24/7');
  });

  it('uses a plain string for every day', () => {
    expect(todayHours('Open daily 8 AM - 4 AM', sunday)).toBe('Open daily 8 AM - 4 AM');
  });

  it('lists the week from Monday', () => {
    const week = weeklyHours({ general: '24/7', sat: '24 hours' });
    expect(week.map((d) => d.label)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(week[5].hours).toBe('24 hours');
    expect(week[0].hours).toBe('24/7');
  });
});

describe("'+N more'", () => {
  const amenities = ['ATM', 'Valet Parking', 'Gift Shop', 'Wi-Fi', 'VIP Area'];

  it('keeps the first items and counts the rest', () => {
    expect(takeWithMore(amenities, 3)).toEqual({ shown: ['ATM', 'Valet Parking', 'Gift Shop'], more: 2 });
    expect(moreLabel(2)).toBe('+2 more');
  });

  it('has no label when nothing is left', () => {
    expect(takeWithMore(['Buffet', 'Deli'], 2)).toEqual({ shown: ['Buffet', 'Deli'], more: 0 });
    expect(takeWithMore(null, 2)).toEqual({ shown: [], more: 0 });
    expect(moreLabel(0)).toBeNull();
  });
});

describe('links and badges', () => {
  it('prefixes https when the website has no scheme', () => {
    expect(websiteHref('bellagio.mgmresorts.com')).toBe('https://bellagio.mgmresorts.com');
    expect(websiteHref('http://example.com')).toBe('http://example.com');
    expect(websiteHref('HTTPS://Example.com')).toBe('HTTPS://Example.com');
    expect(websiteHref('  ')).toBeNull();
    expect(websiteLabel('https://caesars.com/caesars-palace/')).toBe('caesars.com/caesars-palace');
  });

  const bellagio = {
    name: 'Bellagio',
    street_address: '3600 S Las Vegas Blvd',
    city: 'Las Vegas',
    state: 'NV',
    zip_code: '89109',
    latitude: 36.1126,
    longitude: -115.1767,
  };

  it('formats the address and a directions URL', () => {
    expect(formatAddress(bellagio)).toBe('3600 S Las Vegas Blvd, Las Vegas, NV 89109');
    expect(directionsUrl(bellagio)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Bellagio%2C%203600%20S%20Las%20Vegas%20Blvd%2C%20Las%20Vegas%2C%20NV%2089109',
    );
  });

  it('falls back to coordinates, or no link', () => {
    const bare = { name: 'X', street_address: null, city: null, state: null, zip_code: null, latitude: 36.1, longitude: -115.2 };
    expect(directionsUrl(bare)).toBe('https://www.google.com/maps/dir/?api=1&destination=36.1%2C-115.2');
    expect(directionsUrl({ ...bare, latitude: null })).toBeNull();
  });

  it('shows an age badge only when the requirement is not 21', () => {
    expect(ageBadge(21)).toBeNull();
    expect(ageBadge(18)).toBe('18+');
    expect(ageBadge(25)).toBe('25+');
  });
});
