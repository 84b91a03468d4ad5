import {
  porutham,
  raasiCount,
  starCount,
  isValidStarRaasi,
  type PoruthamVerdict,
} from '@/lib/matching/porutham';
import { starRaasiNumbers } from '@/lib/matching/nakshatra';

/**
 * Each rule of shared/docs/porutham.md, table-driven. Stars and raasis by number (Ashwini 1,
 * Mesham 1). `raasiOf` picks the star's first raasi unless a test needs the second.
 */
const raasiOf = (star: number) => starRaasiNumbers(star)[0];
const person = (star: number, raasi = raasiOf(star)) => ({ star, raasi });
const verdict = (key: string, girl: { star: number; raasi: number }, boy: { star: number; raasi: number }) =>
  porutham(girl, boy).items.find((i) => i.key === key)!.result;

/** A boy star at count c from the girl's star. */
const boyAt = (girl: number, c: number) => ((girl - 1 + c - 1) % 27) + 1;

describe('counting', () => {
  it.each([
    [1, 10, 10], // published: girl Ashwini, boy Magam, c = 10
    [1, 27, 27], // published: girl Ashwini, boy Revathi, c = 27
    [3, 24, 22], // published: girl Karthigai, boy Sadhayam, c = 22
    [5, 5, 1],
    [27, 1, 2],
    [10, 1, 19],
  ])('star count from girl %i to boy %i is %i', (girl, boy, c) => {
    expect(starCount(girl, boy)).toBe(c);
  });

  it.each([
    [1, 1, 1],
    [1, 7, 7],
    [12, 1, 2],
    [5, 4, 12],
  ])('raasi count from girl %i to boy %i is %i', (girl, boy, r) => {
    expect(raasiCount(girl, boy)).toBe(r);
  });
});

describe('star and raasi consistency', () => {
  it.each([
    [3, 1, true],
    [3, 2, true],
    [3, 3, false],
    [1, 1, true],
    [1, 2, false],
    [7, 3, true],
    [7, 4, true],
    [25, 11, true],
    [25, 12, true],
    [27, 12, true],
    [27, 11, false],
    [0, 1, false],
    [28, 12, false],
    [1, 0, false],
    [1, 13, false],
    [1.5, 1, false],
  ])('star %s in raasi %s: %s', (star, raasi, ok) => {
    expect(isValidStarRaasi({ star, raasi })).toBe(ok);
  });

  it('refuses a star that never falls in the given raasi', () => {
    expect(() => porutham({ star: 1, raasi: 2 }, person(10))).toThrow(RangeError);
    expect(() => porutham(person(10), { star: 27, raasi: 1 })).toThrow(RangeError);
  });

  it('has 36 valid star-raasi pairs (27 stars, 9 of them in two raasis)', () => {
    let valid = 0;
    for (let s = 1; s <= 27; s++)
      for (let r = 1; r <= 12; r++) if (isValidStarRaasi({ star: s, raasi: r })) valid++;
    expect(valid).toBe(36);
  });
});

describe('1. Dina', () => {
  const girl = 1; // Ashwini, Mesham
  it.each([
    ...[2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26].map((c) => [c, 'good'] as const),
    ...[12, 14, 16].map((c) => [c, 'medium'] as const),
    ...[3, 5, 7, 10, 17, 19, 21, 22, 23, 25].map((c) => [c, 'bad'] as const), // 17 and 22 are not accepted
  ])('count %i is %s', (c, expected) => {
    expect(verdict('dina', person(girl), person(boyAt(girl, c)))).toBe(expected);
  });

  it('count 27 is good only in the same raasi', () => {
    // Girl Karthigai (Rishabam part) and boy Bharani: count 27; Bharani is Mesham only.
    expect(verdict('dina', person(3, 1), person(2))).toBe('good');
    expect(verdict('dina', person(3, 2), person(2))).toBe('bad');
    expect(verdict('dina', person(1), person(27))).toBe('bad'); // Ashwini-Revathi: Mesham vs Meenam
  });

  it.each([
    ...[4, 6, 8, 10, 13, 22].map((s) => [s, 'good'] as const),
    ...[1, 2, 3, 5, 7, 12, 14, 17].map((s) => [s, 'medium'] as const),
    ...[9, 11, 15, 16, 18, 19, 20, 21, 23, 24, 25, 26, 27].map((s) => [s, 'bad'] as const),
  ])('same star %i is %s', (s, expected) => {
    expect(verdict('dina', person(s), person(s))).toBe(expected);
  });

  it('published: girl Karthigai, boy Sadhayam (c = 22) is "no" under our rule', () => {
    expect(verdict('dina', person(3), person(24))).toBe('bad');
  });
});

describe('2. Gana', () => {
  // Deva: Ashwini 1; Manushya: Bharani 2; Rakshasa: Karthigai 3.
  it.each<[number, number, PoruthamVerdict]>([
    [1, 1, 'good'],
    [2, 2, 'good'],
    [3, 3, 'good'],
    [1, 2, 'good'],
    [2, 1, 'good'],
    [1, 3, 'medium'], // girl Deva, boy Rakshasa
    [3, 1, 'bad'],
    [2, 3, 'bad'],
    [3, 2, 'bad'],
  ])('girl star %i, boy star %i: %s', (g, b, expected) => {
    expect(verdict('gana', person(g), person(b))).toBe(expected);
  });
});

describe('3. Mahendra', () => {
  it.each(Array.from({ length: 27 }, (_, i) => i + 1))('count %i', (c) => {
    const expected = [4, 7, 10, 13, 16, 19, 22, 25].includes(c) ? 'good' : 'bad';
    expect(verdict('mahendra', person(1), person(boyAt(1, c)))).toBe(expected);
  });
});

describe('4. Sthree Deergham', () => {
  it.each<[number, PoruthamVerdict]>([
    [1, 'bad'],
    [7, 'bad'],
    [8, 'medium'],
    [13, 'medium'],
    [14, 'good'],
    [27, 'good'],
  ])('count %i is %s', (c, expected) => {
    expect(verdict('sthreeDeergham', person(2), person(boyAt(2, c)))).toBe(expected);
  });
});

describe('5. Yoni', () => {
  it.each<[string, number, number, PoruthamVerdict]>([
    ['horse-buffalo enemies', 24, 15, 'bad'], // Sadhayam Horse F, Swathi Buffalo M
    ['elephant-lion enemies', 27, 25, 'bad'],
    ['goat-monkey enemies', 3, 20, 'bad'],
    ['snake-mongoose enemies', 5, 21, 'bad'],
    ['dog-deer enemies', 17, 19, 'bad'],
    ['cat-rat enemies', 11, 9, 'bad'],
    ['cow-tiger enemies', 14, 12, 'bad'],
    ['enemies either way round', 13, 1, 'bad'], // Hastham Buffalo F, Ashwini Horse M
    ['boy male, girl female', 22, 1, 'good'], // Thiruvonam Monkey F, Ashwini Horse M
    ['both male', 1, 2, 'medium'],
    ['girl male, boy female', 1, 22, 'medium'],
    ['both female', 3, 5, 'medium'],
  ])('%s', (_label, g, b, expected) => {
    expect(verdict('yoni', person(g), person(b))).toBe(expected);
  });
});

describe('6. Rasi', () => {
  // Stars whose only raasi is r, one per raasi: Mesham 1, Rishabam 4, Mithunam 6, Kadagam 8,
  // Simmam 10, Kanni 13, Thulam 15, Viruchigam 17, Dhanusu 19, Makaram 22, Kumbam 24, Meenam 26.
  const starIn = [1, 4, 6, 8, 10, 13, 15, 17, 19, 22, 24, 26];
  it.each<[number, PoruthamVerdict]>([
    [1, 'medium'],
    [2, 'bad'],
    [3, 'good'],
    [4, 'medium'],
    [5, 'good'],
    [6, 'bad'],
    [7, 'good'],
    [8, 'bad'],
    [9, 'good'],
    [10, 'good'],
    [11, 'good'],
    [12, 'bad'],
  ])('raasi count %i is %s', (r, expected) => {
    const girlRaasi = 1;
    const boyRaasi = ((girlRaasi - 1 + r - 1) % 12) + 1;
    expect(verdict('rasi', person(starIn[girlRaasi - 1]), person(starIn[boyRaasi - 1]))).toBe(expected);
  });

  it.each([
    ['Kadagam-Makaram', 8, 22],
    ['Makaram-Kadagam', 22, 8],
    ['Simmam-Kumbam', 10, 24],
    ['Kumbam-Simmam', 24, 10],
  ])('%s, count 7, is excepted', (_label, g, b) => {
    expect(verdict('rasi', person(g), person(b))).toBe('bad');
  });
});

describe('7. Rasi Adhipathi', () => {
  it.each<[string, number, number, PoruthamVerdict]>([
    ['same lord (Mars: Mesham, Viruchigam)', 1, 17, 'good'],
    ['friends both ways (Sun Simmam, Mars Mesham)', 10, 1, 'good'],
    [
      'friend + neutral (Moon Kadagam, Venus Rishabam: Moon neutral to Venus, Venus enemy) is enmity',
      8,
      4,
      'bad',
    ],
    ['friend + neutral (Sun Simmam, Mercury Mithunam: Sun neutral, Mercury friend)', 10, 6, 'medium'],
    ['both neutral (Mars Mesham, Saturn Makaram: Mars neutral, Saturn enemy) is enmity', 1, 22, 'bad'],
    ['both neutral (Moon Kadagam, Jupiter Dhanusu: Moon neutral, Jupiter friend)', 8, 19, 'medium'],
    ['both neutral (Mercury Mithunam, Jupiter Dhanusu: Mercury neutral, Jupiter enemy)', 6, 19, 'bad'],
    ['Venus and Saturn friends both ways', 4, 22, 'good'],
    ['Moon and Mercury: Mercury regards Moon as enemy', 8, 6, 'bad'],
  ])('%s', (_label, g, b, expected) => {
    expect(verdict('rasiAdhipathi', person(g), person(b))).toBe(expected);
  });

  it('friend + neutral and both neutral are medium', () => {
    // Mercury (Kanni) regards Saturn as neutral, Saturn (Kumbam) regards Mercury as friend.
    expect(verdict('rasiAdhipathi', person(13), person(24))).toBe('medium');
    // Mars (Mesham) and Venus (Thulam): Mars neutral to Venus, Venus neutral to Mars: both neutral.
    expect(verdict('rasiAdhipathi', person(1), person(15))).toBe('medium');
  });
});

describe('8. Vasya', () => {
  const starIn = [1, 4, 6, 8, 10, 13, 15, 17, 19, 22, 24, 26];
  const vasya: Record<number, number[]> = {
    1: [5, 8],
    2: [4, 7],
    3: [6],
    4: [8, 9],
    5: [7],
    6: [3, 12],
    7: [6, 10],
    8: [4],
    9: [12],
    10: [1, 11],
    11: [1],
    12: [10],
  };
  it.each(Object.keys(vasya).map(Number))('girl raasi %i', (girlRaasi) => {
    for (let boyRaasi = 1; boyRaasi <= 12; boyRaasi++) {
      const expected = vasya[girlRaasi].includes(boyRaasi) ? 'good' : 'bad';
      expect([
        boyRaasi,
        verdict('vasya', person(starIn[girlRaasi - 1]), person(starIn[boyRaasi - 1])),
      ]).toEqual([boyRaasi, expected]);
    }
  });
});

describe('9. Rajju', () => {
  const groups = ['Pada', 'Kati', 'Nabhi', 'Kanta', 'Siro', 'Kanta', 'Nabhi', 'Kati', 'Pada'];
  const rajjuOf = (s: number) => groups[(s - 1) % 9];
  it('fails exactly for stars of the same group, both ways', () => {
    for (let g = 1; g <= 27; g++) {
      for (let b = 1; b <= 27; b++) {
        expect([g, b, verdict('rajju', person(g), person(b))]).toEqual([
          g,
          b,
          rajjuOf(g) === rajjuOf(b) ? 'bad' : 'good',
        ]);
      }
    }
  });

  it('published: Ashwini and Moolam share Pada rajju, either way round, and are not recommended', () => {
    expect(verdict('rajju', person(1), person(19))).toBe('bad');
    expect(verdict('rajju', person(19), person(1))).toBe('bad');
    expect(porutham(person(1), person(19)).recommended).toBe(false);
  });
});

describe('10. Vedhai', () => {
  const pairs = [
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
  it.each(pairs)('%i and %i are a vedha pair, both ways', (a, b) => {
    expect(verdict('vedhai', person(a), person(b))).toBe('bad');
    expect(verdict('vedhai', person(b), person(a))).toBe('bad');
  });

  it('flags nothing else (not the "sum to 19, 28 or 37" rule: Ashwini-Revathi is fine)', () => {
    let bad = 0;
    for (let g = 1; g <= 27; g++)
      for (let b = 1; b <= 27; b++) if (verdict('vedhai', person(g), person(b)) === 'bad') bad++;
    expect(bad).toBe(pairs.length * 2);
    expect(verdict('vedhai', person(1), person(27))).toBe('good');
  });
});

describe('score and verdict', () => {
  it('lists the ten in order with reasons', () => {
    const result = porutham(person(1), person(10));
    expect(result.items.map((i) => i.name)).toEqual([
      'Dina',
      'Gana',
      'Mahendra',
      'Sthree Deergham',
      'Yoni',
      'Rasi',
      'Rasi Adhipathi',
      'Vasya',
      'Rajju',
      'Vedhai',
    ]);
    for (const item of result.items) expect(item.reason).not.toBe('');
  });

  it('scores good 1 and medium 0.5, out of 10', () => {
    for (const [g, b] of [
      [1, 10],
      [3, 24],
      [22, 1],
      [13, 13],
      [8, 26],
    ]) {
      const { items, score } = porutham(person(g), person(b));
      const expected =
        items.filter((i) => i.result === 'good').length +
        items.filter((i) => i.result === 'medium').length / 2;
      expect(score).toBe(expected);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(10);
    }
  });

  it('worked example: girl Ashwini (Mesham), boy Magam (Simmam)', () => {
    const r = porutham(person(1), person(10));
    const by = Object.fromEntries(r.items.map((i) => [i.key, i.result]));
    expect(by).toEqual({
      dina: 'bad', // c = 10
      gana: 'medium', // girl Deva, boy Rakshasa
      mahendra: 'good', // 10
      sthreeDeergham: 'medium', // 8..13
      yoni: 'medium', // both male
      rasi: 'good', // r = 5
      rasiAdhipathi: 'good', // Mars and Sun friends both ways
      vasya: 'good', // Simmam is vasya for Mesham
      rajju: 'bad', // both Pada
      vedhai: 'good',
    });
    expect(r.score).toBe(6.5);
    expect(r.recommended).toBe(false);
  });

  it('a failed Vedhai makes the pair not recommended', () => {
    // Every vedha pair also shares a rajju group, so through the stars alone Vedhai never fails on
    // its own; each such pair must still come out not recommended.
    for (const [g, b] of [
      [2, 17],
      [5, 23],
      [10, 27],
      [13, 24],
    ]) {
      const r = porutham(person(g), person(b));
      expect(r.items.find((i) => i.key === 'vedhai')!.result).toBe('bad');
      expect(r.recommended).toBe(false);
    }
  });

  it('passes Rajju and Vedhai: recommended whatever the score', () => {
    const r = porutham(person(1), person(2)); // Pada and Kati, no vedha
    expect(r.recommended).toBe(true);
  });
});
