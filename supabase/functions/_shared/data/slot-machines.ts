/**
 * Master slot machine catalog: real titles on US casino floors with their real manufacturers.
 * Denomination, bet range, year and cabinet are typical configurations (approximate, hand-compiled).
 * Plain data, no imports: bundled by edge functions and read by scripts/gen-seed.ts.
 */

export interface SlotMachine {
  name: string;
  /** Alternative / marketing name, or null. */
  slot_name: string | null;
  manufacturer: string;
  game_theme: string;
  denomination: number;
  model_year: number;
  /** Reels, or null where the game has none (video poker). */
  reel_count: number | null;
  /** Paylines, or ways to win (243, 1024...) for ways games. */
  payline_count: number;
  min_bet: number;
  max_bet: number;
  jackpot_type: string;
  cabinet_style: string;
  screen_type: string;
}

export const SLOT_MANUFACTURERS = [
  'AGS',
  'Ainsworth',
  'Aristocrat',
  'Aruze Gaming',
  'Everi',
  'IGT',
  'Incredible Technologies',
  'Konami',
  'Light & Wonder',
  'Novomatic',
] as const;

export type SlotManufacturer = (typeof SLOT_MANUFACTURERS)[number];

/** Each manufacturer's website (domain). */
export const MANUFACTURER_WEBSITES: Readonly<Record<SlotManufacturer, string>> = {
  AGS: 'playags.com',
  Ainsworth: 'ainsworth.com.au',
  Aristocrat: 'aristocrat.com',
  'Aruze Gaming': 'aruzegaming.com',
  Everi: 'everi.com',
  IGT: 'igt.com',
  'Incredible Technologies': 'itsgames.com',
  Konami: 'gaming.konami.com',
  'Light & Wonder': 'lnw.com',
  Novomatic: 'novomatic.com',
};

type Row = [
  name: string,
  slotName: string | null,
  manufacturer: SlotManufacturer,
  theme: string,
  denomination: number,
  year: number,
  reels: number | null,
  lines: number,
  minBet: number,
  maxBet: number,
  jackpot: string,
  cabinet: string,
  screen: string,
];

const STEPPER = 'Mechanical reels';
const LCD = 'LCD video';
const DUAL = 'Dual LCD';
const CURVED = 'Curved LCD';
const PORTRAIT = 'Portrait LCD';

const ROWS: Row[] = [
  // Aristocrat
  ['Buffalo', null, 'Aristocrat', 'Animals / American West', 0.01, 2008, 5, 1024, 0.4, 4, 'Fixed', 'Viridian WS', DUAL],
  ['Buffalo Gold', null, 'Aristocrat', 'Animals / American West', 0.01, 2014, 5, 1024, 0.4, 4, 'Fixed', 'Arc Single', CURVED],
  ['Buffalo Grand', null, 'Aristocrat', 'Animals / American West', 0.01, 2016, 5, 1024, 0.6, 6, 'Wide Area Progressive', 'Arc Double', CURVED],
  ['Buffalo Diamond', null, 'Aristocrat', 'Animals / American West', 0.01, 2018, 5, 1024, 0.6, 6, 'Progressive', 'Arc Single', CURVED],
  ['Buffalo Link', null, 'Aristocrat', 'Animals / American West', 0.01, 2020, 5, 1024, 0.6, 9, 'Hold & Spin', 'Neptune Single', CURVED],
  ['Buffalo Chief', null, 'Aristocrat', 'Animals / American West', 0.01, 2020, 5, 1024, 0.6, 6, 'Progressive', 'MarsX Portrait', PORTRAIT],
  ['Buffalo Gold Revolution', null, 'Aristocrat', 'Animals / American West', 0.01, 2021, 5, 1024, 0.6, 6, 'Progressive', 'Neptune Single', CURVED],
  ['Buffalo Ascension', null, 'Aristocrat', 'Animals / American West', 0.01, 2023, 5, 1024, 0.6, 12, 'Hold & Spin', 'MarsX Portrait', PORTRAIT],
  ['Dragon Link - Autumn Moon', 'Dragon Link', 'Aristocrat', 'Asian', 0.01, 2017, 5, 50, 0.5, 25, 'Hold & Spin', 'Helix XT', DUAL],
  ['Dragon Link - Golden Century', 'Dragon Link', 'Aristocrat', 'Asian', 0.01, 2017, 5, 50, 0.5, 25, 'Hold & Spin', 'Helix XT', DUAL],
  ['Dragon Link - Happy & Prosperous', 'Dragon Link', 'Aristocrat', 'Asian', 0.01, 2017, 5, 50, 0.5, 25, 'Hold & Spin', 'Helix XT', DUAL],
  ['Dragon Link - Peace & Long Life', 'Dragon Link', 'Aristocrat', 'Asian', 0.01, 2017, 5, 50, 0.5, 25, 'Hold & Spin', 'Helix XT', DUAL],
  ['Dragon Link - Panda Magic', 'Dragon Link', 'Aristocrat', 'Asian / Animals', 0.01, 2018, 5, 50, 0.5, 25, 'Hold & Spin', 'Helix XT', DUAL],
  ['Dragon Link - Genghis Khan', 'Dragon Link', 'Aristocrat', 'Asian / History', 0.01, 2019, 5, 50, 0.5, 25, 'Hold & Spin', 'Helix XT', DUAL],
  ['Dragon Link - Spring Festival', 'Dragon Link', 'Aristocrat', 'Asian', 0.01, 2019, 5, 50, 0.5, 25, 'Hold & Spin', 'Helix XT', DUAL],
  ['Lightning Link - Happy Lantern', 'Lightning Link', 'Aristocrat', 'Asian', 0.01, 2015, 5, 25, 0.5, 12.5, 'Hold & Spin', 'Helix', DUAL],
  ['Lightning Link - Magic Pearl', 'Lightning Link', 'Aristocrat', 'Ocean', 0.01, 2015, 5, 25, 0.5, 12.5, 'Hold & Spin', 'Helix', DUAL],
  ['Lightning Link - Sahara Gold', 'Lightning Link', 'Aristocrat', 'Desert / Arabian', 0.01, 2015, 5, 25, 0.5, 12.5, 'Hold & Spin', 'Helix', DUAL],
  ['Lightning Link - High Stakes', 'Lightning Link', 'Aristocrat', 'Gambling / Vegas', 0.01, 2015, 5, 25, 0.5, 12.5, 'Hold & Spin', 'Helix', DUAL],
  ['Lightning Link - Tiki Fire', 'Lightning Link', 'Aristocrat', 'Tropical', 0.01, 2016, 5, 25, 0.5, 12.5, 'Hold & Spin', 'Helix', DUAL],
  ['Lightning Link - Bengal Treasures', 'Lightning Link', 'Aristocrat', 'Animals / India', 0.01, 2016, 5, 25, 0.5, 12.5, 'Hold & Spin', 'Helix', DUAL],
  ['Lightning Link - Heart Throb', 'Lightning Link', 'Aristocrat', 'Romance', 0.01, 2016, 5, 25, 0.5, 12.5, 'Hold & Spin', 'Helix', DUAL],
  ['Lightning Link - Best Bet', 'Lightning Link', 'Aristocrat', 'Gambling / Vegas', 0.01, 2017, 5, 25, 0.5, 12.5, 'Hold & Spin', 'Helix', DUAL],
  ['5 Dragons', null, 'Aristocrat', 'Asian', 0.01, 2012, 5, 243, 0.25, 8.8, 'Fixed', 'Viridian WS', DUAL],
  ['5 Dragons Grand', null, 'Aristocrat', 'Asian', 0.01, 2017, 5, 243, 0.5, 8.8, 'Progressive', 'Arc Double', CURVED],
  ['50 Lions', null, 'Aristocrat', 'Animals / Africa', 0.01, 2008, 5, 50, 0.5, 5, 'Fixed', 'MKVI', LCD],
  ["Where's the Gold", null, 'Aristocrat', 'Mining / Gold Rush', 0.01, 2004, 5, 25, 0.25, 5, 'Fixed', 'MKVI', LCD],
  ['Queen of the Nile', null, 'Aristocrat', 'Ancient Egypt', 0.01, 1997, 5, 20, 0.2, 4, 'Fixed', 'MKVI', LCD],
  ['Timber Wolf', null, 'Aristocrat', 'Animals / Wilderness', 0.01, 2011, 5, 243, 0.5, 5, 'Fixed', 'Viridian WS', DUAL],
  ['Miss Kitty', null, 'Aristocrat', 'Animals / Cats', 0.01, 2009, 5, 50, 0.5, 5, 'Fixed', 'Viridian WS', DUAL],
  ['Miss Kitty Gold', null, 'Aristocrat', 'Animals / Cats', 0.01, 2016, 5, 50, 0.5, 5, 'Progressive', 'Arc Single', CURVED],
  ['Wicked Winnings II', null, 'Aristocrat', 'Halloween / Spooky', 0.01, 2009, 5, 243, 0.25, 6.25, 'Fixed', 'Viridian WS', DUAL],
  ['Big Red', null, 'Aristocrat', 'Animals / Australia', 0.01, 2004, 5, 243, 0.25, 5, 'Fixed', 'MKVI', LCD],
  ['Pompeii', null, 'Aristocrat', 'Ancient Rome', 0.01, 2008, 5, 243, 0.25, 5, 'Fixed', 'MKVI', LCD],
  ['More Chilli', null, 'Aristocrat', 'Mexican / Fiesta', 0.01, 2006, 5, 25, 0.25, 5, 'Fixed', 'MKVI', LCD],
  ['Wild Panda', null, 'Aristocrat', 'Animals / Asian', 0.01, 2006, 5, 100, 1, 5, 'Fixed', 'MKVI', LCD],
  ['Mighty Cash', null, 'Aristocrat', 'Money', 0.01, 2017, 5, 243, 0.5, 7.5, 'Hold & Spin', 'Helix XT', DUAL],
  ['Mighty Cash Ultra', null, 'Aristocrat', 'Money', 0.01, 2019, 5, 243, 0.5, 12.5, 'Hold & Spin', 'MarsX Portrait', PORTRAIT],
  ['Lightning Cash', null, 'Aristocrat', 'Money', 0.01, 2018, 5, 243, 0.5, 12.5, 'Hold & Spin', 'Helix XT', DUAL],
  ['Wonder 4 Tower', null, 'Aristocrat', 'Multi-game', 0.01, 2017, 5, 243, 0.4, 10, 'Fixed', 'Arc Tower', CURVED],
  ['Walking Dead', 'The Walking Dead', 'Aristocrat', 'TV / Zombies', 0.01, 2014, 5, 30, 0.6, 6, 'Wide Area Progressive', 'Arc Double', CURVED],
  ['Game of Thrones', null, 'Aristocrat', 'TV / Fantasy', 0.01, 2016, 5, 243, 0.5, 5, 'Progressive', 'Arc Double', CURVED],
  ['Jaguar Mist', null, 'Aristocrat', 'Animals / Jungle', 0.01, 2013, 5, 1024, 0.5, 5, 'Fixed', 'Viridian WS', DUAL],
  ['Cash Express Luxury Line', null, 'Aristocrat', 'Trains / Travel', 0.01, 2018, 5, 40, 0.4, 8, 'Progressive', 'Helix XT', DUAL],
  ['Dragon Cash', null, 'Aristocrat', 'Asian', 0.01, 2020, 5, 243, 0.5, 12.5, 'Hold & Spin', 'MarsX Portrait', PORTRAIT],
  // IGT
  ['Cleopatra', null, 'IGT', 'Ancient Egypt', 0.01, 2005, 5, 20, 0.2, 10, 'Fixed', 'S2000 / AVP', LCD],
  ['Cleopatra II', null, 'IGT', 'Ancient Egypt', 0.01, 2010, 5, 20, 0.2, 10, 'Fixed', 'AVP', LCD],
  ['Mega Jackpots Cleopatra', 'MegaJackpots Cleopatra', 'IGT', 'Ancient Egypt', 0.25, 2013, 5, 20, 1.25, 5, 'Wide Area Progressive', 'CrystalCurve', CURVED],
  ['Double Diamond', null, 'IGT', 'Classic / Diamonds', 1, 1997, 3, 1, 1, 3, 'Fixed', 'S2000', STEPPER],
  ['Triple Diamond', null, 'IGT', 'Classic / Diamonds', 1, 1999, 3, 9, 1, 9, 'Fixed', 'S2000', STEPPER],
  ['Red White & Blue', 'Red, White & Blue', 'IGT', 'Classic / Patriotic', 1, 1994, 3, 1, 1, 3, 'Fixed', 'S2000', STEPPER],
  ['Wheel of Fortune Triple Extreme Spin', null, 'IGT', 'TV Game Show', 1, 2017, 3, 5, 5, 25, 'Wide Area Progressive', 'S3000', STEPPER],
  ['Wheel of Fortune Double Diamond', null, 'IGT', 'TV Game Show', 1, 2008, 3, 1, 1, 3, 'Wide Area Progressive', 'S2000', STEPPER],
  ['Wheel of Fortune Gold Spin', null, 'IGT', 'TV Game Show', 0.25, 2019, 3, 5, 1.25, 6.25, 'Wide Area Progressive', 'CrystalDual 27', DUAL],
  ['Megabucks', null, 'IGT', 'Classic', 1, 1986, 3, 1, 3, 3, 'Wide Area Progressive', 'S2000', STEPPER],
  ['Wolf Run', null, 'IGT', 'Animals / Wilderness', 0.01, 2005, 5, 40, 0.4, 40, 'Fixed', 'AVP', LCD],
  ['Da Vinci Diamonds', null, 'IGT', 'Art / Renaissance', 0.01, 2007, 5, 20, 0.2, 10, 'Fixed', 'AVP', LCD],
  ['Texas Tea', null, 'IGT', 'Oil / Texas', 0.01, 2000, 5, 9, 0.09, 9, 'Fixed', 'S2000 video', LCD],
  ['Siberian Storm', null, 'IGT', 'Animals / Tigers', 0.01, 2008, 5, 720, 0.5, 5, 'Fixed', 'AVP MLD', DUAL],
  ['Kitty Glitter', null, 'IGT', 'Animals / Cats', 0.01, 2006, 5, 30, 0.3, 15, 'Fixed', 'AVP', LCD],
  ["Pharaoh's Fortune", null, 'IGT', 'Ancient Egypt', 0.01, 2006, 5, 15, 0.15, 30, 'Fixed', 'AVP', LCD],
  ['Golden Goddess', null, 'IGT', 'Mythology / Greek', 0.01, 2011, 5, 40, 0.4, 40, 'Fixed', 'AVP', LCD],
  ["Stinkin' Rich", null, 'IGT', 'Money / Comedy', 0.01, 2008, 5, 100, 1, 10, 'Fixed', 'AVP', LCD],
  ["Lucky Larry's Lobstermania", 'Lobstermania', 'IGT', 'Ocean / Fishing', 0.01, 2002, 5, 15, 0.15, 15, 'Fixed', 'S2000 video', LCD],
  ['Diamond Queen', null, 'IGT', 'Royalty', 0.01, 2011, 5, 30, 0.3, 15, 'Fixed', 'AVP', LCD],
  ['Ghostbusters', null, 'IGT', 'Movie / Comedy', 0.01, 2013, 5, 30, 0.6, 6, 'Wide Area Progressive', 'CrystalCurve', CURVED],
  ['Prosperity Link', null, 'IGT', 'Asian', 0.01, 2019, 5, 88, 0.88, 8.8, 'Hold & Spin', 'PeakSlant49', CURVED],
  ['Fortune Coin', null, 'IGT', 'Asian / Money', 0.01, 2017, 5, 40, 0.4, 4, 'Hold & Spin', 'CrystalDual 27', DUAL],
  ['Wheel of Fortune 4D Collector\'s Edition', null, 'IGT', 'TV Game Show', 0.01, 2020, 5, 40, 0.6, 6, 'Wide Area Progressive', 'PeakSlant49', CURVED],
  ['Game King Video Poker', 'Game King', 'IGT', 'Video Poker', 0.25, 2003, null, 1, 0.25, 1.25, 'Fixed', 'Game King Bartop', LCD],
  ['Sex and the City', null, 'IGT', 'TV / Drama', 0.01, 2010, 5, 50, 0.5, 5, 'Progressive', 'AVP MLD', DUAL],
  ['Black Widow', null, 'IGT', 'Spiders / Spooky', 0.01, 2011, 5, 40, 0.4, 40, 'Fixed', 'AVP', LCD],
  ['Ocean Magic', null, 'IGT', 'Ocean', 0.01, 2019, 5, 50, 0.5, 5, 'Fixed', 'CrystalDual 27', DUAL],
  ['Mystical Unicorn', null, 'IGT', 'Fantasy', 0.01, 2009, 5, 30, 0.3, 15, 'Fixed', 'AVP', LCD],
  // Light & Wonder (Scientific Games / Bally / WMS / Shuffle Master)
  ['88 Fortunes', null, 'Light & Wonder', 'Asian', 0.01, 2014, 5, 243, 0.88, 8.8, 'Progressive', 'Bally Pro Wave', CURVED],
  ['Dancing Drums', null, 'Light & Wonder', 'Asian', 0.01, 2017, 5, 243, 0.88, 8.8, 'Progressive', 'TwinStar J43', CURVED],
  ['Dancing Drums Explosion', null, 'Light & Wonder', 'Asian', 0.01, 2019, 5, 243, 0.88, 8.8, 'Progressive', 'TwinStar J43', CURVED],
  ['Jin Ji Bao Xi', 'Jin Ji Bao Xi Endless Treasure', 'Light & Wonder', 'Asian', 0.01, 2018, 5, 243, 0.88, 8.8, 'Progressive', 'TwinStar J43', CURVED],
  ['Fu Dao Le', null, 'Light & Wonder', 'Asian', 0.01, 2016, 5, 243, 0.88, 8.8, 'Progressive', 'Bally Pro Wave', CURVED],
  ['Ultimate Fire Link - Olvera Street', 'Ultimate Fire Link', 'Light & Wonder', 'Mexican / Fiesta', 0.01, 2018, 5, 50, 0.5, 15, 'Hold & Spin', 'TwinStar J43', CURVED],
  ['Ultimate Fire Link - China Street', 'Ultimate Fire Link', 'Light & Wonder', 'Asian', 0.01, 2018, 5, 50, 0.5, 15, 'Hold & Spin', 'TwinStar J43', CURVED],
  ['Ultimate Fire Link - Riverwalk', 'Ultimate Fire Link', 'Light & Wonder', 'Texas / City', 0.01, 2019, 5, 50, 0.5, 15, 'Hold & Spin', 'TwinStar J43', CURVED],
  ['Ultimate Fire Link Power 4', null, 'Light & Wonder', 'Multi-game', 0.01, 2021, 5, 50, 0.5, 20, 'Hold & Spin', 'Kascada', CURVED],
  ["Huff N' Puff", null, 'Light & Wonder', 'Fairy Tale', 0.01, 2019, 5, 50, 0.5, 25, 'Progressive', 'TwinStar J43', CURVED],
  ["Huff N' More Puff", null, 'Light & Wonder', 'Fairy Tale', 0.01, 2021, 5, 50, 0.5, 25, 'Progressive', 'Kascada Dual Screen', DUAL],
  ['Huff N\' Even More Puff', null, 'Light & Wonder', 'Fairy Tale', 0.01, 2022, 5, 50, 0.5, 25, 'Progressive', 'Kascada Dual Screen', DUAL],
  ['Lock It Link - Nightlife', 'Lock It Link', 'Light & Wonder', 'Nightlife / Vegas', 0.01, 2015, 5, 30, 0.3, 9, 'Hold & Spin', 'Bally Pro V32', DUAL],
  ['Lock It Link - Diamonds', 'Lock It Link', 'Light & Wonder', 'Classic / Diamonds', 0.01, 2015, 5, 30, 0.3, 9, 'Hold & Spin', 'Bally Pro V32', DUAL],
  ['Lock It Link - Eureka Reel Blast', 'Lock It Link', 'Light & Wonder', 'Mining / Gold Rush', 0.01, 2017, 5, 30, 0.3, 9, 'Hold & Spin', 'Bally Pro Wave', CURVED],
  ['Quick Hit Platinum', 'Quick Hit', 'Light & Wonder', 'Classic / Vegas', 0.01, 2012, 5, 30, 0.3, 9, 'Progressive', 'Bally Pro V32', DUAL],
  ['Quick Hit Blitz', null, 'Light & Wonder', 'Classic / Vegas', 0.01, 2017, 5, 30, 0.3, 9, 'Progressive', 'Bally Pro Wave', CURVED],
  ['Quick Hit Fever', null, 'Light & Wonder', 'Classic / Vegas', 0.01, 2016, 5, 30, 0.3, 9, 'Progressive', 'Bally Pro Wave', CURVED],
  ['Blazing 7s', null, 'Light & Wonder', 'Classic / Sevens', 1, 1999, 3, 1, 1, 3, 'Progressive', 'Bally S9000', STEPPER],
  ['Hot Shot Progressive', 'Hot Shot', 'Light & Wonder', 'Classic / Sevens', 1, 2008, 3, 1, 1, 3, 'Progressive', 'Bally Alpha', STEPPER],
  ['Invaders from the Planet Moolah', null, 'Light & Wonder', 'Sci-fi / Farm', 0.01, 2012, 5, 243, 0.4, 4, 'Fixed', 'WMS Bluebird 2', DUAL],
  ['Zeus', null, 'Light & Wonder', 'Mythology / Greek', 0.01, 2011, 5, 30, 0.3, 15, 'Fixed', 'WMS Bluebird 2', DUAL],
  ['Zeus II', null, 'Light & Wonder', 'Mythology / Greek', 0.01, 2013, 5, 30, 0.3, 15, 'Fixed', 'WMS Bluebird 2', DUAL],
  ['Raging Rhino', null, 'Light & Wonder', 'Animals / Africa', 0.01, 2013, 6, 4096, 0.4, 60, 'Fixed', 'WMS Blade', DUAL],
  ['Kronos', null, 'Light & Wonder', 'Mythology / Greek', 0.01, 2012, 5, 25, 0.5, 5, 'Fixed', 'WMS Bluebird 2', DUAL],
  ['Bier Haus', null, 'Light & Wonder', 'Oktoberfest', 0.01, 2012, 5, 40, 0.4, 20, 'Fixed', 'WMS Bluebird 2', DUAL],
  ['Goldfish', null, 'Light & Wonder', 'Ocean / Fish', 0.01, 2006, 5, 20, 0.2, 10, 'Fixed', 'WMS Bluebird', LCD],
  ['Jackpot Party', null, 'Light & Wonder', 'Party', 0.01, 1998, 5, 20, 0.2, 10, 'Progressive', 'WMS Bluebird', LCD],
  ['Spartacus Gladiator of Rome', 'Spartacus', 'Light & Wonder', 'Ancient Rome', 0.01, 2013, 10, 100, 1, 10, 'Fixed', 'WMS Gamefield xD', DUAL],
  ['Monopoly Big Event', 'Monopoly', 'Light & Wonder', 'Board Game', 0.01, 2013, 5, 30, 0.6, 6, 'Wide Area Progressive', 'WMS Blade', DUAL],
  ['Willy Wonka Pure Imagination', 'Willy Wonka', 'Light & Wonder', 'Movie / Candy', 0.01, 2015, 5, 30, 0.6, 6, 'Progressive', 'WMS Blade', DUAL],
  ['Wizard of Oz Ruby Slippers', 'Wizard of Oz', 'Light & Wonder', 'Movie / Fantasy', 0.01, 2011, 5, 30, 0.3, 15, 'Progressive', 'WMS Bluebird 2', DUAL],
  ['Dragon Spin', null, 'Light & Wonder', 'Asian / Dragons', 0.01, 2016, 5, 30, 0.6, 6, 'Progressive', 'Bally Pro Wave', CURVED],
  ['Cash Falls', null, 'Light & Wonder', 'Money', 0.01, 2022, 5, 50, 0.5, 12.5, 'Hold & Spin', 'Kascada', CURVED],
  ['Michael Jackson King of Pop', 'Michael Jackson', 'Light & Wonder', 'Music', 0.01, 2013, 5, 40, 0.8, 8, 'Progressive', 'Bally Pro Wave', CURVED],
  ['Cash Wizard', null, 'Light & Wonder', 'Fantasy / Money', 0.01, 2014, 5, 30, 0.3, 9, 'Progressive', 'Bally Pro V22', DUAL],
  ['Rich Little Piggies', null, 'Light & Wonder', 'Animals / Farm', 0.01, 2021, 5, 50, 0.5, 25, 'Hold & Spin', 'Kascada', CURVED],
  // Konami
  ['China Shores', null, 'Konami', 'Asian / Pandas', 0.01, 2011, 5, 30, 0.3, 15, 'Fixed', 'KP3 Podium', DUAL],
  ['China Mystery', null, 'Konami', 'Asian', 0.01, 2012, 5, 30, 0.3, 15, 'Fixed', 'KP3 Podium', DUAL],
  ['Lotus Land', null, 'Konami', 'Asian', 0.01, 2010, 5, 30, 0.3, 15, 'Fixed', 'KP3 Podium', DUAL],
  ['Mayan Chief', null, 'Konami', 'Mayan / Ancient', 0.01, 2011, 5, 30, 0.3, 15, 'Fixed', 'KP3 Podium', DUAL],
  ['Roman Tribune', null, 'Konami', 'Ancient Rome', 0.01, 2011, 5, 30, 0.3, 15, 'Fixed', 'KP3 Podium', DUAL],
  ['Fortune Stacks', null, 'Konami', 'Asian / Money', 0.01, 2018, 5, 50, 0.5, 12.5, 'Progressive', 'Concerto Crescent', CURVED],
  ['All Aboard Dynamite Dash', 'All Aboard', 'Konami', 'Trains / Mining', 0.01, 2021, 5, 50, 0.5, 12.5, 'Hold & Spin', 'DIMENSION 49J', CURVED],
  ['Solstice Celebration', null, 'Konami', 'Asian / Festival', 0.01, 2018, 5, 50, 0.5, 12.5, 'Progressive', 'Concerto Opus', CURVED],
  ['Chili Chili Fire', null, 'Konami', 'Mexican / Fiesta', 0.01, 2015, 5, 30, 0.3, 15, 'Progressive', 'Concerto Stack', DUAL],
  ['Money Galaxy', null, 'Konami', 'Space / Money', 0.01, 2020, 5, 50, 0.5, 12.5, 'Progressive', 'Concerto Opus', CURVED],
  // Everi
  ['Cash Machine', null, 'Everi', 'Classic / Money', 1, 2019, 3, 1, 1, 3, 'Fixed', 'Player Classic', STEPPER],
  ['Cash Machine Jackpots', null, 'Everi', 'Classic / Money', 0.25, 2021, 3, 5, 1.25, 6.25, 'Progressive', 'Player Classic Signature', STEPPER],
  ['Black Diamond Platinum', null, 'Everi', 'Classic / Diamonds', 1, 2016, 3, 1, 1, 3, 'Fixed', 'Player Classic', STEPPER],
  ["Smokin' Hot Stuff Wicked Wheel", null, 'Everi', 'Classic / Devil', 0.25, 2018, 3, 1, 0.75, 3, 'Progressive', 'Player Classic Signature', STEPPER],
  ['Jackpot Streams', null, 'Everi', 'Nature / Money', 0.01, 2020, 5, 50, 0.5, 10, 'Progressive', 'Empire Flex', PORTRAIT],
  // AGS
  ["Rakin' Bacon", null, 'AGS', 'Animals / Farm', 0.01, 2019, 5, 30, 0.6, 12, 'Progressive', 'Orion Portrait', PORTRAIT],
  ['Golden Wins', null, 'AGS', 'Asian / Money', 0.01, 2018, 5, 30, 0.6, 12, 'Progressive', 'Orion Portrait', PORTRAIT],
  ['Jade Wins', null, 'AGS', 'Asian', 0.01, 2018, 5, 30, 0.6, 12, 'Progressive', 'Orion Portrait', PORTRAIT],
  ['Capital Gains', null, 'AGS', 'Money / Wall Street', 0.01, 2020, 5, 30, 0.6, 12, 'Progressive', 'Spectra UR43', PORTRAIT],
  ['Olympus Strikes', null, 'AGS', 'Mythology / Greek', 0.01, 2021, 5, 30, 0.6, 12, 'Progressive', 'Spectra UR49', PORTRAIT],
  // Ainsworth
  ['Mustang Money', null, 'Ainsworth', 'Horses / American West', 0.01, 2015, 5, 25, 0.5, 5, 'Progressive', 'A600', DUAL],
  ['Rumble Rumble', null, 'Ainsworth', 'Asian / Drums', 0.01, 2016, 5, 25, 0.5, 5, 'Progressive', 'A600', DUAL],
  ['Thunder Cash', null, 'Ainsworth', 'Nature / Storm', 0.01, 2014, 5, 25, 0.5, 5, 'Progressive', 'A600', DUAL],
  ['Eagle Bucks', null, 'Ainsworth', 'Animals / Patriotic', 0.01, 2017, 5, 25, 0.5, 5, 'Hold & Spin', 'A-Star Rise', CURVED],
  // Novomatic
  ['Book of Ra Deluxe', 'Book of Ra', 'Novomatic', 'Ancient Egypt / Adventure', 0.01, 2008, 5, 10, 0.1, 10, 'Fixed', 'Novo Line Novo Star', DUAL],
  ["Lucky Lady's Charm Deluxe", "Lucky Lady's Charm", 'Novomatic', 'Luck / Magic', 0.01, 2008, 5, 10, 0.1, 10, 'Fixed', 'Novo Line Novo Star', DUAL],
  ['Sizzling Hot Deluxe', 'Sizzling Hot', 'Novomatic', 'Classic / Fruit', 0.01, 2007, 5, 5, 0.05, 5, 'Fixed', 'Novo Line Novo Star', DUAL],
  // Aruze
  ['Paradise Fishing', null, 'Aruze Gaming', 'Ocean / Fishing', 0.01, 2015, 5, 243, 0.5, 5, 'Fixed', 'Innovator', DUAL],
  ['Ninja Magic', null, 'Aruze Gaming', 'Asian / Ninja', 0.01, 2016, 5, 243, 0.5, 5, 'Progressive', 'Muso', DUAL],
  // Incredible Technologies
  ['Crazy Money Deluxe', 'Crazy Money', 'Incredible Technologies', 'Money / Comedy', 0.01, 2016, 5, 50, 0.5, 5, 'Progressive', 'Infinity V55', DUAL],
  ['Golden Jungle', null, 'Incredible Technologies', 'Animals / Jungle', 0.01, 2019, 5, 50, 0.5, 5, 'Progressive', 'Infinity V55', DUAL],
];

export const SLOT_MACHINES: readonly SlotMachine[] = ROWS.map(
  ([name, slot_name, manufacturer, game_theme, denomination, model_year, reel_count, payline_count, min_bet, max_bet, jackpot_type, cabinet_style, screen_type]) => ({
    name,
    slot_name,
    manufacturer,
    game_theme,
    denomination,
    model_year,
    reel_count,
    payline_count,
    min_bet,
    max_bet,
    jackpot_type,
    cabinet_style,
    screen_type,
  }),
);
