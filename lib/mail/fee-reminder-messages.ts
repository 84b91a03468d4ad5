import { formatRupees } from '@/lib/money';
import { escapeHtml } from './messages';

/** YYYY-MM-DD as dd/mm/yyyy, as every college date is shown. */
const shown = (day: string) => day.split('-').reverse().join('/');

export type ReminderFee = { name: string; dueDate: string; balance: number };

/** The reminder's lines: who, what is owed on which fee by when, the total and where to pay. */
function reminderLines(college: string, student: string, rollNo: string, fees: ReminderFee[]) {
  const total = fees.reduce((sum, f) => sum + f.balance, 0);
  return {
    total,
    lines: [
      `Dear ${student} (Roll No ${rollNo}) and guardian,`,
      `This is a reminder from ${college} of fees to be paid:`,
      ...fees.map((f) => `${f.name}: ${formatRupees(f.balance)}, due on ${shown(f.dueDate)}`),
      `Total: ${formatRupees(total)}.`,
      'Please pay at the college fee office. If you have paid already, please ignore this message.',
    ],
  };
}

/** The fee reminder e-mail (lib/data/college/reminders.ts) to a student and guardian. */
export function feeReminderMail(
  to: string,
  college: string,
  student: string,
  rollNo: string,
  fees: ReminderFee[],
) {
  const { total, lines } = reminderLines(college, student, rollNo, fees);
  return {
    to,
    subject: `Fee reminder from ${college}: ${formatRupees(total)} to pay`,
    text: lines.join('\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  };
}

/** The fee reminder SMS: one short message with the total and the earliest due date. */
export function feeReminderSms(college: string, student: string, fees: ReminderFee[]) {
  const total = fees.reduce((sum, f) => sum + f.balance, 0);
  const first = fees.map((f) => f.dueDate).sort()[0];
  return `${college}: fees of ${formatRupees(total)} for ${student} are due (from ${shown(first)}). Please pay at the fee office.`;
}
