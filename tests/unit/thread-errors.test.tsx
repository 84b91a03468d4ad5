import userEvent from '@testing-library/user-event';
import { fireEvent, screen } from '@testing-library/react';
import { Thread } from '@/components/messages/thread';
import { jsonResponse, mockFetch, renderWithMantine } from '../helpers/render';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: jest.fn() }) }));

/** The page's stream of changes: jsdom has no EventSource, and these tests need none of its events. */
class SilentEventSource {
  addEventListener() {}
  close() {}
}
beforeAll(() => {
  (global as unknown as { EventSource: unknown }).EventSource = SilentEventSource;
});

const TOO_LONG = 'A message can be at most 2,000 characters.';
const REQUIRED = 'Write a message.';

function renderThread() {
  renderWithMantine(<Thread conversationId={5} state={null} messages={[]} />);
  return screen.getByRole('textbox', { name: 'Your message' });
}

/** Typing 2,000+ characters key by key is slow: a paste-like change of the whole value. */
const write = (box: HTMLElement, value: string) => fireEvent.change(box, { target: { value } });

/**
 * The box's refusals go as soon as the text is valid again (as the app's other fields do), not
 * only on the next send; why a send failed stays until the next send.
 */
describe('Thread: the message box’s errors', () => {
  it('"too long" goes when the text is shortened, and comes back while it is still too long', async () => {
    const calls = mockFetch(() => jsonResponse({}, 201));
    const user = userEvent.setup();
    const box = renderThread();
    write(box, 'x'.repeat(2001));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText(TOO_LONG)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');

    write(box, 'x'.repeat(2002));
    expect(screen.getByText(TOO_LONG)).toBeInTheDocument();
    write(box, 'x'.repeat(2000));
    expect(screen.queryByText(TOO_LONG)).not.toBeInTheDocument();
    expect(box).not.toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('"too long" goes when the text is cleared', async () => {
    mockFetch(() => jsonResponse({}, 201));
    const user = userEvent.setup();
    const box = renderThread();
    write(box, 'y'.repeat(2500));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText(TOO_LONG)).toBeInTheDocument();
    await user.clear(box);
    expect(screen.queryByText(TOO_LONG)).not.toBeInTheDocument();
    expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();
  });

  it('"write a message" goes with the first character', async () => {
    const calls = mockFetch(() => jsonResponse({}, 201));
    const user = userEvent.setup();
    const box = renderThread();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText(REQUIRED)).toBeInTheDocument();
    await user.type(box, 'H');
    expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();
    await user.type(box, 'ello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(calls.map((c) => [`${c.method} ${c.url}`, c.body])).toEqual([
      ['POST /api/conversations/5/messages', { text: 'Hello' }],
    ]);
  });

  it('a failed send’s message stays while the member edits, until the next send', async () => {
    let status = 500;
    mockFetch(() => jsonResponse({}, status));
    const user = userEvent.setup();
    const box = renderThread();
    await user.type(box, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const failed = 'The message could not be sent. Please try again.';
    expect(await screen.findByText(failed)).toBeInTheDocument();
    await user.type(box, '!');
    expect(screen.getByText(failed)).toBeInTheDocument();
    status = 201;
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('textbox', { name: 'Your message' })).toHaveValue('');
    expect(screen.queryByText(failed)).not.toBeInTheDocument();
  });
});
