// placeholder: replaced by the porutham/interests branch at merge
export type PoruthamVerdict = 'good' | 'medium' | 'bad';
export interface PoruthamItem {
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

const NAMES = ['Dina', 'Gana', 'Mahendra', 'Stree Deergha', 'Yoni', 'Raasi', 'Raasi Adhipathi', 'Vasya', 'Rajju', 'Vedhai'];

/** Naive stand-in: a verdict per porutham from the distance between the stars. */
export function porutham(bride: { star: number; raasi: number }, groom: { star: number; raasi: number }): PoruthamResult {
  const distance = (((groom.star - bride.star) % 27) + 27) % 27;
  const items = NAMES.map((name, i): PoruthamItem => {
    const v = (distance + i) % 3;
    const result: PoruthamVerdict = v === 0 ? 'good' : v === 1 ? 'medium' : 'bad';
    return { key: name.toLowerCase().replace(/ /g, '-'), name, result, reason: `${name}: ${result}` };
  });
  const score = items.reduce((sum, item) => sum + (item.result === 'good' ? 1 : item.result === 'medium' ? 0.5 : 0), 0);
  const recommended = items.every((item) => !['Rajju', 'Vedhai'].includes(item.name) || item.result !== 'bad');
  return { items, score, recommended };
}
