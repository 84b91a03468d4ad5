/**
 * @jest-environment node
 */
import { birthChartOf } from '@/lib/astro/chart';
import { BIRTH_PLACES, findBirthPlace } from '@/lib/astro/places';
import { rasiChartSvg } from '@/lib/astro/rasi-chart-svg';
import { localToUtc } from '@/lib/astro/time';

describe('birth time to UTC through the place zone', () => {
  it.each([
    ['1990-05-01', '10:00', 'Asia/Kolkata', '1990-05-01T04:30:00.000Z'],
    // India's war time (+06:30), 1942-45
    ['1943-05-01', '10:00', 'Asia/Kolkata', '1943-05-01T03:30:00.000Z'],
    // Sri Lanka at +06:00 in 2000, +05:30 again from 2006
    ['2000-05-01', '10:00', 'Asia/Colombo', '2000-05-01T04:00:00.000Z'],
    ['2010-05-01', '10:00', 'Asia/Colombo', '2010-05-01T04:30:00.000Z'],
    // Singapore at +07:30 before 1982
    ['1975-05-01', '10:00', 'Asia/Singapore', '1975-05-01T02:30:00.000Z'],
    // British summer time; an hour New York's clocks skip is read with the summer offset
    ['2021-07-01', '12:00', 'Europe/London', '2021-07-01T11:00:00.000Z'],
    ['2021-03-14', '02:30', 'America/New_York', '2021-03-14T06:30:00.000Z'],
  ])('%s %s in %s is %s', (date, time, zone, utc) => {
    expect(localToUtc(date, time, zone).toISOString()).toBe(utc);
  });
});

describe('places', () => {
  it('offers a few hundred places with unique codes and real zones', () => {
    expect(BIRTH_PLACES.length).toBeGreaterThan(250);
    expect(new Set(BIRTH_PLACES.map((p) => p.code)).size).toBe(BIRTH_PLACES.length);
    for (const place of BIRTH_PLACES)
      expect(() => new Intl.DateTimeFormat('en', { timeZone: place.zone })).not.toThrow();
    expect(findBirthPlace('in-chennai')).toMatchObject({ name: 'Chennai', zone: 'Asia/Kolkata' });
    expect(findBirthPlace('lk-jaffna')).toMatchObject({ country: 'LK', zone: 'Asia/Colombo' });
    expect(findBirthPlace('nowhere')).toBeUndefined();
  });
});

describe('birth chart', () => {
  it('needs a date, a time and a known place', () => {
    expect(birthChartOf({ birthDate: '1990-05-01', birthTime: null, birthPlace: 'in-chennai' })).toBeNull();
    expect(
      birthChartOf({ birthDate: '1990-02-30', birthTime: '10:00', birthPlace: 'in-chennai' }),
    ).toBeNull();
    expect(
      birthChartOf({ birthDate: '1990-05-01', birthTime: '10:00', birthPlace: 'xx-nowhere' }),
    ).toBeNull();
  });

  it('places the grahas and the lagna in their raasis', () => {
    // 1 May 1990, 10:30 at Chennai: the Sun in Mesham, Jupiter in Mithunam, Saturn and Rahu in
    // Makaram (the year's well-known transits), the Moon in Poosam (Kadagam), Mithuna lagna.
    const chart = birthChartOf({ birthDate: '1990-05-01', birthTime: '10:30', birthPlace: 'in-chennai' })!;
    expect(chart).toMatchObject({ star: 8, raasi: 4 });
    expect(chart.raasis).toMatchObject({
      sun: 1,
      moon: 4,
      jupiter: 3,
      saturn: 10,
      rahu: 10,
      ketu: 4,
      lagna: 3,
    });
  });
});

describe('rasi chart SVG', () => {
  const chart = birthChartOf({ birthDate: '1990-05-01', birthTime: '10:30', birthPlace: 'in-chennai' })!;
  const labels = {
    grahas: {
      sun: 'Su',
      moon: 'Mo',
      mars: 'Ma',
      mercury: 'Me',
      jupiter: 'Ju',
      venus: 'Ve',
      saturn: 'Sa',
      rahu: 'Ra',
      ketu: 'Ke',
      lagna: 'Asc',
    },
    raasis: [
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
    ],
    title: 'Rasi <chart>',
  };

  it('draws the fixed South Indian frame: Meenam top left, Mesham next, Kanni bottom right', () => {
    const svg = rasiChartSvg(chart, labels);
    const square = (raasi: number) =>
      new RegExp(`data-raasi="${raasi}"[^>]*><rect x="(\\d+)" y="(\\d+)"`).exec(svg)!.slice(1).map(Number);
    expect(square(12)).toEqual([0, 0]);
    expect(square(1)).toEqual([100, 0]);
    expect(square(3)).toEqual([300, 0]);
    expect(square(4)).toEqual([300, 100]);
    expect(square(6)).toEqual([300, 300]);
    expect(square(9)).toEqual([0, 300]);
    expect(square(11)).toEqual([0, 100]);
  });

  it('writes each graha in its raasi, marks the lagna and escapes the labels', () => {
    const svg = rasiChartSvg(chart, labels);
    const inSquare = (raasi: number) =>
      /<g data-raasi="\d+"[^>]*>.*?<\/g>/gs.exec(svg.slice(svg.indexOf(`data-raasi="${raasi}"`) - 3))![0];
    expect(inSquare(3)).toContain('data-lagna="true"');
    expect(inSquare(3)).toContain('>Asc<');
    expect(inSquare(3)).toContain('>Ju<');
    expect(inSquare(10)).toMatch(/>Sa<.*>Ra</s);
    expect(inSquare(4)).toMatch(/>Mo<.*>Ke</s);
    expect(svg.match(/data-lagna/g)).toHaveLength(1);
    expect(svg).toContain('Rasi &lt;chart&gt;');
    expect(svg).not.toContain('<chart>');
  });
});
