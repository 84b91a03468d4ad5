import userEvent from '@testing-library/user-event';
import InterestActions from '@/components/interests/InterestActions';
import { jsonResponse, mockFetch, renderWithMantine, screen, type FetchCall } from '../helpers/render';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

type Row = { id: number; status: string; direction: 'sent' | 'received' };
const collection = (members: unknown[]) =>
  jsonResponse({ 'hydra:member': members, 'hydra:totalItems': members.length });
const interest = (row: Row) => ({ '@id': `/api/interests/${row.id}`, ...row });

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
      rows = [{ id: 9, status: 'pending', direction: 'sent' }];
    if (call.method === 'PATCH')
      rows = rows.map((r) => ({ ...r, status: (call.body as { status: string }).status }));
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

  it('sends an interest to the profile it is given, then offers to withdraw it', async () => {
    const calls = fakeApi({ interests: [] });
    renderWithMantine(<InterestActions profileId={42} />);
    expect(calls[0].url).toBe('/api/interests?profile=%2Fapi%2Fprofiles%2F42');
    await userEvent.click(await screen.findByRole('button', { name: 'Send interest' }));
    expect(await screen.findByRole('button', { name: 'Withdraw interest' })).toBeInTheDocument();
    expect(screen.getByText('Interest sent')).toBeInTheDocument();
    expect(writes(calls)).toEqual([['POST', '/api/interests', { to: '/api/profiles/42' }]]);
    expect(refresh).toHaveBeenCalled();
  });

  it('lets the recipient accept or decline a pending interest', async () => {
    const calls = fakeApi({ interests: [{ id: 5, status: 'pending', direction: 'received' }] });
    renderWithMantine(<InterestActions profileId={42} />);
    expect(await screen.findByRole('button', { name: 'Decline' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(
      await screen.findByText('Interest accepted', { selector: '.mantine-Badge-label' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send interest' })).toBeNull();
    expect(writes(calls)).toEqual([['PATCH', '/api/interests/5', { status: 'accepted' }]]);
    expect(calls.find((c) => c.method === 'PATCH')!.headers['Content-Type']).toBe(
      'application/merge-patch+json',
    );
  });

  it('offers no second interest after one was withdrawn, and toggles the shortlist', async () => {
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
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Send interest' })).toBeEnabled();
    expect(writes(calls)).toEqual([]);
  });
});
