/**
 * Real US casinos, hand-compiled from general knowledge (not scraped): names, cities, states,
 * street addresses and zip codes as best known, coordinates to ~3 decimals, approximate slot counts.
 * Most rows are therefore 'pending' validation; only well-known flagships are 'validated'.
 * Plain data, no imports: bundled by edge functions and read by scripts/gen-seed.ts.
 */

export const CASINO_TYPES = ['Resort Casino', 'Tribal Casino', 'Riverboat Casino', 'Racetrack Casino', 'Commercial Casino', 'Other'] as const;
export type CasinoType = (typeof CASINO_TYPES)[number];
export type GamingClass = 'Class II' | 'Class III' | 'Both';
export type ValidationStatus = 'pending' | 'flagged' | 'validated';

export const AMENITIES = ['ATM', 'Valet Parking', 'Gift Shop', 'Free Parking', 'Wi-Fi', 'VIP Area', 'Player Rewards Center', 'Security', 'Coat Check'] as const;
export type Amenity = (typeof AMENITIES)[number];
export const DINING = ['Buffet', 'Sports Bar', 'Fine Dining', 'Casual Dining', 'Coffee Shop', 'Food Court', 'Room Service', 'Deli', 'Pizza', 'Fast Food'] as const;
export type Dining = (typeof DINING)[number];
export const SPECIAL_FEATURES = ['Live Entertainment', 'Poker Room', 'Sports Betting', 'High Limit Area', 'Non-Smoking Section', 'Tournament Area', 'Private Gaming', 'Bingo Hall'] as const;
export type SpecialFeature = (typeof SPECIAL_FEATURES)[number];

/** `{ general: '24/7' }` or per short weekday (`mon` ... `sun`). */
export type OperatingHours = Readonly<Record<string, string>>;

export interface UsCasino {
  name: string;
  street_address: string;
  city: string;
  /** 2-letter state code. */
  state: string;
  zip_code: string;
  latitude: number;
  longitude: number;
  phone: string | null;
  website: string | null;
  casino_type: CasinoType;
  gaming_machine_class: GamingClass;
  slot_machine_count: number;
  has_table_games: boolean;
  amenities: readonly Amenity[];
  dining_options: readonly Dining[];
  special_features: readonly SpecialFeature[];
  hotel_attached: boolean;
  parking_info: string;
  smoking_policy: string;
  dress_code: string;
  age_requirement: number;
  operating_hours: OperatingHours;
  rewards_program: string | null;
  validation_status: ValidationStatus;
  is_verified: boolean;
  verification_notes: string | null;
}

interface Opts {
  phone?: string;
  web?: string;
  rewards?: string;
  hotel?: boolean;
  tables?: boolean;
  cls?: GamingClass;
  age?: number;
  hours?: OperatingHours;
  amen?: readonly Amenity[];
  dine?: readonly Dining[];
  feat?: readonly SpecialFeature[];
  smoking?: string;
  parking?: string;
  dress?: string;
  /** 'validated' (flagship, hand-checked) or 'flagged' (needs review, with a note). */
  status?: 'validated' | 'flagged';
  note?: string;
}

const H24: OperatingHours = { general: '24/7' };

const R = {
  caesars: 'Caesars Rewards',
  mgm: 'MGM Rewards',
  boyd: 'B Connected',
  penn: 'PENN Play',
  station: 'My Boarding Pass',
  golden: 'True Rewards',
  rush: 'Rush Rewards',
  unity: 'Unity by Hard Rock',
  momentum: 'Momentum',
  wynn: 'Wynn Rewards',
  grazie: 'Grazie Rewards',
  live: 'Live! Rewards',
  nugget: '24K Select Club',
  serrano: 'Club Serrano',
  windcreek: 'Wind Creek Rewards',
  bally: 'Bally Rewards',
} as const;

const PROFILE: Record<CasinoType, { amen: Amenity[]; dine: Dining[]; feat: SpecialFeature[]; hotel: boolean; parking: string; dress: string }> = {
  'Resort Casino': {
    amen: ['ATM', 'Valet Parking', 'Gift Shop', 'Wi-Fi', 'VIP Area', 'Player Rewards Center', 'Security', 'Coat Check'],
    dine: ['Fine Dining', 'Buffet', 'Casual Dining', 'Sports Bar', 'Coffee Shop', 'Room Service', 'Food Court'],
    feat: ['Live Entertainment', 'Poker Room', 'Sports Betting', 'High Limit Area', 'Non-Smoking Section', 'Private Gaming'],
    hotel: true,
    parking: 'Self-parking garage and valet parking',
    dress: 'Casual; some restaurants and nightclubs enforce a dress code',
  },
  'Tribal Casino': {
    amen: ['ATM', 'Free Parking', 'Valet Parking', 'Gift Shop', 'Wi-Fi', 'Player Rewards Center', 'Security'],
    dine: ['Buffet', 'Casual Dining', 'Sports Bar', 'Coffee Shop', 'Food Court'],
    feat: ['Live Entertainment', 'High Limit Area', 'Non-Smoking Section', 'Tournament Area'],
    hotel: false,
    parking: 'Free surface parking and parking garage; valet available',
    dress: 'Casual',
  },
  'Riverboat Casino': {
    amen: ['ATM', 'Free Parking', 'Valet Parking', 'Player Rewards Center', 'Security', 'Wi-Fi'],
    dine: ['Buffet', 'Casual Dining', 'Sports Bar', 'Coffee Shop'],
    feat: ['Live Entertainment', 'High Limit Area', 'Sports Betting'],
    hotel: false,
    parking: 'Free garage and surface parking; valet available',
    dress: 'Casual',
  },
  'Racetrack Casino': {
    amen: ['ATM', 'Free Parking', 'Player Rewards Center', 'Security', 'Wi-Fi'],
    dine: ['Sports Bar', 'Casual Dining', 'Food Court', 'Coffee Shop'],
    feat: ['Sports Betting', 'High Limit Area', 'Live Entertainment'],
    hotel: false,
    parking: 'Free surface parking at the track',
    dress: 'Casual',
  },
  'Commercial Casino': {
    amen: ['ATM', 'Free Parking', 'Valet Parking', 'Player Rewards Center', 'Security', 'Wi-Fi', 'Gift Shop'],
    dine: ['Casual Dining', 'Sports Bar', 'Fine Dining', 'Coffee Shop', 'Food Court'],
    feat: ['High Limit Area', 'Live Entertainment', 'Sports Betting'],
    hotel: false,
    parking: 'Free self-parking garage; valet available',
    dress: 'Casual',
  },
  Other: {
    amen: ['ATM', 'Free Parking', 'Player Rewards Center', 'Security'],
    dine: ['Casual Dining', 'Sports Bar'],
    feat: ['High Limit Area'],
    hotel: false,
    parking: 'Free parking',
    dress: 'Casual',
  },
};

const SMOKING: Record<string, string> = {
  NV: 'Smoking permitted on the casino floor; non-smoking areas available',
  NJ: 'Smoking permitted in designated areas (up to 25% of the casino floor)',
  PA: 'Smoking permitted in designated gaming areas only',
  CT: 'Smoking permitted in designated areas; smoke-free casino areas available',
  NY: 'Smoke-free indoors (tribal properties set their own policy)',
  MI: 'Smoking permitted in designated areas',
  IL: 'Smoke-free (Smoke Free Illinois Act)',
  IN: 'Smoking permitted in designated areas',
  MO: 'Smoking permitted in designated areas',
  MS: 'Smoking permitted in designated areas',
  LA: 'Smoking permitted in designated areas',
  OK: 'Smoking permitted; smoke-free gaming areas available',
  CA: 'Smoking permitted in designated areas; non-smoking sections available',
  AZ: 'Smoking permitted in designated areas; non-smoking sections available',
  FL: 'Smoking permitted in designated areas',
  NM: 'Smoking permitted in designated areas; non-smoking sections available',
  CO: 'Smoke-free (Colorado Clean Indoor Air Act)',
  IA: 'Smoking permitted on the gaming floor (state casino exemption)',
  MN: 'Smoking permitted in designated areas; non-smoking sections available',
  WA: 'Smoke-free indoors; designated outdoor smoking areas',
  OR: 'Smoking permitted in designated areas; non-smoking sections available',
  MD: 'Smoke-free indoors; outdoor smoking patios',
  MA: 'Smoke-free',
  OH: 'Smoke-free (Ohio Smoke-Free Workplace Act)',
  DE: 'Smoke-free (Delaware Clean Indoor Air Act)',
  SD: 'Smoke-free',
  KS: 'Smoking permitted on the gaming floor (state casino exemption)',
  NC: 'Smoke-free indoors; designated outdoor smoking areas',
  WI: 'Smoking permitted in designated areas',
  WV: 'Smoking permitted in designated areas',
};

function c(
  name: string,
  street_address: string,
  city: string,
  state: string,
  zip_code: string,
  latitude: number,
  longitude: number,
  casino_type: CasinoType,
  slot_machine_count: number,
  o: Opts = {},
): UsCasino {
  const p = PROFILE[casino_type];
  return {
    name,
    street_address,
    city,
    state,
    zip_code,
    latitude,
    longitude,
    phone: o.phone ?? null,
    website: o.web ?? null,
    casino_type,
    gaming_machine_class: o.cls ?? 'Class III',
    slot_machine_count,
    has_table_games: o.tables ?? true,
    amenities: o.amen ?? p.amen,
    dining_options: o.dine ?? p.dine,
    special_features: o.feat ?? p.feat,
    hotel_attached: o.hotel ?? p.hotel,
    parking_info: o.parking ?? p.parking,
    smoking_policy: o.smoking ?? SMOKING[state] ?? 'Smoking permitted in designated areas',
    dress_code: o.dress ?? p.dress,
    age_requirement: o.age ?? 21,
    operating_hours: o.hours ?? H24,
    rewards_program: o.rewards ?? null,
    validation_status: o.status ?? 'pending',
    is_verified: o.status === 'validated',
    verification_notes:
      o.note ??
      (o.status === 'validated'
        ? 'Flagship property: name, address, coordinates and phone hand-checked when the seed was compiled (no live source consulted).'
        : null),
  };
}

const V = 'validated' as const;
const F = 'flagged' as const;
const T = 'Tribal Casino' as const;
const RS = 'Resort Casino' as const;
const RB = 'Riverboat Casino' as const;
const RT = 'Racetrack Casino' as const;
const CC = 'Commercial Casino' as const;
const OT = 'Other' as const;

export const US_CASINOS: readonly UsCasino[] = [
  // ---------------------------------------------------------------- Nevada: Las Vegas Strip
  c('Bellagio', '3600 S Las Vegas Blvd', 'Las Vegas', 'NV', '89109', 36.1126, -115.1767, RS, 2300, { phone: '(702) 693-7111', web: 'bellagio.mgmresorts.com', rewards: R.mgm, status: V }),
  c('Caesars Palace', '3570 S Las Vegas Blvd', 'Las Vegas', 'NV', '89109', 36.1162, -115.1745, RS, 1300, { phone: '(866) 227-5938', web: 'caesars.com/caesars-palace', rewards: R.caesars, status: V }),
  c('MGM Grand', '3799 S Las Vegas Blvd', 'Las Vegas', 'NV', '89109', 36.1025, -115.1703, RS, 2500, { phone: '(877) 880-0880', web: 'mgmgrand.mgmresorts.com', rewards: R.mgm, status: V }),
  c('The Venetian Resort', '3355 S Las Vegas Blvd', 'Las Vegas', 'NV', '89109', 36.1212, -115.1697, RS, 1900, { phone: '(702) 414-1000', web: 'venetianlasvegas.com', rewards: R.grazie, status: V }),
  c('The Palazzo', '3325 S Las Vegas Blvd', 'Las Vegas', 'NV', '89109', 36.1244, -115.1683, RS, 1100, { web: 'venetianlasvegas.com', rewards: R.grazie }),
  c('Wynn Las Vegas', '3131 S Las Vegas Blvd', 'Las Vegas', 'NV', '89109', 36.1265, -115.1657, RS, 1800, { phone: '(702) 770-7000', web: 'wynnlasvegas.com', rewards: R.wynn, status: V, dress: 'Resort casual; elegant attire in fine dining' }),
  c('Encore Las Vegas', '3121 S Las Vegas Blvd', 'Las Vegas', 'NV', '89109', 36.1289, -115.1650, RS, 700, { web: 'wynnlasvegas.com', rewards: R.wynn }),
  c('Aria Resort & Casino', '3730 S Las Vegas Blvd', 'Las Vegas', 'NV', '89158', 36.1073, -115.1766, RS, 1900, { phone: '(702) 590-7111', web: 'aria.mgmresorts.com', rewards: R.mgm }),
  c('The Cosmopolitan of Las Vegas', '3708 S Las Vegas Blvd', 'Las Vegas', 'NV', '89109', 36.1098, -115.1740, RS, 1300, { web: 'cosmopolitanlasvegas.mgmresorts.com', rewards: R.mgm }),
  c('Mandalay Bay', '3950 S Las Vegas Blvd', 'Las Vegas', 'NV', '89119', 36.0917, -115.1745, RS, 1200, { phone: '(702) 632-7777', web: 'mandalaybay.mgmresorts.com', rewards: R.mgm }),
  c('Luxor', '3900 S Las Vegas Blvd', 'Las Vegas', 'NV', '89119', 36.0955, -115.1761, RS, 1000, { web: 'luxor.mgmresorts.com', rewards: R.mgm }),
  c('Excalibur', '3850 S Las Vegas Blvd', 'Las Vegas', 'NV', '89109', 36.0988, -115.1754, RS, 1200, { web: 'excalibur.mgmresorts.com', rewards: R.mgm }),
  c('New York-New York', '3790 S Las Vegas Blvd', 'Las Vegas', 'NV', '89109', 36.1024, -115.1745, RS, 1300, { web: 'newyorknewyork.mgmresorts.com', rewards: R.mgm }),
  c('Park MGM', '3770 S Las Vegas Blvd', 'Las Vegas', 'NV', '89109', 36.1030, -115.1766, RS, 1000, { web: 'parkmgm.mgmresorts.com', rewards: R.mgm, smoking: 'Smoke-free property' }),
  c('Paris Las Vegas', '3655 S Las Vegas Blvd', 'Las Vegas', 'NV', '89109', 36.1125, -115.1707, RS, 1100, { web: 'caesars.com/paris-las-vegas', rewards: R.caesars }),
  c('Horseshoe Las Vegas', '3645 S Las Vegas Blvd', 'Las Vegas', 'NV', '89109', 36.1142, -115.1693, RS, 1000, { web: 'caesars.com/horseshoe-las-vegas', rewards: R.caesars }),
  c('Flamingo Las Vegas', '3555 S Las Vegas Blvd', 'Las Vegas', 'NV', '89109', 36.1162, -115.1709, RS, 1200, { web: 'caesars.com/flamingo-las-vegas', rewards: R.caesars }),
  c('The LINQ Hotel + Experience', '3535 S Las Vegas Blvd', 'Las Vegas', 'NV', '89109', 36.1177, -115.1706, RS, 750, { web: 'caesars.com/linq', rewards: R.caesars }),
  c("Harrah's Las Vegas", '3475 S Las Vegas Blvd', 'Las Vegas', 'NV', '89109', 36.1196, -115.1717, RS, 1100, { web: 'caesars.com/harrahs-las-vegas', rewards: R.caesars }),
  c('Planet Hollywood Resort & Casino', '3667 S Las Vegas Blvd', 'Las Vegas', 'NV', '89109', 36.1100, -115.1719, RS, 1200, { web: 'caesars.com/planet-hollywood', rewards: R.caesars }),
  c('The Cromwell', '3595 S Las Vegas Blvd', 'Las Vegas', 'NV', '89109', 36.1154, -115.1737, RS, 440, { web: 'caesars.com/the-cromwell', rewards: R.caesars }),
  c('Treasure Island', '3300 S Las Vegas Blvd', 'Las Vegas', 'NV', '89109', 36.1247, -115.1721, RS, 900, { web: 'treasureisland.com' }),
  c('Resorts World Las Vegas', '3000 S Las Vegas Blvd', 'Las Vegas', 'NV', '89109', 36.1340, -115.1655, RS, 1400, { web: 'rwlasvegas.com', rewards: 'Genting Rewards' }),
  c('Fontainebleau Las Vegas', '2777 S Las Vegas Blvd', 'Las Vegas', 'NV', '89109', 36.1367, -115.1608, RS, 1300, { web: 'fontainebleaulasvegas.com', status: F, note: 'Opened December 2023; slot count and phone still to be confirmed.' }),
  c('Circus Circus Las Vegas', '2880 S Las Vegas Blvd', 'Las Vegas', 'NV', '89109', 36.1372, -115.1638, RS, 1000, { web: 'circuscircus.com' }),
  c('Sahara Las Vegas', '2535 S Las Vegas Blvd', 'Las Vegas', 'NV', '89109', 36.1421, -115.1568, RS, 700, { web: 'saharalasvegas.com' }),
  c('The STRAT Hotel, Casino & Tower', '2000 S Las Vegas Blvd', 'Las Vegas', 'NV', '89104', 36.1475, -115.1566, RS, 800, { web: 'thestrat.com', rewards: R.golden }),
  // ---------------------------------------------------------------- Nevada: off-Strip and locals
  c('Virgin Hotels Las Vegas', '4455 Paradise Rd', 'Las Vegas', 'NV', '89169', 36.1092, -115.1533, RS, 500, { web: 'virginhotelslv.com' }),
  c('Palms Casino Resort', '4321 W Flamingo Rd', 'Las Vegas', 'NV', '89103', 36.1146, -115.1949, RS, 1300, { web: 'palms.com', rewards: R.serrano }),
  c('Rio Hotel & Casino', '3700 W Flamingo Rd', 'Las Vegas', 'NV', '89103', 36.1169, -115.1876, RS, 1000, { web: 'riolasvegas.com' }),
  c('Red Rock Casino Resort & Spa', '11011 W Charleston Blvd', 'Las Vegas', 'NV', '89135', 36.1572, -115.3085, RS, 2500, { web: 'redrockresort.com', rewards: R.station }),
  c('Green Valley Ranch Resort', '2300 Paseo Verde Pkwy', 'Henderson', 'NV', '89052', 36.0079, -115.1126, RS, 2100, { web: 'greenvalleyranch.com', rewards: R.station }),
  c('Durango Casino & Resort', '6915 S Durango Dr', 'Las Vegas', 'NV', '89113', 36.0570, -115.2795, CC, 2000, { web: 'durangoresort.com', rewards: R.station }),
  c('Sunset Station', '1301 W Sunset Rd', 'Henderson', 'NV', '89014', 36.0637, -115.0355, RS, 2000, { web: 'sunsetstation.com', rewards: R.station }),
  c('Boulder Station', '4111 Boulder Hwy', 'Las Vegas', 'NV', '89121', 36.1470, -115.0913, RS, 2300, { web: 'boulderstation.com', rewards: R.station }),
  c('Palace Station', '2411 W Sahara Ave', 'Las Vegas', 'NV', '89102', 36.1449, -115.1797, RS, 1400, { web: 'palacestation.com', rewards: R.station }),
  c('Santa Fe Station', '4949 N Rancho Dr', 'Las Vegas', 'NV', '89130', 36.2602, -115.2458, RS, 2500, { web: 'santafestation.com', rewards: R.station }),
  c("Sam's Town Las Vegas", '5111 Boulder Hwy', 'Las Vegas', 'NV', '89122', 36.1130, -115.0623, RS, 1800, { web: 'samstownlv.com', rewards: R.boyd, feat: ['Bingo Hall', 'Live Entertainment', 'High Limit Area', 'Poker Room'] }),
  c('The Orleans Hotel & Casino', '4500 W Tropicana Ave', 'Las Vegas', 'NV', '89103', 36.1028, -115.2015, RS, 2500, { web: 'orleanscasino.com', rewards: R.boyd, feat: ['Bingo Hall', 'Poker Room', 'Live Entertainment', 'High Limit Area'] }),
  c('South Point Hotel, Casino & Spa', '9777 S Las Vegas Blvd', 'Las Vegas', 'NV', '89183', 36.0126, -115.1749, RS, 2300, { web: 'southpointcasino.com', feat: ['Bingo Hall', 'Poker Room', 'Live Entertainment', 'Sports Betting', 'High Limit Area'] }),
  c('M Resort Spa Casino', '12300 S Las Vegas Blvd', 'Henderson', 'NV', '89044', 35.9650, -115.1671, RS, 1800, { web: 'themresort.com', rewards: R.penn }),
  // ---------------------------------------------------------------- Nevada: Downtown Las Vegas
  c('Golden Nugget Las Vegas', '129 E Fremont St', 'Las Vegas', 'NV', '89101', 36.1706, -115.1447, RS, 1200, { phone: '(702) 385-7111', web: 'goldennugget.com/las-vegas', rewards: R.nugget, status: V }),
  c('Circa Resort & Casino', '8 Fremont St', 'Las Vegas', 'NV', '89101', 36.1715, -115.1460, RS, 1350, { web: 'circalasvegas.com', age: 21, feat: ['Sports Betting', 'High Limit Area', 'Live Entertainment'] }),
  c('The D Las Vegas', '301 Fremont St', 'Las Vegas', 'NV', '89101', 36.1694, -115.1427, RS, 700, { web: 'thed.com' }),
  c('Fremont Hotel & Casino', '200 E Fremont St', 'Las Vegas', 'NV', '89101', 36.1703, -115.1437, RS, 1000, { web: 'fremontcasino.com', rewards: R.boyd }),
  c('California Hotel & Casino', '12 E Ogden Ave', 'Las Vegas', 'NV', '89101', 36.1736, -115.1443, RS, 1100, { web: 'thecal.com', rewards: R.boyd }),
  c('Main Street Station', '200 N Main St', 'Las Vegas', 'NV', '89101', 36.1745, -115.1460, RS, 800, { web: 'mainstreetcasino.com', rewards: R.boyd }),
  c('Four Queens', '202 E Fremont St', 'Las Vegas', 'NV', '89101', 36.1700, -115.1434, RS, 700, { web: 'fourqueens.com' }),
  c("Binion's Gambling Hall", '128 E Fremont St', 'Las Vegas', 'NV', '89101', 36.1712, -115.1445, CC, 350, { web: 'binions.com', feat: ['Poker Room', 'High Limit Area'] }),
  c('El Cortez Hotel & Casino', '600 E Fremont St', 'Las Vegas', 'NV', '89101', 36.1687, -115.1390, RS, 800, { web: 'elcortezhotelcasino.com' }),
  c('Downtown Grand', '206 N 3rd St', 'Las Vegas', 'NV', '89101', 36.1728, -115.1428, RS, 600, { web: 'downtowngrand.com' }),
  c('Golden Gate Hotel & Casino', '1 Fremont St', 'Las Vegas', 'NV', '89101', 36.1716, -115.1458, RS, 300, { web: 'goldengatecasino.com' }),
  // ---------------------------------------------------------------- Nevada: Reno, Tahoe, Laughlin
  c('Peppermill Resort Spa Casino', '2707 S Virginia St', 'Reno', 'NV', '89502', 39.4982, -119.8086, RS, 1900, { phone: '(775) 826-2121', web: 'peppermillreno.com' }),
  c('Atlantis Casino Resort Spa', '3800 S Virginia St', 'Reno', 'NV', '89502', 39.4887, -119.7950, RS, 1400, { web: 'atlantiscasino.com' }),
  c('Grand Sierra Resort', '2500 E 2nd St', 'Reno', 'NV', '89595', 39.5233, -119.7794, RS, 1500, { web: 'grandsierraresort.com' }),
  c('Eldorado Resort Casino', '345 N Virginia St', 'Reno', 'NV', '89501', 39.5296, -119.8141, RS, 1300, { web: 'caesars.com/eldorado-reno', rewards: R.caesars }),
  c('Silver Legacy Resort Casino', '407 N Virginia St', 'Reno', 'NV', '89501', 39.5308, -119.8145, RS, 1200, { web: 'caesars.com/silver-legacy', rewards: R.caesars }),
  c('Circus Circus Reno', '500 N Sierra St', 'Reno', 'NV', '89503', 39.5320, -119.8154, RS, 800, { web: 'caesars.com/circus-circus-reno', rewards: R.caesars }),
  c("Harrah's Lake Tahoe", '15 US-50', 'Stateline', 'NV', '89449', 38.9608, -119.9417, RS, 800, { web: 'caesars.com/harrahs-tahoe', rewards: R.caesars }),
  c("Harrah's Laughlin", '2900 S Casino Dr', 'Laughlin', 'NV', '89029', 35.1453, -114.5744, RS, 900, { web: 'caesars.com/harrahs-laughlin', rewards: R.caesars }),
  c('Golden Nugget Laughlin', '2300 S Casino Dr', 'Laughlin', 'NV', '89029', 35.1631, -114.5712, RS, 600, { web: 'goldennugget.com/laughlin', rewards: R.nugget }),
  c('Edgewater Casino Resort', '2020 S Casino Dr', 'Laughlin', 'NV', '89029', 35.1676, -114.5703, RS, 800, { web: 'edgewater-casino.com' }),
  c('Riverside Resort Hotel & Casino', '1650 S Casino Dr', 'Laughlin', 'NV', '89029', 35.1742, -114.5707, RS, 1200, { web: 'riversideresort.com', feat: ['Bingo Hall', 'Live Entertainment', 'High Limit Area'] }),
  c('Aquarius Casino Resort', '1900 S Casino Dr', 'Laughlin', 'NV', '89029', 35.1703, -114.5705, RS, 1100, { web: 'aquariuscasinoresort.com' }),
  // ---------------------------------------------------------------- New Jersey: Atlantic City
  c('Borgata Hotel Casino & Spa', '1 Borgata Way', 'Atlantic City', 'NJ', '08401', 39.3784, -74.4331, RS, 3000, { phone: '(609) 317-1000', web: 'theborgata.com', rewards: R.mgm, status: V }),
  c('Hard Rock Hotel & Casino Atlantic City', '1000 Boardwalk', 'Atlantic City', 'NJ', '08401', 39.3586, -74.4198, RS, 2200, { web: 'hardrockhotels.com/atlantic-city', rewards: R.unity }),
  c('Ocean Casino Resort', '500 Boardwalk', 'Atlantic City', 'NJ', '08401', 39.3644, -74.4170, RS, 2100, { web: 'theoceanac.com' }),
  c('Caesars Atlantic City', '2100 Pacific Ave', 'Atlantic City', 'NJ', '08401', 39.3560, -74.4330, RS, 2000, { web: 'caesars.com/caesars-ac', rewards: R.caesars }),
  c("Harrah's Resort Atlantic City", '777 Harrahs Blvd', 'Atlantic City', 'NJ', '08401', 39.3847, -74.4286, RS, 2100, { web: 'caesars.com/harrahs-ac', rewards: R.caesars }),
  c('Tropicana Atlantic City', '2831 Boardwalk', 'Atlantic City', 'NJ', '08401', 39.3531, -74.4430, RS, 2400, { web: 'caesars.com/tropicana-ac', rewards: R.caesars }),
  c('Resorts Casino Hotel', '1133 Boardwalk', 'Atlantic City', 'NJ', '08401', 39.3592, -74.4224, RS, 1800, { web: 'resortsac.com' }),
  c("Bally's Atlantic City", '1900 Pacific Ave', 'Atlantic City', 'NJ', '08401', 39.3565, -74.4318, RS, 1500, { web: 'casinos.ballys.com/atlantic-city', rewards: R.bally }),
  c('Golden Nugget Atlantic City', 'Huron Ave & Brigantine Blvd', 'Atlantic City', 'NJ', '08401', 39.3808, -74.4272, RS, 1400, { web: 'goldennugget.com/atlantic-city', rewards: R.nugget }),
  // ---------------------------------------------------------------- Pennsylvania
  c('Parx Casino', '2999 Street Rd', 'Bensalem', 'PA', '19020', 40.1153, -74.9555, RT, 3200, { web: 'parxcasino.com', rewards: 'Xclub', feat: ['Poker Room', 'Sports Betting', 'High Limit Area', 'Live Entertainment'] }),
  c('Wind Creek Bethlehem', '77 Wind Creek Blvd', 'Bethlehem', 'PA', '18015', 40.6144, -75.3612, RS, 3000, { web: 'windcreek.com/bethlehem', rewards: R.windcreek }),
  c('Rivers Casino Pittsburgh', '777 Casino Dr', 'Pittsburgh', 'PA', '15212', 40.4474, -80.0243, CC, 2600, { web: 'riverscasino.com/pittsburgh', rewards: R.rush }),
  c('Rivers Casino Philadelphia', '1001 N Delaware Ave', 'Philadelphia', 'PA', '19125', 39.9632, -75.1336, CC, 1450, { web: 'riverscasino.com/philadelphia', rewards: R.rush }),
  c('Mohegan Pennsylvania', '1280 Highway 315', 'Wilkes-Barre', 'PA', '18702', 41.2396, -75.8206, RT, 1600, { web: 'mohegan.casino/pennsylvania', rewards: R.momentum }),
  c('Mount Airy Casino Resort', '312 Woodland Rd', 'Mount Pocono', 'PA', '18344', 41.1112, -75.3657, RS, 1700, { web: 'mountairycasino.com' }),
  c("Harrah's Philadelphia", '777 Harrahs Blvd', 'Chester', 'PA', '19013', 39.8448, -75.3712, RT, 1800, { web: 'caesars.com/harrahs-philly', rewards: R.caesars }),
  c('Hollywood Casino at Penn National Race Course', '777 Hollywood Blvd', 'Grantville', 'PA', '17028', 40.3720, -76.6733, RT, 2100, { web: 'hollywoodpnrc.com', rewards: R.penn }),
  c('Live! Casino & Hotel Philadelphia', '900 Packer Ave', 'Philadelphia', 'PA', '19148', 39.9097, -75.1693, RS, 2100, { web: 'philadelphia.livecasinohotel.com', rewards: R.live }),
  c('Presque Isle Downs & Casino', '8199 Perry Hwy', 'Erie', 'PA', '16509', 42.0685, -80.0396, RT, 1500, { web: 'presqueisledowns.com' }),
  c('Hollywood Casino at The Meadows', '210 Racetrack Rd', 'Washington', 'PA', '15301', 40.2227, -80.2196, RT, 2800, { web: 'hollywoodcasinothemeadows.com', rewards: R.penn }),
  // ---------------------------------------------------------------- Connecticut
  c('Mohegan Sun', '1 Mohegan Sun Blvd', 'Uncasville', 'CT', '06382', 41.4906, -72.0905, T, 5000, { phone: '(888) 226-7711', web: 'mohegansun.com', rewards: R.momentum, hotel: true, amen: PROFILE[RS].amen, dine: PROFILE[RS].dine, status: V }),
  c('Foxwoods Resort Casino', '350 Trolley Line Blvd', 'Mashantucket', 'CT', '06338', 41.4735, -71.9601, T, 4400, { phone: '(800) 369-9663', web: 'foxwoods.com', rewards: 'Foxwoods Rewards', hotel: true, amen: PROFILE[RS].amen, dine: PROFILE[RS].dine, feat: ['Live Entertainment', 'Poker Room', 'Sports Betting', 'High Limit Area', 'Bingo Hall', 'Non-Smoking Section'], status: V }),
  // ---------------------------------------------------------------- New York
  c('Resorts World Catskills', '888 Resorts World Dr', 'Monticello', 'NY', '12701', 41.6406, -74.6727, RS, 1150, { web: 'rwcatskills.com' }),
  c('Resorts World New York City', '110-00 Rockaway Blvd', 'South Ozone Park', 'NY', '11420', 40.6727, -73.8325, RT, 6500, { web: 'rwnewyork.com', tables: false, feat: ['High Limit Area', 'Live Entertainment'] }),
  c('Turning Stone Resort Casino', '5218 Patrick Rd', 'Verona', 'NY', '13478', 43.1125, -75.5930, T, 2000, { web: 'turningstone.com', hotel: true }),
  c('Seneca Niagara Resort & Casino', '310 4th St', 'Niagara Falls', 'NY', '14303', 43.0867, -79.0581, T, 2900, { web: 'senecacasinos.com', hotel: true, smoking: 'Smoking permitted in designated areas' }),
  c('Rivers Casino & Resort Schenectady', '1 Rush St', 'Schenectady', 'NY', '12305', 42.8210, -73.9480, CC, 1150, { web: 'riverscasino.com/schenectady', rewards: R.rush, hotel: true }),
  c('del Lago Resort & Casino', '1133 NY-414', 'Waterloo', 'NY', '13165', 42.9346, -76.8463, CC, 1700, { web: 'dellagoresort.com', hotel: true }),
  c('Empire City Casino', '810 Yonkers Ave', 'Yonkers', 'NY', '10704', 40.9241, -73.8720, RT, 5000, { web: 'empirecitycasino.mgmresorts.com', rewards: R.mgm, tables: false, feat: ['High Limit Area', 'Live Entertainment'] }),
  // ---------------------------------------------------------------- Michigan
  c('MGM Grand Detroit', '1777 3rd Ave', 'Detroit', 'MI', '48226', 42.3339, -83.0600, RS, 3000, { web: 'mgmgranddetroit.mgmresorts.com', rewards: R.mgm }),
  c('MotorCity Casino Hotel', '2901 Grand River Ave', 'Detroit', 'MI', '48201', 42.3383, -83.0690, RS, 2800, { web: 'motorcitycasino.com' }),
  c('Hollywood Casino at Greektown', '555 E Lafayette Blvd', 'Detroit', 'MI', '48226', 42.3347, -83.0418, RS, 2700, { web: 'hollywoodgreektown.com', rewards: R.penn }),
  c('FireKeepers Casino Hotel', '11177 E Michigan Ave', 'Battle Creek', 'MI', '49014', 42.2787, -85.1025, T, 2900, { web: 'firekeeperscasino.com', hotel: true }),
  c('Soaring Eagle Casino & Resort', '6800 Soaring Eagle Blvd', 'Mount Pleasant', 'MI', '48858', 43.5845, -84.7380, T, 3600, { web: 'soaringeaglecasino.com', hotel: true, feat: ['Live Entertainment', 'Bingo Hall', 'High Limit Area', 'Poker Room'] }),
  // ---------------------------------------------------------------- Illinois
  c('Rivers Casino Des Plaines', '3000 S River Rd', 'Des Plaines', 'IL', '60018', 42.0060, -87.8819, CC, 1400, { web: 'riverscasino.com/desplaines', rewards: R.rush }),
  c('Hollywood Casino Aurora', '1 W New York St', 'Aurora', 'IL', '60506', 41.7563, -88.3154, RB, 1000, { web: 'hollywoodcasinoaurora.com', rewards: R.penn }),
  c('Hollywood Casino Joliet', '777 Hollywood Blvd', 'Joliet', 'IL', '60436', 41.4997, -88.1126, RB, 1100, { web: 'hollywoodcasinojoliet.com', rewards: R.penn }),
  c("Harrah's Joliet", '151 N Joliet St', 'Joliet', 'IL', '60432', 41.5265, -88.0822, RB, 1000, { web: 'caesars.com/harrahs-joliet', rewards: R.caesars, hotel: true }),
  c('Grand Victoria Casino', '250 S Grove Ave', 'Elgin', 'IL', '60120', 42.0328, -88.2871, RB, 1000, { web: 'grandvictoriacasino.com' }),
  c('Par-A-Dice Hotel Casino', '21 Blackjack Blvd', 'East Peoria', 'IL', '61611', 40.6653, -89.5799, RB, 900, { web: 'paradicecasino.com', rewards: R.boyd, hotel: true }),
  c('Argosy Casino Alton', '1 Piasa St', 'Alton', 'IL', '62002', 38.8910, -90.1860, RB, 700, { web: 'argosyalton.com', rewards: R.penn }),
  // ---------------------------------------------------------------- Indiana
  c('Horseshoe Hammond', '777 Casino Center Dr', 'Hammond', 'IN', '46320', 41.6950, -87.5100, RB, 2600, { web: 'caesars.com/horseshoe-hammond', rewards: R.caesars, feat: ['Poker Room', 'Live Entertainment', 'Sports Betting', 'High Limit Area'] }),
  c('Hard Rock Casino Northern Indiana', '5400 W 29th Ave', 'Gary', 'IN', '46406', 41.5678, -87.4170, CC, 1600, { web: 'hardrockcasinonorthernindiana.com', rewards: R.unity }),
  c('Horseshoe Indianapolis', '4300 N Michigan Rd', 'Shelbyville', 'IN', '46176', 39.5565, -85.8030, RT, 1800, { web: 'caesars.com/horseshoe-indianapolis', rewards: R.caesars }),
  c("Harrah's Hoosier Park", '4500 Dan Patch Cir', 'Anderson', 'IN', '46013', 40.0575, -85.6520, RT, 1800, { web: 'caesars.com/harrahs-hoosier-park', rewards: R.caesars }),
  c('Belterra Casino Resort', '777 Belterra Dr', 'Florence', 'IN', '47020', 38.7860, -84.9380, RB, 1100, { web: 'belterracasino.com', rewards: R.boyd, hotel: true }),
  c('Hollywood Casino Lawrenceburg', '777 Hollywood Blvd', 'Lawrenceburg', 'IN', '47025', 39.0918, -84.8488, RB, 1400, { web: 'hollywoodindiana.com', rewards: R.penn, hotel: true }),
  c('Blue Chip Casino Hotel Spa', '777 Blue Chip Dr', 'Michigan City', 'IN', '46360', 41.7198, -86.8937, RB, 1700, { web: 'bluechipcasino.com', rewards: R.boyd, hotel: true }),
  c('Caesars Southern Indiana', '11999 Casino Center Dr SE', 'Elizabeth', 'IN', '47117', 38.0180, -85.9020, RB, 1100, { web: 'caesarssouthernindiana.com', rewards: R.caesars, hotel: true }),
  // ---------------------------------------------------------------- Missouri
  c('Ameristar Casino Resort Spa St. Charles', '1 Ameristar Blvd', 'St. Charles', 'MO', '63301', 38.7960, -90.4660, RB, 2000, { web: 'ameristarstcharles.com', rewards: R.penn, hotel: true }),
  c('River City Casino & Hotel', '777 River City Casino Blvd', 'St. Louis', 'MO', '63125', 38.5020, -90.2620, RB, 1900, { web: 'rivercity.com', hotel: true }),
  c('Hollywood Casino St. Louis', '777 Casino Center Dr', 'Maryland Heights', 'MO', '63043', 38.7350, -90.4580, RB, 2000, { web: 'hollywoodcasinostlouis.com', rewards: R.penn, hotel: true }),
  c('Argosy Casino Riverside', '777 NW Argosy Casino Pkwy', 'Riverside', 'MO', '64150', 39.1525, -94.6120, RB, 1200, { web: 'argosykansascity.com', rewards: R.penn, hotel: true }),
  c("Harrah's Kansas City", '1 Riverboat Dr', 'North Kansas City', 'MO', '64116', 39.1208, -94.5630, RB, 1000, { web: 'caesars.com/harrahs-kc', rewards: R.caesars, hotel: true }),
  c('Ameristar Casino Kansas City', '3200 N Ameristar Dr', 'Kansas City', 'MO', '64161', 39.1580, -94.4800, RB, 1800, { web: 'ameristarkansascity.com', rewards: R.penn, hotel: true }),
  // ---------------------------------------------------------------- Mississippi
  c('Beau Rivage Resort & Casino', '875 Beach Blvd', 'Biloxi', 'MS', '39530', 30.3943, -88.8919, RS, 1800, { phone: '(888) 750-7111', web: 'beaurivage.mgmresorts.com', rewards: R.mgm, status: V }),
  c('IP Casino Resort Spa', '850 Bayview Ave', 'Biloxi', 'MS', '39530', 30.4047, -88.8969, RS, 1500, { web: 'ipbiloxi.com', rewards: R.boyd }),
  c('Hard Rock Hotel & Casino Biloxi', '777 Beach Blvd', 'Biloxi', 'MS', '39530', 30.3940, -88.8850, RS, 1200, { web: 'hardrockbiloxi.com', rewards: R.unity }),
  c('Golden Nugget Biloxi', '151 Beach Blvd', 'Biloxi', 'MS', '39530', 30.3920, -88.8620, RS, 1100, { web: 'goldennugget.com/biloxi', rewards: R.nugget }),
  c("Harrah's Gulf Coast", '280 Beach Blvd', 'Biloxi', 'MS', '39530', 30.3930, -88.8680, RS, 800, { web: 'caesars.com/harrahs-gulf-coast', rewards: R.caesars }),
  c('Palace Casino Resort', '158 Howard Ave', 'Biloxi', 'MS', '39530', 30.3970, -88.8650, RS, 900, { web: 'palacecasinoresort.com' }),
  c('Island View Casino Resort', '3300 W Beach Blvd', 'Gulfport', 'MS', '39501', 30.3690, -89.1130, RS, 2700, { web: 'islandviewcasino.com' }),
  c('Horseshoe Tunica', '1021 Casino Center Dr', 'Robinsonville', 'MS', '38664', 34.8470, -90.2950, RS, 1200, { web: 'caesars.com/horseshoe-tunica', rewards: R.caesars }),
  c('Gold Strike Casino Resort', '1010 Casino Center Dr', 'Robinsonville', 'MS', '38664', 34.8480, -90.2920, RS, 1100, { web: 'goldstrike.com' }),
  c("Sam's Town Hotel & Gambling Hall Tunica", '1477 Casino Strip Resort Blvd', 'Robinsonville', 'MS', '38664', 34.8500, -90.3070, RS, 800, { web: 'samstowntunica.com', rewards: R.boyd }),
  c('Ameristar Casino Hotel Vicksburg', '4116 Washington St', 'Vicksburg', 'MS', '39180', 32.3180, -90.8840, RB, 1000, { web: 'ameristarvicksburg.com', rewards: R.penn, hotel: true }),
  c('Pearl River Resort', '13541 Highway 16 W', 'Choctaw', 'MS', '39350', 32.7380, -89.1430, T, 3000, { web: 'pearlriverresort.com', hotel: true }),
  // ---------------------------------------------------------------- Louisiana
  c('Caesars New Orleans', '8 Canal St', 'New Orleans', 'LA', '70130', 29.9494, -90.0654, RS, 1500, { web: 'caesars.com/new-orleans', rewards: R.caesars, smoking: 'Smoke-free (New Orleans smoke-free ordinance)', status: F, note: "Rebranded from Harrah's New Orleans in 2024; confirm phone and slot count." }),
  c("L'Auberge Casino Resort Lake Charles", "777 Ave L'Auberge", 'Lake Charles', 'LA', '70601', 30.1990, -93.2870, RS, 1600, { web: 'llakecharles.com', rewards: R.penn }),
  c('Golden Nugget Lake Charles', '2550 Golden Nugget Blvd', 'Lake Charles', 'LA', '70601', 30.2030, -93.2800, RS, 1600, { web: 'goldennugget.com/lake-charles', rewards: R.nugget }),
  c('Coushatta Casino Resort', '777 Coushatta Dr', 'Kinder', 'LA', '70648', 30.5560, -92.8120, T, 2800, { web: 'coushattacasinoresort.com', hotel: true }),
  c('Horseshoe Bossier City', '711 Horseshoe Blvd', 'Bossier City', 'LA', '71111', 32.5170, -93.7350, RB, 1400, { web: 'caesars.com/horseshoe-bossier-city', rewards: R.caesars, hotel: true }),
  c("L'Auberge Casino Hotel Baton Rouge", "777 L'Auberge Ave", 'Baton Rouge', 'LA', '70820', 30.3580, -91.1010, RB, 1400, { web: 'lbatonrouge.com', rewards: R.penn, hotel: true }),
  c('Paragon Casino Resort', '711 Paragon Pl', 'Marksville', 'LA', '71351', 31.1280, -92.0530, T, 1700, { web: 'paragoncasinoresort.com', hotel: true }),
  // ---------------------------------------------------------------- Oklahoma
  c('WinStar World Casino and Resort', '777 Casino Ave', 'Thackerville', 'OK', '73459', 33.7600, -97.1300, T, 9000, { phone: '(800) 622-6317', web: 'winstar.com', rewards: 'Club WinStar', hotel: true, cls: 'Both', age: 18, amen: PROFILE[RS].amen, dine: PROFILE[RS].dine, feat: ['Live Entertainment', 'Poker Room', 'High Limit Area', 'Bingo Hall', 'Tournament Area', 'Non-Smoking Section'], status: V }),
  c('Choctaw Casino & Resort - Durant', '4216 S Hwy 69/75', 'Durant', 'OK', '74701', 33.9530, -96.4080, T, 7400, { web: 'choctawcasinos.com', rewards: 'Choctaw Rewards Club', hotel: true, cls: 'Both', age: 18 }),
  c('Hard Rock Hotel & Casino Tulsa', '777 W Cherokee St', 'Catoosa', 'OK', '74015', 36.1860, -95.7560, T, 2600, { web: 'hardrockcasinotulsa.com', rewards: R.unity, hotel: true, cls: 'Both', age: 18 }),
  c('River Spirit Casino Resort', '8330 Riverside Pkwy', 'Tulsa', 'OK', '74137', 36.0510, -95.9570, T, 2800, { web: 'riverspirittulsa.com', hotel: true, cls: 'Both', age: 18 }),
  c('Riverwind Casino', '1544 State Hwy 9', 'Norman', 'OK', '73072', 35.2370, -97.4890, T, 2800, { web: 'riverwind.com', hotel: true, cls: 'Both', age: 18 }),
  c('Downstream Casino Resort', '69300 E Nee Rd', 'Quapaw', 'OK', '74363', 36.9990, -94.6180, T, 2000, { web: 'downstreamcasino.com', hotel: true, cls: 'Both', age: 18 }),
  c('Grand Casino Hotel & Resort', '777 Grand Casino Blvd', 'Shawnee', 'OK', '74804', 35.3150, -96.9360, T, 2000, { web: 'grandresortok.com', hotel: true, cls: 'Both', age: 18 }),
  c('Osage Casino Tulsa', '951 W 36th St N', 'Tulsa', 'OK', '74127', 36.1940, -96.0020, T, 1100, { web: 'osagecasino.com', hotel: true, cls: 'Both', age: 18 }),
  // ---------------------------------------------------------------- California (tribal)
  c('Pechanga Resort Casino', '45000 Pechanga Pkwy', 'Temecula', 'CA', '92592', 33.4610, -117.1060, T, 4000, { web: 'pechanga.com', hotel: true }),
  c('Morongo Casino Resort & Spa', '49500 Seminole Dr', 'Cabazon', 'CA', '92230', 33.9260, -116.8120, T, 2600, { web: 'morongocasinoresort.com', hotel: true }),
  c('Agua Caliente Casino Rancho Mirage', '32250 Bob Hope Dr', 'Rancho Mirage', 'CA', '92270', 33.7850, -116.4050, T, 1200, { web: 'hotwatercasino.com', hotel: true }),
  c("Yaamava' Resort & Casino at San Manuel", '777 San Manuel Blvd', 'Highland', 'CA', '92346', 34.1500, -117.2240, T, 7200, { web: 'yaamava.com', rewards: R.serrano, hotel: true }),
  c('Barona Resort & Casino', '1932 Wildcat Canyon Rd', 'Lakeside', 'CA', '92040', 32.9380, -116.8660, T, 2000, { web: 'barona.com', rewards: 'Club Barona', hotel: true, age: 18 }),
  c('Viejas Casino & Resort', '5000 Willows Rd', 'Alpine', 'CA', '91901', 32.8400, -116.7020, T, 2500, { web: 'viejas.com', rewards: 'V Club', hotel: true, age: 18 }),
  c('Sycuan Casino Resort', '3007 Dehesa Rd', 'El Cajon', 'CA', '92019', 32.7880, -116.8380, T, 2800, { web: 'sycuan.com', hotel: true, age: 18 }),
  c("Harrah's Resort Southern California", "777 Harrah's Rincon Way", 'Valley Center', 'CA', '92082', 33.2670, -116.9650, T, 1600, { web: 'caesars.com/harrahs-socal', rewards: R.caesars, hotel: true }),
  c('Pala Casino Spa Resort', '11154 Highway 76', 'Pala', 'CA', '92059', 33.3640, -117.0780, T, 2100, { web: 'palacasino.com', hotel: true }),
  c('Thunder Valley Casino Resort', '1200 Athens Ave', 'Lincoln', 'CA', '95648', 38.8530, -121.3210, T, 3400, { web: 'thundervalleyresort.com', hotel: true }),
  c('Cache Creek Casino Resort', '14455 Highway 16', 'Brooks', 'CA', '95606', 38.7340, -122.1470, T, 2300, { web: 'cachecreek.com', hotel: true }),
  c('Graton Resort & Casino', '288 Golf Course Dr W', 'Rohnert Park', 'CA', '94928', 38.3480, -122.7170, T, 3000, { web: 'gratonresortcasino.com', hotel: true }),
  c('Jamul Casino', '14145 Campo Rd', 'Jamul', 'CA', '91935', 32.7180, -116.8640, T, 1700, { web: 'jamulcasinosd.com' }),
  c('Chumash Casino Resort', '3400 E Highway 246', 'Santa Ynez', 'CA', '93460', 34.6070, -120.0790, T, 2000, { web: 'chumashcasino.com', hotel: true, age: 18 }),
  c('Red Hawk Casino', '1 Red Hawk Pkwy', 'Placerville', 'CA', '95667', 38.6870, -120.9480, T, 1700, { web: 'redhawkcasino.com' }),
  // ---------------------------------------------------------------- Arizona
  c('Talking Stick Resort', '9800 E Talking Stick Way', 'Scottsdale', 'AZ', '85256', 33.5410, -111.8740, T, 800, { web: 'talkingstickresort.com', rewards: 'Club Rewards', hotel: true, feat: ['Poker Room', 'Live Entertainment', 'High Limit Area', 'Non-Smoking Section'] }),
  c('Casino Arizona', '524 N 92nd St', 'Scottsdale', 'AZ', '85256', 33.4560, -111.8800, T, 900, { web: 'casinoarizona.com', rewards: 'Club Rewards' }),
  c('Wild Horse Pass Hotel & Casino', '5040 Wild Horse Pass Blvd', 'Chandler', 'AZ', '85226', 33.2740, -111.9720, T, 1100, { web: 'playatgila.com', hotel: true }),
  c('Desert Diamond Casino West Valley', '9431 W Northern Ave', 'Glendale', 'AZ', '85305', 33.5520, -112.2650, T, 1400, { web: 'ddcaz.com/west-valley' }),
  c('Casino Del Sol', '5655 W Valencia Rd', 'Tucson', 'AZ', '85757', 32.1350, -111.0850, T, 1300, { web: 'casinodelsol.com', hotel: true }),
  c("Harrah's Ak-Chin", '15406 N Maricopa Rd', 'Maricopa', 'AZ', '85139', 33.0420, -112.0670, T, 1100, { web: 'caesars.com/harrahs-ak-chin', rewards: R.caesars, hotel: true }),
  // ---------------------------------------------------------------- Florida
  c('Seminole Hard Rock Hotel & Casino Hollywood', '1 Seminole Way', 'Hollywood', 'FL', '33314', 26.0510, -80.2110, T, 3200, { phone: '(866) 502-7529', web: 'seminolehardrockhollywood.com', rewards: R.unity, hotel: true, amen: PROFILE[RS].amen, dine: PROFILE[RS].dine, feat: PROFILE[RS].feat, status: V }),
  c('Seminole Hard Rock Hotel & Casino Tampa', '5223 Orient Rd', 'Tampa', 'FL', '33610', 27.9950, -82.3810, T, 5000, { web: 'seminolehardrocktampa.com', rewards: R.unity, hotel: true, amen: PROFILE[RS].amen, dine: PROFILE[RS].dine, feat: PROFILE[RS].feat, status: V }),
  c('Seminole Casino Hotel Immokalee', '506 S 1st St', 'Immokalee', 'FL', '34142', 26.4130, -81.4170, T, 1300, { web: 'moreinparadise.com', rewards: R.unity, hotel: true }),
  c('Seminole Casino Coconut Creek', '5550 NW 40th St', 'Coconut Creek', 'FL', '33073', 26.2730, -80.2040, T, 2400, { web: 'seminolecoconutcreekcasino.com', rewards: R.unity }),
  c('Miccosukee Casino & Resort', '500 SW 177th Ave', 'Miami', 'FL', '33194', 25.7620, -80.4850, T, 1900, { web: 'miccosukee.com', hotel: true, cls: 'Class II', feat: ['Bingo Hall', 'Poker Room', 'Live Entertainment', 'High Limit Area'] }),
  c('Hialeah Park Casino', '2200 E 4th Ave', 'Hialeah', 'FL', '33013', 25.8520, -80.2650, RT, 850, { web: 'hialeahparkcasino.com', tables: false, feat: ['Poker Room', 'High Limit Area'] }),
  c('Magic City Casino', '450 NW 37th Ave', 'Miami', 'FL', '33125', 25.7760, -80.2580, OT, 800, { web: 'magiccitycasino.com', tables: false, feat: ['Poker Room', 'Live Entertainment', 'High Limit Area'] }),
  // ---------------------------------------------------------------- New Mexico
  c('Sandia Resort & Casino', '30 Rainbow Rd NE', 'Albuquerque', 'NM', '87113', 35.2080, -106.5510, T, 1800, { web: 'sandiacasino.com', hotel: true }),
  c('Isleta Resort & Casino', '11000 Broadway Blvd SE', 'Albuquerque', 'NM', '87105', 34.9610, -106.6770, T, 1700, { web: 'isleta.com', hotel: true }),
  c('Inn of the Mountain Gods Resort & Casino', '287 Carrizo Canyon Rd', 'Mescalero', 'NM', '88340', 33.3130, -105.6810, T, 1000, { web: 'innofthemountaingods.com', hotel: true }),
  c('Route 66 Casino Hotel', '14500 Central Ave SW', 'Albuquerque', 'NM', '87121', 35.0400, -106.9590, T, 1300, { web: 'rt66casino.com', hotel: true }),
  c('Buffalo Thunder Resort & Casino', '20 Buffalo Thunder Trail', 'Santa Fe', 'NM', '87506', 35.8560, -106.0100, T, 1000, { web: 'buffalothunderresort.com', hotel: true }),
  // ---------------------------------------------------------------- Colorado
  c('Ameristar Casino Resort Spa Black Hawk', '111 Richman St', 'Black Hawk', 'CO', '80422', 39.8030, -105.4840, RS, 1300, { web: 'ameristarblackhawk.com', rewards: R.penn }),
  c('Monarch Casino Resort Spa Black Hawk', '488 Main St', 'Black Hawk', 'CO', '80422', 39.8000, -105.4870, RS, 1200, { web: 'monarchblackhawk.com' }),
  c('Isle Casino Hotel Black Hawk', '401 Main St', 'Black Hawk', 'CO', '80422', 39.8020, -105.4870, RS, 1000, { web: 'caesars.com/isle-black-hawk', rewards: R.caesars }),
  c('Lady Luck Casino Black Hawk', '340 Main St', 'Black Hawk', 'CO', '80422', 39.8010, -105.4880, CC, 450, { web: 'caesars.com/lady-luck-black-hawk', rewards: R.caesars }),
  c('Century Casino & Hotel Cripple Creek', '200 E Bennett Ave', 'Cripple Creek', 'CO', '80813', 38.7470, -105.1780, CC, 400, { web: 'cnty.com/cripplecreek', hotel: true }),
  c("Bronco Billy's Casino & Hotel", '233 E Bennett Ave', 'Cripple Creek', 'CO', '80813', 38.7472, -105.1775, CC, 800, { web: 'broncobillyscasino.com', hotel: true }),
  c('Ute Mountain Casino Hotel', '3 Weeminuche Dr', 'Towaoc', 'CO', '81334', 37.2010, -108.6850, T, 700, { web: 'utemountaincasino.com', hotel: true, smoking: 'Smoking permitted in designated areas' }),
  // ---------------------------------------------------------------- Iowa
  c('Prairie Meadows Racetrack & Casino', '1 Prairie Meadows Dr', 'Altoona', 'IA', '50009', 41.6520, -93.4980, RT, 1800, { web: 'prairiemeadows.com', hotel: true }),
  c('Ameristar Casino Hotel Council Bluffs', '2200 River Rd', 'Council Bluffs', 'IA', '51501', 41.2350, -95.9060, RB, 1500, { web: 'ameristarcouncilbluffs.com', rewards: R.penn, hotel: true }),
  c('Horseshoe Council Bluffs', '2701 23rd Ave', 'Council Bluffs', 'IA', '51501', 41.2360, -95.8820, RT, 1500, { web: 'caesars.com/horseshoe-council-bluffs', rewards: R.caesars }),
  c('Isle Casino Hotel Waterloo', '777 Isle of Capri Blvd', 'Waterloo', 'IA', '50701', 42.4700, -92.3000, CC, 900, { web: 'caesars.com/isle-waterloo', rewards: R.caesars, hotel: true }),
  c('Diamond Jo Casino Dubuque', '301 Bell St', 'Dubuque', 'IA', '52001', 42.4960, -90.6590, CC, 950, { web: 'diamondjodubuque.com', rewards: R.boyd }),
  c('Riverside Casino & Golf Resort', '3184 Highway 22', 'Riverside', 'IA', '52327', 41.4840, -91.5670, CC, 900, { web: 'riversidecasinoandresort.com', hotel: true }),
  // ---------------------------------------------------------------- Minnesota
  c('Mystic Lake Casino Hotel', '2400 Mystic Lake Blvd NW', 'Prior Lake', 'MN', '55372', 44.7300, -93.4540, T, 4000, { web: 'mysticlake.com', hotel: true, age: 18, feat: ['Live Entertainment', 'Bingo Hall', 'High Limit Area', 'Non-Smoking Section'] }),
  c('Grand Casino Mille Lacs', '777 Grand Ave', 'Onamia', 'MN', '56359', 46.1820, -93.7510, T, 1600, { web: 'grandcasinomn.com', hotel: true, age: 18 }),
  c('Grand Casino Hinckley', '777 Lady Luck Dr', 'Hinckley', 'MN', '55037', 46.0050, -92.9200, T, 2000, { web: 'grandcasinomn.com', hotel: true, age: 18 }),
  c('Treasure Island Resort & Casino', '5734 Sturgeon Lake Rd', 'Welch', 'MN', '55089', 44.6380, -92.6720, T, 2500, { web: 'ticasino.com', hotel: true, age: 18 }),
  c('Black Bear Casino Resort', '1785 Highway 210', 'Carlton', 'MN', '55718', 46.6750, -92.4130, T, 2000, { web: 'blackbearcasinoresort.com', hotel: true, age: 18 }),
  // ---------------------------------------------------------------- Washington
  c('Tulalip Resort Casino', '10200 Quil Ceda Blvd', 'Tulalip', 'WA', '98271', 48.0890, -122.1860, T, 2700, { web: 'tulalipresortcasino.com', hotel: true }),
  c('Snoqualmie Casino', '37500 SE North Bend Way', 'Snoqualmie', 'WA', '98065', 47.5230, -121.8470, T, 1700, { web: 'snocasino.com' }),
  c('Muckleshoot Casino Resort', '2402 Auburn Way S', 'Auburn', 'WA', '98002', 47.2830, -122.2160, T, 3000, { web: 'muckleshootcasino.com', hotel: true }),
  c('Emerald Queen Casino', '5580 Pacific Hwy E', 'Fife', 'WA', '98424', 47.2390, -122.3690, T, 1800, { web: 'eqc.com', hotel: true }),
  c('Angel of the Winds Casino Resort', '3438 Stoluckquamish Ln', 'Arlington', 'WA', '98223', 48.2280, -122.1920, T, 1300, { web: 'angelofthewinds.com', hotel: true }),
  c('Northern Quest Resort & Casino', '100 N Hayford Rd', 'Airway Heights', 'WA', '99001', 47.6560, -117.5600, T, 1700, { web: 'northernquest.com', hotel: true }),
  c('Little Creek Casino Resort', '91 W State Route 108', 'Shelton', 'WA', '98584', 47.1410, -123.0800, T, 1000, { web: 'little-creek.com', hotel: true }),
  // ---------------------------------------------------------------- Oregon
  c('Spirit Mountain Casino', '27100 SW Salmon River Hwy', 'Grand Ronde', 'OR', '97347', 45.0620, -123.5940, T, 1800, { web: 'spiritmountain.com', hotel: true }),
  c('Seven Feathers Casino Resort', '146 Chief Miwaleta Ln', 'Canyonville', 'OR', '97417', 42.9280, -123.2800, T, 1000, { web: 'sevenfeathers.com', hotel: true }),
  c('Chinook Winds Casino Resort', '1777 NW 44th St', 'Lincoln City', 'OR', '97367', 44.9920, -124.0070, T, 1200, { web: 'chinookwindscasino.com', hotel: true }),
  c('Wildhorse Resort & Casino', '46510 Wildhorse Blvd', 'Pendleton', 'OR', '97801', 45.6620, -118.6810, T, 1200, { web: 'wildhorseresort.com', hotel: true }),
  // ---------------------------------------------------------------- Maryland
  c('MGM National Harbor', '101 MGM National Ave', 'Oxon Hill', 'MD', '20745', 38.7940, -77.0080, RS, 2600, { web: 'mgmnationalharbor.mgmresorts.com', rewards: R.mgm }),
  c('Live! Casino & Hotel Maryland', '7002 Arundel Mills Cir', 'Hanover', 'MD', '21076', 39.1560, -76.7280, RS, 3800, { web: 'maryland.livecasinohotel.com', rewards: R.live }),
  c('Horseshoe Baltimore', '1525 Russell St', 'Baltimore', 'MD', '21230', 39.2750, -76.6260, CC, 1500, { web: 'caesars.com/horseshoe-baltimore', rewards: R.caesars }),
  c('Hollywood Casino Perryville', '1201 Chesapeake Overlook Pkwy', 'Perryville', 'MD', '21903', 39.5750, -76.0780, CC, 800, { web: 'hollywoodcasinoperryville.com', rewards: R.penn }),
  c('Ocean Downs Casino', '10218 Racetrack Rd', 'Berlin', 'MD', '21811', 38.3550, -75.1860, RT, 900, { web: 'oceandowns.com', hours: { mon: '9:00 AM - 3:00 AM', tue: '9:00 AM - 3:00 AM', wed: '9:00 AM - 3:00 AM', thu: '9:00 AM - 3:00 AM', fri: '24 hours', sat: '24 hours', sun: '9:00 AM - 3:00 AM' } }),
  // ---------------------------------------------------------------- Massachusetts
  c('Encore Boston Harbor', '1 Broadway', 'Everett', 'MA', '02149', 42.3950, -71.0710, RS, 2700, { web: 'encorebostonharbor.com', rewards: R.wynn }),
  c('MGM Springfield', '1 MGM Way', 'Springfield', 'MA', '01103', 42.0990, -72.5880, RS, 1700, { web: 'mgmspringfield.mgmresorts.com', rewards: R.mgm }),
  c('Plainridge Park Casino', '301 Washington St', 'Plainville', 'MA', '02762', 42.0390, -71.3280, RT, 1200, { web: 'plainridgeparkcasino.com', rewards: R.penn, tables: false }),
  // ---------------------------------------------------------------- Ohio
  c('JACK Cleveland Casino', '100 Public Square', 'Cleveland', 'OH', '44113', 41.4990, -81.6930, CC, 1200, { web: 'jackentertainment.com/cleveland' }),
  c('Hollywood Casino Columbus', '200 Georgesville Rd', 'Columbus', 'OH', '43228', 39.9500, -83.1060, CC, 2200, { web: 'hollywoodcolumbus.com', rewards: R.penn }),
  c('Hard Rock Casino Cincinnati', '1000 Broadway St', 'Cincinnati', 'OH', '45202', 39.1050, -84.5050, CC, 1800, { web: 'hardrockcasinocincinnati.com', rewards: R.unity }),
  c('Hollywood Casino Toledo', '1968 Miami St', 'Toledo', 'OH', '43605', 41.6290, -83.5370, CC, 2000, { web: 'hollywoodtoledo.com', rewards: R.penn }),
  c('MGM Northfield Park', '10705 Northfield Rd', 'Northfield', 'OH', '44067', 41.3460, -81.5260, RT, 2200, { web: 'mgmnorthfieldpark.mgmresorts.com', rewards: R.mgm, tables: false }),
  c('Miami Valley Gaming', '6000 OH-63', 'Lebanon', 'OH', '45036', 39.4520, -84.2660, RT, 1900, { web: 'miamivalleygaming.com', tables: false, hours: { mon: '9:00 AM - 4:00 AM', tue: '9:00 AM - 4:00 AM', wed: '9:00 AM - 4:00 AM', thu: '9:00 AM - 4:00 AM', fri: '24 hours', sat: '24 hours', sun: '9:00 AM - 4:00 AM' } }),
  // ---------------------------------------------------------------- Delaware
  c('Delaware Park Casino', '777 Delaware Park Blvd', 'Wilmington', 'DE', '19804', 39.6950, -75.6650, RT, 2100, { web: 'delawarepark.com' }),
  c("Bally's Dover Casino Resort", '1131 N Dupont Hwy', 'Dover', 'DE', '19901', 39.1900, -75.5300, RT, 2100, { web: 'casinos.ballys.com/dover', rewards: R.bally, hotel: true, status: F, note: 'Formerly Dover Downs Hotel & Casino; confirm current slot count.' }),
  c('Harrington Raceway & Casino', '18500 S Dupont Hwy', 'Harrington', 'DE', '19952', 38.9130, -75.5770, RT, 1300, { web: 'harringtonraceway.com' }),
  // ---------------------------------------------------------------- South Dakota: Deadwood
  c('Deadwood Mountain Grand', '1906 Deadwood Mountain Dr', 'Deadwood', 'SD', '57732', 44.3830, -103.7330, CC, 300, { web: 'deadwoodmountaingrand.com', hotel: true }),
  c('Tin Lizzie Gaming Resort', '555 Main St', 'Deadwood', 'SD', '57732', 44.3770, -103.7290, CC, 300, { web: 'tinlizzie.com', hotel: true }),
  c('First Gold Hotel & Gaming', '270 Main St', 'Deadwood', 'SD', '57732', 44.3720, -103.7200, CC, 300, { web: 'firstgold.com', hotel: true }),
  c("Cadillac Jack's Gaming Resort", '360 Main St', 'Deadwood', 'SD', '57732', 44.3730, -103.7230, CC, 250, { web: 'cadillacjacksgaming.com', hotel: true }),
  // ---------------------------------------------------------------- Kansas
  c('Hollywood Casino at Kansas Speedway', '777 Hollywood Casino Blvd', 'Kansas City', 'KS', '66111', 39.1120, -94.8250, CC, 2000, { web: 'hollywoodcasinokansas.com', rewards: R.penn }),
  c('Boot Hill Casino & Resort', '4000 W Comanche St', 'Dodge City', 'KS', '67801', 37.7520, -100.0580, CC, 600, { web: 'boothillcasino.com' }),
  c('Kansas Star Casino', '777 Kansas Star Dr', 'Mulvane', 'KS', '67110', 37.4910, -97.2630, CC, 1800, { web: 'kansasstarcasino.com', rewards: R.boyd, hotel: true }),
  c('Prairie Band Casino & Resort', '12305 150th Rd', 'Mayetta', 'KS', '66509', 39.2950, -95.7390, T, 1100, { web: 'prairieband.com', hotel: true }),
  // ---------------------------------------------------------------- North Carolina
  c("Harrah's Cherokee Casino Resort", '777 Casino Dr', 'Cherokee', 'NC', '28719', 35.4720, -83.3080, T, 3300, { phone: '(828) 497-7777', web: 'caesars.com/harrahs-cherokee', rewards: R.caesars, hotel: true, amen: PROFILE[RS].amen, dine: PROFILE[RS].dine, status: V }),
  c("Harrah's Cherokee Valley River", '777 Casino Pkwy', 'Murphy', 'NC', '28906', 35.0830, -84.0250, T, 1000, { web: 'caesars.com/harrahs-cherokee-valley-river', rewards: R.caesars, hotel: true }),
  c('Catawba Two Kings Casino', '538 Dixon School Rd', 'Kings Mountain', 'NC', '28086', 35.2100, -81.3600, T, 1000, { web: 'twokingscasino.com', tables: false }),
  // ---------------------------------------------------------------- Wisconsin
  c('Potawatomi Casino Hotel', '1721 W Canal St', 'Milwaukee', 'WI', '53233', 43.0330, -87.9330, T, 2000, { web: 'paysbig.com', hotel: true, feat: ['Live Entertainment', 'Bingo Hall', 'Poker Room', 'High Limit Area'] }),
  c('Ho-Chunk Gaming Wisconsin Dells', 'S3214 County Rd BD', 'Baraboo', 'WI', '53913', 43.5830, -89.7880, T, 2000, { web: 'ho-chunkgaming.com/wisconsindells', hotel: true }),
  c('Oneida Casino', '2020 Airport Dr', 'Green Bay', 'WI', '54313', 44.4900, -88.1240, T, 1500, { web: 'oneidacasino.com' }),
  // ---------------------------------------------------------------- West Virginia
  c('Hollywood Casino at Charles Town Races', '750 Hollywood Dr', 'Charles Town', 'WV', '25414', 39.2950, -77.8420, RT, 2300, { web: 'hollywoodcasinocharlestown.com', rewards: R.penn, hotel: true }),
  c('Mountaineer Casino, Racetrack & Resort', '1420 Mountaineer Cir', 'New Cumberland', 'WV', '26047', 40.5280, -80.6340, RT, 1300, { web: 'cnty.com/mountaineer', hotel: true }),
  c('Wheeling Island Hotel-Casino-Racetrack', '1 S Stone St', 'Wheeling', 'WV', '26003', 40.0720, -80.7310, RT, 900, { web: 'wheelingisland.com', hotel: true }),
  c('The Casino Club at The Greenbrier', '101 W Main St', 'White Sulphur Springs', 'WV', '24986', 37.7860, -80.3090, OT, 300, { web: 'greenbrier.com', hotel: true, dress: 'Jackets requested for gentlemen in the evening', amen: ['ATM', 'Valet Parking', 'Coat Check', 'VIP Area', 'Security'], dine: ['Fine Dining', 'Casual Dining'], feat: ['High Limit Area', 'Private Gaming', 'Non-Smoking Section'], hours: { mon: '4:00 PM - 12:00 AM', tue: '4:00 PM - 12:00 AM', wed: '4:00 PM - 12:00 AM', thu: '4:00 PM - 12:00 AM', fri: '2:00 PM - 2:00 AM', sat: '12:00 PM - 2:00 AM', sun: '12:00 PM - 12:00 AM' } }),
];
