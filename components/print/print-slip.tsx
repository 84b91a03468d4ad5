import type { ReactNode } from 'react';
import { formatRupees, rupeesInWords } from '@/lib/money';
import type { CollegeSettings } from '@/lib/validation/college-settings';
import classes from './print-document.module.css';

/** A line of a slip's details or notes: its label and what it says. */
export type SlipRow = { label: string; value: ReactNode };

type Props = {
  /** The document's name for assistive technology (the article's label). */
  label: string;
  /** The heading, e.g. "Fee Receipt". */
  title: string;
  /** Its number beside the heading, e.g. "Receipt No 2026/00001". */
  number: string;
  college: CollegeSettings;
  /** The day it is dated (YYYY-MM-DD), printed dd/mm/yyyy. */
  date: string;
  /** The student, as the receipt shows them (course, semester and batch of the payment). */
  student: { name: string; rollNo: string; courseName: string; semesterName: string; batchName: string };
  /** The page's own details, after the student's (payment mode, the receipt refunded, reason). */
  details: SlipRow[];
  /** Above the details: the receipt's "CANCELLED" stamp. */
  notice?: ReactNode;
  /** The amount table's lines ("Particulars" / "Amount"); none: the total alone. */
  lines?: { label: string; amount: number }[];
  /** The amount, in figures on the table's last line and in words below it. */
  total: { label: string; amount: number };
  /** Below the amount in words: balance left, who received or paid out the money. */
  notes: SlipRow[];
  /** Left to right on the signature line. */
  signatures: string[];
};

const day = (iso: string) => iso.split('-').reverse().join('/');

/**
 * The printed slips of the college's money (the fee receipt, the refund slip; issue 27): the
 * institution as /college/settings gives it, the heading and number, the date and the student
 * block (name, roll no, course, semester, batch), the page's own rows, the amount in figures and
 * words, the notes, the signature line and the receipt footer. Each page supplies only its rows;
 * plain HTML with the print CSS of print-document.module.css.
 */
export function PrintSlip(props: Props) {
  const { college, student, total } = props;
  const contacts = [college.phone && `Phone ${college.phone}`, college.email].filter(Boolean).join(' · ');
  const rows: SlipRow[] = [
    { label: 'Date', value: day(props.date) },
    { label: 'Student', value: student.name },
    { label: 'Roll No', value: student.rollNo },
    { label: 'Course', value: student.courseName },
    { label: 'Semester', value: student.semesterName },
    { label: 'Batch', value: student.batchName },
    ...props.details,
  ];
  return (
    <article className={classes.document} aria-label={props.label}>
      <div className={classes.institution}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a stored upload, printed as it is */}
        {college.logo && <img src={college.logo} alt="" className={classes.logo} />}
        <div>
          <h2 className={classes.orgName}>{college.name}</h2>
          {college.address && <div className={classes.address}>{college.address}</div>}
          {contacts && <div>{contacts}</div>}
          {college.registration && <div>{college.registration}</div>}
        </div>
      </div>
      <header className={classes.heading}>
        <h1>{props.title}</h1>
        <strong>{props.number}</strong>
      </header>
      {props.notice}
      <table className={classes.details}>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className={classes.amounts}>
        {props.lines && (
          <thead>
            <tr>
              <th>Particulars</th>
              <th className={classes.amount}>Amount</th>
            </tr>
          </thead>
        )}
        <tbody>
          {props.lines?.map((line, i) => (
            // A printed list that never changes: its order is its key.
            <tr key={i}>
              <td>{line.label}</td>
              <td className={classes.amount}>{formatRupees(line.amount)}</td>
            </tr>
          ))}
          <tr>
            <th>{total.label}</th>
            <th className={classes.amount}>{formatRupees(total.amount)}</th>
          </tr>
        </tbody>
      </table>
      <p>
        <strong>Amount in words:</strong> {rupeesInWords(total.amount)}
      </p>
      {props.notes.map((note) => (
        <p key={note.label}>
          <strong>{note.label}:</strong> {note.value}
        </p>
      ))}
      <div className={classes.signatures}>
        {props.signatures.map((s) => (
          <span key={s}>{s}</span>
        ))}
      </div>
      {college.receiptFooter && <p className={classes.footer}>{college.receiptFooter}</p>}
    </article>
  );
}
