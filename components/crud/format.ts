const inr = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Rupees in Indian digit grouping without a currency code: 100000 → "1,00,000". */
export function formatInr(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  return Number.isFinite(n) ? inr.format(n) : String(value);
}
