/**
 * A list's columns as plain data, so one table serves every admin list: the master-data screens
 * (Id, their fields, Status) and the profile list (about fifty columns of every kind). The kind
 * says how a column shows its value, how it is filtered, and how it is written to the URL and the
 * API query (table-state.ts).
 */
export type ColumnKind =
  /** the row id: equals */
  | 'id'
  /** text: contains */
  | 'text'
  /** a whole number: equals (the list's grouping such as "1,00,000" accepted) */
  | 'integer'
  /** a code (country): equals */
  | 'code'
  /** yes / no: equals, from a select */
  | 'boolean'
  /** the record's status: equals, shown as an icon */
  | 'status'
  /** a reference to master data, embedded as {id, <name>}: any of several, from a multi-select */
  | 'lookup'
  /** a calendar day (YYYY-MM-DD) or a timestamp: is, is not, before, after, between */
  | 'date'
  | 'datetime'
  /** an uploaded image (round avatar, zooms on click) or file (a link); not filtered */
  | 'photo'
  | 'file';

export type ColumnAlign = 'left' | 'center' | 'right';

export type TableColumn = {
  name: string;
  label: string;
  kind: ColumnKind;
  /** For lookups: the master-data collection its filter offers. */
  collection?: string;
  /**
   * inr: rupees with Indian grouping; timeLeft (datetime): the time left against a deadline;
   * restored (text): "restored" once the row's decision was undone (its restoredAt is set).
   */
  display?: 'inr' | 'timeLeft' | 'restored';
  align?: ColumnAlign;
  /** The cell links to `${link}/${row id}` (a student's name to their ledger). */
  link?: string;
  /** false: shown (and exported) but neither filtered nor sorted: the API has no filter for it. */
  filter?: false;
  /**
   * In the CSV export only, not on screen, and neither filtered nor sorted (the profile list's
   * sign-in e-mail: wanted in the file, one column too many in a list of fifty).
   */
  exportOnly?: true;
  /** Width in pixels where the kind's default is too wide (the dues list fits at 1280 px). */
  size?: number;
  /**
   * Left out of the table below 576 px (a phone), so the list fits without scrolling sideways;
   * still filtered by the address and exported (the dues list keeps a student's name and balance,
   * and the name links to the ledger, which has the rest).
   */
  phoneHidden?: true;
};

/** What a list screen needs besides its rows (serializable: server pages hand it to the browser). */
export type TableDescription = {
  key: string;
  collection: string;
  title: string;
  emptyMessage: string;
  columns: TableColumn[];
  /** A report (the outstanding dues): no New button and no Edit action. */
  readOnly?: boolean;
  /**
   * A wide report that must fit beside the menu at 1280 px (the dues list, issue 27): its cells wrap
   * long names and courses, and each column's filter opens from a button in its heading instead of
   * an input under it (the inputs held the columns at 170 to 220 px each); same filters, same address.
   */
  fit?: boolean;
  /** Rows come from elsewhere (complaints filed by the public): Edit, but no New button. */
  noCreate?: boolean;
};

/**
 * One control of a college form (components/college/record-form-modal.tsx); lookups take their
 * choices from a settings collection. `required` only marks the label: the rules are the API's
 * schema (lib/validation/college.ts).
 */
export type FormField = {
  name: string;
  label: string;
  kind: 'text' | 'lookup' | 'integer' | 'date' | 'phone' | 'email' | 'status';
  collection?: string;
  required?: boolean;
};
