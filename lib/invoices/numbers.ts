/**
 * Invoice arithmetic shared by the data layer, the printed invoice and the tests (issue 25): the
 * Indian financial year (1 April to 31 March) an invoice is numbered in, its printed number, and
 * GST shown inside a GST-inclusive amount, split into equal CGST and SGST halves.
 */

/** The first calendar year of the financial year of a YYYY-MM-DD day: 2027-03-31 → 2026, 2027-04-01 → 2027. */
export function financialYearOf(day: string): number {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return month >= 4 ? year : year - 1;
}

/** "2026-27". */
const financialYearLabel = (fyStart: number) => `${fyStart}-${String((fyStart + 1) % 100).padStart(2, '0')}`;

/** "INV/2026-27/00042". */
export const invoiceNumberOf = (fyStart: number, number: number) =>
  `INV/${financialYearLabel(fyStart)}/${String(number).padStart(5, '0')}`;

export type GstSplit = { taxablePaise: number; cgstPaise: number; sgstPaise: number };

/**
 * GST inside an amount that includes it, in paise: taxable value = amount × 100 / (100 + rate),
 * rounded to the paisa; the tax is the rest, halved into CGST and SGST (an odd paisa goes to SGST),
 * so the three always add up to the amount paid.
 */
export function gstInside(amountRupees: number, ratePercent: number): GstSplit {
  const totalPaise = amountRupees * 100;
  const taxablePaise = Math.round((totalPaise * 100) / (100 + ratePercent));
  const tax = totalPaise - taxablePaise;
  const cgstPaise = Math.floor(tax / 2);
  return { taxablePaise, cgstPaise, sgstPaise: tax - cgstPaise };
}

const paiseFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Paise as rupees with two decimals in Indian grouping: 1271186 → "₹12,711.86". */
export const formatPaise = (paise: number) => `₹${paiseFormat.format(paise / 100)}`;
