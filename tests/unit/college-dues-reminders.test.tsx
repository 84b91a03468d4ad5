import { CollegeDues } from '@/components/college/college-dues';
import { DUES } from '@/lib/resources/college';
import { collegeTable } from '@/lib/resources/college-screens';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, renderWithMantine, screen, within } from '../helpers/render';

// The list reads its view from the address bar; here the address is jsdom's.
jest.mock('next/navigation', () => ({
  usePathname: () => window.location.pathname,
  useSearchParams: () => new URLSearchParams(window.location.search),
  useRouter: () => ({ replace: jest.fn(), push: jest.fn() }),
}));

/**
 * The dues list's reminders (issue 27 item 4): rows ticked across the list make "Send reminders to
 * N selected", whose confirmation counts the students to e-mail and text and those skipped before
 * anything is sent; Send posts only the ticked students' IRIs, the toast says sent and skipped, and
 * the selection clears. "Send reminders" alone still posts {} (every student with fees due).
 */
const due = (id: number, name: string) => ({
  '@id': `/api/dues/${id}`,
  id,
  name,
  rollNo: `R${id}`,
  guardianPhone: null,
  course: '/api/courses/1',
  batch: '/api/batches/1',
  semester: '/api/semesters/1',
  due: 25000,
  paid: 0,
  balance: 25000,
});
const counts = { students: 1, skipped: 1, fees: 2, emails: 1, sms: 1 };

function show() {
  window.history.replaceState(null, '', '/college/dashboard');
  const calls = mockFetch(({ url }) => {
    if (url.startsWith('/api/dues'))
      return jsonResponse({
        'hydra:member': [due(11, 'Kavya R'), due(12, 'Arun S'), due(13, 'Siva P')],
        'hydra:totalItems': 3,
      });
    if (url.startsWith('/api/fee_reminders')) return jsonResponse({ '@type': 'FeeReminders', ...counts });
    return jsonResponse({ 'hydra:member': [], 'hydra:totalItems': 0 });
  });
  renderWithMantine(<CollegeDues table={collegeTable(DUES)} />);
  return calls;
}

const reminderCalls = (calls: ReturnType<typeof mockFetch>) =>
  calls.filter((c) => c.url.startsWith('/api/fee_reminders'));
const tick = async (user: ReturnType<typeof userEvent.setup>, name: string) =>
  user.click(within((await screen.findByText(name)).closest('tr')!).getByRole('checkbox'));

describe('Send reminders to the selected rows of the dues list', () => {
  it('counts, confirms, sends only to the ticked students, then clears the selection', async () => {
    const user = userEvent.setup();
    const calls = show();
    await screen.findByText('Kavya R');
    expect(screen.queryByRole('button', { name: /selected/ })).not.toBeInTheDocument();
    await tick(user, 'Kavya R');
    await tick(user, 'Siva P');
    await user.click(screen.getByRole('button', { name: 'Send reminders to 2 selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send fee reminders' });
    expect(await within(dialog).findByTestId('reminder-counts')).toHaveTextContent(
      'Send reminders to 1 of the 2 selected students for 2 unpaid fees: 1 e-mail and 1 SMS. Students reminded today already, or with nothing due or no e-mail or phone, are skipped (1 student).',
    );
    // Counted, not sent: one GET for the two ticked students.
    expect(reminderCalls(calls).map((c) => [c.method, c.url])).toEqual([
      ['GET', '/api/fee_reminders?students=11,13'],
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Send 1 reminder' }));
    expect(
      await screen.findByText('Reminders sent to 1 student: 1 e-mail, 1 SMS. Skipped: 1 student.'),
    ).toBeInTheDocument();
    const post = reminderCalls(calls).filter((c) => c.method === 'POST');
    expect(post.map((c) => c.body)).toEqual([{ students: ['/api/students/11', '/api/students/13'] }]);
    expect(screen.queryByRole('button', { name: /selected/ })).not.toBeInTheDocument();
  });

  it('sends nothing on Cancel; "Send reminders" alone is for every student with fees due', async () => {
    const user = userEvent.setup();
    const calls = show();
    await tick(user, 'Arun S');
    await user.click(screen.getByRole('button', { name: 'Send reminders to 1 selected' }));
    let dialog = await screen.findByRole('dialog', { name: 'Send fee reminders' });
    await within(dialog).findByTestId('reminder-counts');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(reminderCalls(calls).filter((c) => c.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Send reminders' }));
    dialog = await screen.findByRole('dialog', { name: 'Send fee reminders' });
    expect(await within(dialog).findByTestId('reminder-counts')).toHaveTextContent(
      'Send reminders to 1 student for 2 unpaid fees: 1 e-mail and 1 SMS. Students already reminded today are skipped (1 student).',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send 1 reminder' }));
    await screen.findByText(/^Reminders sent to 1 student/);
    expect(reminderCalls(calls).map((c) => [c.method, c.url, c.body])).toEqual([
      ['GET', '/api/fee_reminders?students=12', undefined],
      ['GET', '/api/fee_reminders', undefined],
      ['POST', '/api/fee_reminders', {}],
    ]);
    // Sending to all leaves the ticked rows ticked.
    expect(screen.getByRole('button', { name: 'Send reminders to 1 selected' })).toBeInTheDocument();
  });
});
