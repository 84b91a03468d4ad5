import Papa from 'papaparse';

/**
 * CSV files for people: opened in a spreadsheet, so every text cell is defused (a cell starting with
 * = + - @ would run as a formula) and mobile numbers stay readable.
 */

/**
 * A mobile number in E.164 ("+919876543210"). Spreadsheets read it as a number (dropping the "+"), and
 * defusing would show an apostrophe before it; as the text formula ="+919876543210" it shows as
 * written, in a text cell. Only digits can be inside, so nothing else can run.
 */
const PHONE = /^\+\d{7,15}$/;
/** A cell that a spreadsheet would run as a formula: "'" before it makes it text. */
const FORMULA = /^[=+\-@\t\r]/;

function safeText(text: string): string {
  if (PHONE.test(text)) return `="${text}"`;
  return FORMULA.test(text) ? `'${text}` : text;
}

type Cell = string | number | boolean | null | undefined;

/** The file's text (without BOM): a heading line, then one line per row. Numbers stay raw. */
export function csvText(headings: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const data = rows.map((row) =>
    row.map((cell) => (typeof cell === 'string' ? safeText(cell) : (cell ?? ''))),
  );
  // Quoted where defused, as spreadsheets expect of a cell starting with "'".
  return Papa.unparse({ fields: [...headings], data }, { quotes: (value) => String(value).startsWith("'") });
}
