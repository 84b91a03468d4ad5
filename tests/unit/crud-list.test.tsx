import { ResourceList } from '@/components/crud/resource-list';
import { StatusCell } from '@/components/crud/status-cell';
import type { InitialPage } from '@/components/crud/types';
import { describeResource } from '@/lib/resources/describe';
import { findMasterResourceByKey } from '@/lib/resources/master-data';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, renderWithMantine, screen, waitFor, within } from '../helpers/render';

// The list reads its view from the address bar; here the address is jsdom's.
jest.mock('next/navigation', () => ({
  usePathname: () => window.location.pathname,
  useSearchParams: () => new URLSearchParams(window.location.search),
  useRouter: () => ({ replace: jest.fn(), push: jest.fn() }),
}));

const describe_ = (key: string) => describeResource(findMasterResourceByKey(key)!);

const collection = (members: Record<string, unknown>[], total = members.length) => ({
  '@id': '/api/x',
  '@type': 'hydra:Collection',
  'hydra:member': members,
  'hydra:totalItems': total,
});

function show(key: string, url = `/admin/${key}`, initialPage?: InitialPage) {
  window.history.replaceState(null, '', url);
  renderWithMantine(<ResourceList resource={describe_(key)} initialPage={initialPage} />);
}

describe('a master-data list', () => {
  it("shows the spec's empty message when nothing matches", async () => {
    mockFetch(() => jsonResponse(collection([])));
    show('caste');
    expect(await screen.findByText('No Caste')).toBeInTheDocument();
    expect(screen.getByText('Total: 0')).toBeInTheDocument();
  });

  it('uses each screen its own empty message, full stop included', async () => {
    mockFetch(() => jsonResponse(collection([])));
    show('height');
    expect(await screen.findByText('No Height.')).toBeInTheDocument();
  });

  it('has the title, Search box, toolbar, spec headings and the total of the filtered rows', async () => {
    mockFetch(() => jsonResponse(collection([{ id: 1, caste: 'Pillai', status: true }], 42)));
    show('caste');
    expect(screen.getByRole('heading', { name: 'Caste' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search')).toBeInTheDocument();
    for (const name of ['Export', 'Clear', 'New'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(await screen.findByText('Pillai')).toBeInTheDocument();
    const headings = screen.getAllByRole('columnheader').map((th) => th.textContent ?? '');
    expect(headings.some((h) => h.startsWith('Id'))).toBe(true);
    expect(headings.some((h) => h.startsWith('Caste'))).toBe(true);
    expect(headings.some((h) => h.startsWith('Status'))).toBe(true);
    expect(screen.getByText('Total: 42')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Select One')).toBeInTheDocument();
  });

  it('shows plan amounts in Indian grouping without a currency code, right-aligned, validity centred', async () => {
    mockFetch(() =>
      jsonResponse(collection([{ id: 1, planName: 'Gold', amount: 100000, validity: 365, status: true }])),
    );
    show('membersplan');
    const amount = await screen.findByText('1,00,000');
    expect(amount.closest('td')).toHaveAttribute('align', 'right');
    expect(screen.getByText('365').closest('td')).toHaveAttribute('align', 'center');
    expect(screen.queryByText(/₹|INR/)).not.toBeInTheDocument();
    const headings = screen.getAllByRole('columnheader').map((th) => th.textContent ?? '');
    for (const h of ['Plan Name', 'Amount(Rs)', 'Validity(Days)'])
      expect(headings.some((t) => t.startsWith(h))).toBe(true);
  });

  it('asks the API for the view the address describes', async () => {
    const calls = mockFetch(() => jsonResponse(collection([])));
    show('caste', '/admin/caste?q=pil&status=false&sort=-caste&page=3&size=50');
    await screen.findByText('No Caste');
    const url = new URL(calls[0].url, 'http://x');
    expect(url.pathname).toBe('/api/castes');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'pil',
      status: 'false',
      'order[caste]': 'desc',
      page: '3',
      itemsPerPage: '50',
    });
    expect(screen.getByPlaceholderText('Search')).toHaveValue('pil');
  });

  it('shows the page the server rendered without asking for it, and asks once the view changes', async () => {
    const calls = mockFetch(() => jsonResponse(collection([{ id: 2, caste: 'Chettiar', status: true }], 1)));
    const initialPage = {
      query: 'q=pil&itemsPerPage=10&page=1',
      rows: [{ id: 1, caste: 'Pillai', status: false }],
      total: 7,
    };
    show('caste', '/admin/caste?q=pil', initialPage);
    expect(screen.getByText('Pillai')).toBeInTheDocument();
    expect(screen.getByText('Total: 7')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Chettiar')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['/api/castes?itemsPerPage=10&page=1']);
  });

  it('animates its progress bars only while a new view loads (an idle list paints nothing)', async () => {
    let answer: (response: Response) => void = () => {};
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const initialPage = {
      query: 'q=pil&itemsPerPage=10&page=1',
      rows: [{ id: 1, caste: 'Pillai', status: true }],
      total: 1,
    };
    show('caste', '/admin/caste?q=pil', initialPage);
    // Folded to no height between loads, the bars stay in the page: striped and animated, they kept
    // the browser repainting them for as long as the list was open.
    const animated = () => document.querySelectorAll('.mantine-Progress-section[data-animated]');
    expect(document.querySelectorAll('.mantine-Progress-section')).not.toHaveLength(0);
    expect(animated()).toHaveLength(0);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(animated()).not.toHaveLength(0));
    answer(jsonResponse(collection([{ id: 2, caste: 'Chettiar', status: true }], 1)));
    expect(await screen.findByText('Chettiar')).toBeInTheDocument();
    expect(animated()).toHaveLength(0);
  });

  it('asks for its own view when the server rendered another one', async () => {
    const calls = mockFetch(() => jsonResponse(collection([{ id: 2, caste: 'Chettiar', status: true }], 1)));
    show('caste', '/admin/caste?q=chet', { query: 'itemsPerPage=10&page=1', rows: [], total: 0 });
    expect(await screen.findByText('Chettiar')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['/api/castes?q=chet&itemsPerPage=10&page=1']);
  });

  it('opens the empty create form from New', async () => {
    mockFetch(() => jsonResponse(collection([])));
    show('star');
    await userEvent.setup().click(screen.getByRole('button', { name: 'New' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Star' });
    expect(within(dialog).getByRole('textbox', { name: /Star/ })).toHaveValue('');
  });
});

describe('the status cell', () => {
  it('is a green tick for true and a red cross for false', () => {
    renderWithMantine(
      <>
        <StatusCell value={true} />
        <StatusCell value={false} />
      </>,
    );
    const tick = screen.getByRole('img', { name: 'Active' });
    const cross = screen.getByRole('img', { name: 'Inactive' });
    expect(tick).toHaveClass('tabler-icon-check');
    expect(tick).toHaveAttribute('stroke', 'var(--mantine-color-green-7)');
    expect(cross).toHaveClass('tabler-icon-x');
    expect(cross).toHaveAttribute('stroke', 'var(--mantine-color-red-7)');
  });
});
