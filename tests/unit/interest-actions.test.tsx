import userEvent from '@testing-library/user-event';
import InterestActions from '@/components/interests/InterestActions';
import type { InterestRow } from '@/lib/interests/pair-state';
import {
  fireEvent,
  jsonResponse,
  mockFetch,
  renderWithMantine,
  screen,
  within,
  type FetchCall,
} from '../helpers/render';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

type Row = { id: number; status: string; direction: 'sent' | 'received'; updatedAt?: string };
const collection = (members: unknown[]) =>
  jsonResponse({ 'hydra:member': members, 'hydra:totalItems': members.length });
const NOW = new Date().toISOString();
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const interest = (row: Row) => ({ '@id': `/api/interests/${row.id}`, updatedAt: NOW, ...row });
const ddmmyyyy = (date: Date) =>
  new Intl.DateTimeFormat('en-IN', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(date);

/** A fake API holding the pair's interests and shortlist entry; writes change it as the server would. */
function fakeApi(start: { interests: Row[]; shortlisted?: boolean; refuse?: string }) {
  let rows = [...start.interests];
  let shortlisted = !!start.shortlisted;
  const calls = mockFetch((call: FetchCall) => {
    if (call.method === 'GET' && call.url.startsWith('/api/interests?'))
      return collection(rows.map(interest));
    if (call.method === 'GET' && call.url.startsWith('/api/shortlists?')) {
      return collection(shortlisted ? [{ '@id': '/api/shortlists/3', id: 3 }] : []);
    }
    if (start.refuse) return jsonResponse({ 'hydra:description': start.refuse }, 409);
    if (call.method === 'POST' && call.url === '/api/interests')
      rows = [
        { id: 9, status: 'pending', direction: 'sent' },
        ...rows.filter((r) => r.direction === 'received'),
      ];
    if (call.method === 'PATCH')
      rows = rows.map((r) =>
        call.url === `/api/interests/${r.id}`
          ? { ...r, status: (call.body as { status: string }).status, updatedAt: NOW }
          : r,
      );
    if (call.method === 'POST' && call.url === '/api/shortlists') shortlisted = true;
    if (call.method === 'DELETE') shortlisted = false;
    return jsonResponse({}, call.method === 'POST' ? 201 : 200);
  });
  return calls;
}

const writes = (calls: FetchCall[]) =>
  calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.url, c.body]);

describe('InterestActions', () => {
  beforeEach(() => refresh.mockClear());

  it('sends an interest with a personal note to the profile it is given, then offers to withdraw it', async () => {
    const calls = fakeApi({ interests: [] });
    renderWithMantine(<InterestActions profileId={42} name="Meena" />);
    expect(calls[0].url).toBe('/api/interests?profile=%2Fapi%2Fprofiles%2F42');
    await userEvent.click(await screen.findByRole('button', { name: 'Send interest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send interest to Meena' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Personal note (optional)' }),
      ' We are from Madurai. ',
    );
    expect(within(dialog).getByText('20/500')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send interest' }));
    expect(await screen.findByRole('button', { name: 'Withdraw interest' })).toBeInTheDocument();
    expect(screen.getByText('Interest sent')).toBeInTheDocument();
    expect(screen.getByText('Interest pending')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      ['POST', '/api/interests', { to: '/api/profiles/42', note: 'We are from Madurai.' }],
    ]);
    expect(refresh).toHaveBeenCalled();
  });

  it('refuses a note past 500 characters in the dialog and sends nothing', async () => {
    const calls = fakeApi({ interests: [] });
    renderWithMantine(<InterestActions profileId={42} name="Meena" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Send interest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send interest to Meena' });
    const note = within(dialog).getByRole('textbox', { name: 'Personal note (optional)' });
    fireEvent.change(note, { target: { value: 'அ'.repeat(501) } });
    expect(within(dialog).getByText('A note can be at most 500 characters.')).toBeInTheDocument();
    expect(within(dialog).getByText('501/500')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send interest' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes(calls)).toEqual([]);
  });

  it('withdraws only after a confirmation that says what follows', async () => {
    const calls = fakeApi({ interests: [{ id: 5, status: 'pending', direction: 'sent' }] });
    renderWithMantine(<InterestActions profileId={42} name="Meena" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw interest' }));
    let dialog = await screen.findByRole('dialog', { name: 'Withdraw your interest?' });
    expect(dialog).toHaveTextContent(
      `Meena will no longer see your interest as pending. You can send Meena a new interest only after 30 days, from ${ddmmyyyy(daysAgo(-30))}.`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes(calls)).toEqual([]);
    expect(screen.getByText('Interest pending')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Withdraw interest' }));
    dialog = await screen.findByRole('dialog', { name: 'Withdraw your interest?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw interest' }));
    expect(
      await screen.findByText('Interest withdrawn', { selector: '.mantine-Badge-label' }),
    ).toBeInTheDocument();
    expect(writes(calls)).toEqual([['PATCH', '/api/interests/5', { status: 'withdrawn' }]]);
    // For 30 days no new interest, and the date it may go.
    expect(screen.queryByRole('button', { name: 'Send interest' })).toBeNull();
    expect(
      screen.getByText(`You can send a new interest from ${ddmmyyyy(daysAgo(-30))}.`),
    ).toBeInTheDocument();
  });

  it('offers Send interest again 30 days after a withdrawal', async () => {
    fakeApi({
      interests: [{ id: 5, status: 'withdrawn', direction: 'sent', updatedAt: daysAgo(31).toISOString() }],
    });
    renderWithMantine(<InterestActions profileId={42} name="Meena" />);
    expect(await screen.findByRole('button', { name: 'Send interest' })).toBeInTheDocument();
    expect(screen.getAllByText(/^Interest /, { selector: '.mantine-Badge-label' })).toHaveLength(1);
  });

  it('declines only after a confirmation; the decliner may still send their own, the declined sender never', async () => {
    const calls = fakeApi({ interests: [{ id: 5, status: 'pending', direction: 'received' }] });
    renderWithMantine(<InterestActions profileId={42} name="Arun" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this interest?' });
    expect(dialog).toHaveTextContent(
      'Arun will see that you declined, and cannot send you another interest. You can still send your own interest to Arun later.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline interest' }));
    expect(
      await screen.findByText('Interest declined', { selector: '.mantine-Badge-label' }),
    ).toBeInTheDocument();
    expect(writes(calls)).toEqual([['PATCH', '/api/interests/5', { status: 'declined' }]]);
    expect(screen.getByRole('button', { name: 'Send interest' })).toBeInTheDocument();
  });

  it('shows one badge and no Send interest to the sender of a declined interest', async () => {
    fakeApi({
      interests: [{ id: 5, status: 'declined', direction: 'sent', updatedAt: daysAgo(400).toISOString() }],
    });
    renderWithMantine(<InterestActions profileId={42} />);
    expect(
      await screen.findByText('Interest declined', { selector: '.mantine-Badge-label' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/^Interest /, { selector: '.mantine-Badge-label' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Send interest' })).toBeNull();
  });

  it('on an interest card: no badge of its own (the card has it) and a declined card offers no Send interest', async () => {
    const card = {
      '@id': '/api/interests/5',
      id: 5,
      status: 'declined' as const,
      direction: 'received' as const,
      updatedAt: NOW,
    };
    fakeApi({ interests: [card] });
    renderWithMantine(<InterestActions profileId={42} name="Arun" card={card} />);
    expect(await screen.findByRole('button', { name: 'Shortlist' })).toBeInTheDocument();
    expect(screen.queryByText(/^Interest /, { selector: '.mantine-Badge-label' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send interest' })).toBeNull();
  });

  it('lets the recipient accept or decline a pending interest', async () => {
    const calls = fakeApi({ interests: [{ id: 5, status: 'pending', direction: 'received' }] });
    renderWithMantine(<InterestActions profileId={42} />);
    expect(await screen.findByRole('button', { name: 'Decline' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    // Accepting is not irreversible for the recipient's safety: no dialog, one click.
    expect(
      await screen.findByText('Interest accepted', { selector: '.mantine-Badge-label' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send interest' })).toBeNull();
    expect(writes(calls)).toEqual([['PATCH', '/api/interests/5', { status: 'accepted' }]]);
    expect(calls.find((c) => c.method === 'PATCH')!.headers['Content-Type']).toBe(
      'application/merge-patch+json',
    );
  });

  it('offers no second interest just after one was withdrawn, and toggles the shortlist', async () => {
    const calls = fakeApi({
      interests: [{ id: 5, status: 'withdrawn', direction: 'sent' }],
      shortlisted: true,
    });
    renderWithMantine(<InterestActions profileId={42} />);
    expect(await screen.findByText('Interest withdrawn')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send interest' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Remove from shortlist' }));
    expect(await screen.findByRole('button', { name: 'Shortlist' })).toBeInTheDocument();
    expect(writes(calls)).toEqual([['DELETE', '/api/shortlists/3', undefined]]);
  });

  it("shows the server's message when a move is refused", async () => {
    fakeApi({ interests: [], refuse: 'You have already sent an interest to this member.' });
    renderWithMantine(<InterestActions profileId={42} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Send interest' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send interest' }),
    );
    expect(await screen.findByText('You have already sent an interest to this member.')).toBeInTheDocument();
  });

  it('says "Something went wrong!" when a move gets no answer, and the buttons stay usable', async () => {
    const calls = fakeApi({ interests: [] });
    const { fetch } = global;
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') throw new TypeError('Failed to fetch');
      return fetch(input, init);
    }) as typeof global.fetch;
    renderWithMantine(<InterestActions profileId={42} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Send interest' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send interest' }),
    );
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Send interest' })).toBeEnabled();
    expect(writes(calls)).toEqual([]);
  });

  it('shows the state the page read at once, with no fetch, and reads it again only after a move', async () => {
    const calls = fakeApi({ interests: [{ id: 5, status: 'pending', direction: 'received' }] });
    const received: InterestRow = {
      '@id': '/api/interests/5',
      id: 5,
      status: 'pending',
      direction: 'received',
      updatedAt: NOW,
    };
    renderWithMantine(
      <InterestActions
        profileId={42}
        name="Meena"
        initial={{ live: received, latest: received, mine: null, theirs: received, shortlist: null }}
      />,
    );
    // No placeholder on the first render: the buttons are there before any effect could answer.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(screen.getByText('Interest pending')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Shortlist' }));
    expect(await screen.findByRole('button', { name: 'Remove from shortlist' })).toBeInTheDocument();
    expect(calls.map((c) => [c.method, c.url.split('?')[0]])).toEqual([
      ['POST', '/api/shortlists'],
      ['GET', '/api/interests'],
      ['GET', '/api/shortlists'],
    ]);
  });
});
