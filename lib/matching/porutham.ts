/**
 * The ten poruthams (Tamil star compatibility) exactly as written in shared/docs/porutham.md:
 * every rule reads from the tables in porutham-tables.ts, so a disputed rule is changed in one
 * place and its table-driven test (tests/unit/porutham.test.ts) says which source we follow.
 * Pure: no database, no I/O. The same function fills the precomputed `porutham` table
 * (scripts/gen-porutham-sql.ts), so the SQL join and this module cannot disagree.
 */
import { starFallsInRaasi } from './nakshatra';
import {
  DINA_GOOD,
  DINA_MEDIUM,
  DINA_SAME_STAR_GOOD,
  DINA_SAME_STAR_MEDIUM,
  LORD_NAMES,
  MAHENDRA_GOOD,
  RAASI_LORD,
  RAASI_NAMES,
  RAJJU_NAMES,
  STARS,
  VASYA,
  VEDHA_PAIRS,
  YONI_ENEMIES,
  relation,
  type Gana,
} from './porutham-tables';

export type PoruthamVerdict = 'good' | 'medium' | 'bad';
interface PoruthamItem {
  key: string;
  name: string;
  result: PoruthamVerdict;
  reason: string;
}
export interface PoruthamResult {
  items: PoruthamItem[];
  score: number;
  recommended: boolean;
}

type Person = { star: number; raasi: number };

/** The ten in the order porutham.md lists them; keys are the API's and the table's column names. */
export const PORUTHAMS = [
  { key: 'dina', name: 'Dina' },
  { key: 'gana', name: 'Gana' },
  { key: 'mahendra', name: 'Mahendra' },
  { key: 'sthreeDeergham', name: 'Sthree Deergham' },
  { key: 'yoni', name: 'Yoni' },
  { key: 'rasi', name: 'Rasi' },
  { key: 'rasiAdhipathi', name: 'Rasi Adhipathi' },
  { key: 'vasya', name: 'Vasya' },
  { key: 'rajju', name: 'Rajju' },
  { key: 'vedhai', name: 'Vedhai' },
] as const;
export type PoruthamKey = (typeof PORUTHAMS)[number]['key'];

/** Rajju and Vedhai are mandatory: a failure marks the pair "not recommended" whatever the score. */
const MANDATORY: readonly PoruthamKey[] = ['rajju', 'vedhai'];

/** Star count from girl to boy, inclusive (the girl's own star counts 1). */
export const starCount = (girl: number, boy: number) => ((((boy - girl) % 27) + 27) % 27) + 1;
/** Raasi count from girl to boy, inclusive. */
export const raasiCount = (girl: number, boy: number) => ((((boy - girl) % 12) + 12) % 12) + 1;

/** A valid pair: star 1..27, raasi 1..12, and the star has a quarter in that raasi. */
export function isValidStarRaasi(p: { star: number; raasi: number }): boolean {
  return Number.isInteger(p.raasi) && p.raasi >= 1 && p.raasi <= 12 && starFallsInRaasi(p.star, p.raasi);
}

type Rule = (girl: Person, boy: Person) => [PoruthamVerdict, string];

const starName = (n: number) => STARS[n - 1].name;

const rules: Record<PoruthamKey, Rule> = {
  dina(girl, boy) {
    const c = starCount(girl.star, boy.star);
    if (c === 1) {
      const name = starName(girl.star);
      if (DINA_SAME_STAR_GOOD.has(girl.star)) return ['good', `Same star, ${name}, which is auspicious`];
      if (DINA_SAME_STAR_MEDIUM.has(girl.star)) return ['medium', `Same star, ${name}, which is acceptable`];
      return ['bad', `Same star, ${name}, which is not acceptable`];
    }
    if (c === 27) {
      return girl.raasi === boy.raasi
        ? ['good', 'Count 27 with the same raasi']
        : ['bad', 'Count 27 in different raasis'];
    }
    if (DINA_GOOD.has(c)) return ['good', `Count ${c} from the bride's star`];
    if (DINA_MEDIUM.has(c)) return ['medium', `Count ${c} from the bride's star (depends on the quarter)`];
    return ['bad', `Count ${c} from the bride's star`];
  },
  gana(girl, boy) {
    const g: Gana = STARS[girl.star - 1].gana;
    const b: Gana = STARS[boy.star - 1].gana;
    const pair = `Bride ${g}, groom ${b}`;
    if (g === b) return ['good', `${pair}: same gana`];
    if (g !== 'Rakshasa' && b !== 'Rakshasa') return ['good', `${pair}`];
    if (g === 'Deva' && b === 'Rakshasa') return ['medium', pair];
    return ['bad', pair];
  },
  mahendra(girl, boy) {
    const c = starCount(girl.star, boy.star);
    return MAHENDRA_GOOD.has(c) ? ['good', `Count ${c}`] : ['bad', `Count ${c}`];
  },
  sthreeDeergham(girl, boy) {
    const c = starCount(girl.star, boy.star);
    if (c > 13) return ['good', `Count ${c}, more than 13`];
    if (c >= 8) return ['medium', `Count ${c}, between 8 and 13`];
    return ['bad', `Count ${c}, 7 or less`];
  },
  yoni(girl, boy) {
    const g = STARS[girl.star - 1].yoni;
    const b = STARS[boy.star - 1].yoni;
    const pair = `Bride ${g.animal} (${g.sex}), groom ${b.animal} (${b.sex})`;
    if (
      YONI_ENEMIES.some(([x, y]) => (x === g.animal && y === b.animal) || (x === b.animal && y === g.animal))
    ) {
      return ['bad', `${pair}: enemy animals`];
    }
    return b.sex === 'M' && g.sex === 'F' ? ['good', pair] : ['medium', pair];
  },
  rasi(girl, boy) {
    const r = raasiCount(girl.raasi, boy.raasi);
    const pair = new Set<string>([RAASI_NAMES[girl.raasi - 1], RAASI_NAMES[boy.raasi - 1]]);
    const is = (a: string, b: string) => pair.has(a) && pair.has(b) && a !== b;
    if ([2, 6, 8, 12].includes(r)) return ['bad', `Raasi count ${r}`];
    if (r === 7) {
      if (is('Kadagam', 'Makaram') || is('Simmam', 'Kumbam'))
        return ['bad', `Raasi count 7, an excepted pair`];
      return ['good', 'Raasi count 7'];
    }
    if ([3, 5, 9, 10, 11].includes(r)) return ['good', `Raasi count ${r}`];
    return ['medium', `Raasi count ${r}`];
  },
  rasiAdhipathi(girl, boy) {
    const g = RAASI_LORD[girl.raasi - 1];
    const b = RAASI_LORD[boy.raasi - 1];
    const pair = `Lords ${LORD_NAMES[g]} and ${LORD_NAMES[b]}`;
    if (g === b) return ['good', `Same lord, ${LORD_NAMES[g]}`];
    const one = relation(g, b);
    const other = relation(b, g);
    if (one === 'enemy' || other === 'enemy') return ['bad', `${pair}: enmity`];
    if (one === 'friend' && other === 'friend') return ['good', `${pair}: friends`];
    return [
      'medium',
      `${pair}: ${one === 'friend' || other === 'friend' ? 'friend and neutral' : 'neutral'}`,
    ];
  },
  vasya(girl, boy) {
    const ok = VASYA[girl.raasi - 1].includes(boy.raasi);
    const pair = `${RAASI_NAMES[boy.raasi - 1]} for ${RAASI_NAMES[girl.raasi - 1]}`;
    return ok ? ['good', `${pair} is vasya`] : ['bad', `${pair} is not vasya`];
  },
  rajju(girl, boy) {
    const g = STARS[girl.star - 1].rajju;
    const b = STARS[boy.star - 1].rajju;
    return g === b
      ? ['bad', `Both ${RAJJU_NAMES[g]} rajju`]
      : ['good', `${RAJJU_NAMES[g]} and ${RAJJU_NAMES[b]} rajju`];
  },
  vedhai(girl, boy) {
    const hit = VEDHA_PAIRS.some(
      ([x, y]) => (x === girl.star && y === boy.star) || (x === boy.star && y === girl.star),
    );
    return hit
      ? ['bad', `${starName(girl.star)} and ${starName(boy.star)} are a vedha pair`]
      : ['good', 'Not a vedha pair'];
  },
};

/**
 * The ten poruthams of a bride and a groom. Throws RangeError on a star or raasi out of range, or a
 * star that never falls in the given raasi: callers validate input first (the API answers 400).
 */
export function porutham(
  bride: { star: number; raasi: number },
  groom: { star: number; raasi: number },
): PoruthamResult {
  for (const [who, p] of [
    ['bride', bride],
    ['groom', groom],
  ] as const) {
    if (!isValidStarRaasi(p))
      throw new RangeError(`${who}: star ${p.star} does not fall in raasi ${p.raasi}`);
  }
  const items = PORUTHAMS.map(({ key, name }) => {
    const [result, reason] = rules[key](bride, groom);
    return { key, name, result, reason };
  });
  const score = items.reduce(
    (sum, i) => sum + (i.result === 'good' ? 1 : i.result === 'medium' ? 0.5 : 0),
    0,
  );
  const recommended = !items.some((i) => MANDATORY.includes(i.key as PoruthamKey) && i.result === 'bad');
  return { items, score, recommended };
}
