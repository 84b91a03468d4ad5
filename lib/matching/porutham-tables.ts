/**
 * The data behind the ten poruthams, copied from shared/docs/porutham.md (Stars table, Raasis and
 * lords, and the lists inside each rule). Index 0 is star 1 (Ashwini) / raasi 1 (Mesham).
 */
export type Gana = 'Deva' | 'Manushya' | 'Rakshasa';
type Animal =
  | 'Horse'
  | 'Elephant'
  | 'Goat'
  | 'Snake'
  | 'Dog'
  | 'Cat'
  | 'Rat'
  | 'Cow'
  | 'Buffalo'
  | 'Tiger'
  | 'Deer'
  | 'Monkey'
  | 'Mongoose'
  | 'Lion';
/** Rajju groups, feet to head. */
export const RAJJU_NAMES = ['Pada', 'Kati', 'Nabhi', 'Kanta', 'Siro'] as const;
type Rajju = 0 | 1 | 2 | 3 | 4;

export const RAASI_NAMES = [
  'Mesham',
  'Rishabam',
  'Mithunam',
  'Kadagam',
  'Simmam',
  'Kanni',
  'Thulam',
  'Viruchigam',
  'Dhanusu',
  'Makaram',
  'Kumbam',
  'Meenam',
] as const;

// Rajju repeats in blocks of nine: Pada, Kati, Nabhi, Kanta, Siro, Kanta, Nabhi, Kati, Pada.
const RAJJU_BLOCK: Rajju[] = [0, 1, 2, 3, 4, 3, 2, 1, 0];

const star = (name: string, gana: Gana, animal: Animal, sex: 'M' | 'F') => ({
  name,
  gana,
  yoni: { animal, sex },
});
export const STARS = [
  star('Ashwini', 'Deva', 'Horse', 'M'),
  star('Bharani', 'Manushya', 'Elephant', 'M'),
  star('Karthigai', 'Rakshasa', 'Goat', 'F'),
  star('Rohini', 'Manushya', 'Snake', 'M'),
  star('Mirugasirisham', 'Deva', 'Snake', 'F'),
  star('Thiruvathirai', 'Manushya', 'Dog', 'F'),
  star('Punarpoosam', 'Deva', 'Cat', 'F'),
  star('Poosam', 'Deva', 'Goat', 'M'),
  star('Ayilyam', 'Rakshasa', 'Cat', 'M'),
  star('Magam', 'Rakshasa', 'Rat', 'M'),
  star('Pooram', 'Manushya', 'Rat', 'F'),
  star('Uthiram', 'Manushya', 'Cow', 'M'),
  star('Hastham', 'Deva', 'Buffalo', 'F'),
  star('Chithirai', 'Rakshasa', 'Tiger', 'F'),
  star('Swathi', 'Deva', 'Buffalo', 'M'),
  star('Visakam', 'Rakshasa', 'Tiger', 'M'),
  star('Anusham', 'Deva', 'Deer', 'F'),
  star('Kettai', 'Rakshasa', 'Deer', 'M'),
  star('Moolam', 'Rakshasa', 'Dog', 'M'),
  star('Pooradam', 'Manushya', 'Monkey', 'M'),
  star('Uthiradam', 'Manushya', 'Mongoose', 'M'),
  star('Thiruvonam', 'Deva', 'Monkey', 'F'),
  star('Avittam', 'Rakshasa', 'Lion', 'F'),
  star('Sadhayam', 'Rakshasa', 'Horse', 'F'),
  star('Poorattathi', 'Manushya', 'Lion', 'M'),
  star('Uthirattathi', 'Manushya', 'Cow', 'F'),
  star('Revathi', 'Deva', 'Elephant', 'F'),
].map((s, i) => ({ ...s, number: i + 1, rajju: RAJJU_BLOCK[i % 9] }));

// Dina: counts from the girl's star to the boy's.
export const DINA_GOOD = new Set([2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26]);
export const DINA_MEDIUM = new Set([12, 14, 16]);
/** Same star: good for Rohini, Thiruvathirai, Poosam, Magam, Hastham, Thiruvonam. */
export const DINA_SAME_STAR_GOOD = new Set([4, 6, 8, 10, 13, 22]);
/** Same star: medium for Ashwini, Bharani, Karthigai, Mirugasirisham, Punarpoosam, Uthiram, Chithirai, Anusham. */
export const DINA_SAME_STAR_MEDIUM = new Set([1, 2, 3, 5, 7, 12, 14, 17]);

export const MAHENDRA_GOOD = new Set([4, 7, 10, 13, 16, 19, 22, 25]);

export const YONI_ENEMIES: [Animal, Animal][] = [
  ['Horse', 'Buffalo'],
  ['Elephant', 'Lion'],
  ['Goat', 'Monkey'],
  ['Snake', 'Mongoose'],
  ['Dog', 'Deer'],
  ['Cat', 'Rat'],
  ['Cow', 'Tiger'],
];

export const LORD_NAMES = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const;
type Lord = 0 | 1 | 2 | 3 | 4 | 5 | 6;
const [SUN, MOON, MARS, MERCURY, JUPITER, VENUS, SATURN] = [0, 1, 2, 3, 4, 5, 6] as const;

/** Lord of each raasi, Mesham first. */
export const RAASI_LORD: Lord[] = [
  MARS,
  VENUS,
  MERCURY,
  MOON,
  SUN,
  MERCURY,
  VENUS,
  MARS,
  JUPITER,
  SATURN,
  SATURN,
  JUPITER,
];

/** Each lord's friends and enemies; every other lord is neutral to it. */
const FRIENDSHIPS: Record<Lord, { friends: Lord[]; enemies: Lord[] }> = {
  [SUN]: { friends: [MOON, MARS, JUPITER], enemies: [VENUS, SATURN] },
  [MOON]: { friends: [SUN, MERCURY], enemies: [] },
  [MARS]: { friends: [SUN, MOON, JUPITER], enemies: [MERCURY] },
  [MERCURY]: { friends: [SUN, VENUS], enemies: [MOON] },
  [JUPITER]: { friends: [SUN, MOON, MARS], enemies: [MERCURY, VENUS] },
  [VENUS]: { friends: [MERCURY, SATURN], enemies: [SUN, MOON] },
  [SATURN]: { friends: [MERCURY, VENUS], enemies: [SUN, MOON, MARS] },
};

/** How lord `a` regards lord `b`. */
export function relation(a: Lord, b: Lord): 'friend' | 'neutral' | 'enemy' {
  if (FRIENDSHIPS[a].friends.includes(b)) return 'friend';
  if (FRIENDSHIPS[a].enemies.includes(b)) return 'enemy';
  return 'neutral';
}

/** Vasya: the boy's raasis that are vasya for each girl's raasi (numbers, Mesham = 1). */
export const VASYA: number[][] = [
  [5, 8], // Mesham: Simmam, Viruchigam
  [4, 7], // Rishabam: Kadagam, Thulam
  [6], // Mithunam: Kanni
  [8, 9], // Kadagam: Viruchigam, Dhanusu
  [7], // Simmam: Thulam
  [3, 12], // Kanni: Mithunam, Meenam
  [6, 10], // Thulam: Kanni, Makaram
  [4], // Viruchigam: Kadagam
  [12], // Dhanusu: Meenam
  [1, 11], // Makaram: Mesham, Kumbam
  [1], // Kumbam: Mesham
  [10], // Meenam: Makaram
];

/** Vedha pairs; 5, 14 and 23 are each in vedha with the other two. */
export const VEDHA_PAIRS: [number, number][] = [
  [1, 18],
  [2, 17],
  [3, 16],
  [4, 15],
  [6, 22],
  [7, 21],
  [8, 20],
  [9, 19],
  [10, 27],
  [11, 26],
  [12, 25],
  [13, 24],
  [5, 14],
  [5, 23],
  [14, 23],
];
