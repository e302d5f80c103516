import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import './happy-dom-node-name';
import { i18n, initI18n } from '@/lib/i18n';
import widgetsZh from '@/locales/zh-CN/widgets.json';
import { closeAllNotices, openNotices, useNoticeModal, type NoticeModalEntry } from './notice-modal-store';
import { NoticeModal } from './notice-modal';

beforeAll(async () => {
  await initI18n('zh-CN');
  // The console's namespaces come with the main layout; a test adds its own.
  i18n.addResourceBundle('zh-CN', 'widgets', widgetsZh);
});

const onRead = vi.fn<(entry: NoticeModalEntry) => void>();

const entries: NoticeModalEntry[] = [
  {
    _id: 1,
    type: 'html',
    title: 'malicious',
    data:
      '<p id="kept">hello</p><img src="https://cdn.example/a.png" onerror="window.__pwned=1">' +
      '<a href="javascript:window.__pwned=2">js</a><a href="https://example.com/x">ok</a>' +
      '<iframe src="https://evil.example/"></iframe>',
    onRead,
  },
  { _id: 2, type: 'string', title: 'plain', data: '<b>not html</b>', onRead },
  { _id: 3, type: 'component', title: 'component', data: <span data-testid="custom">custom</span>, onRead },
];

const dialog = () => screen.getByRole('dialog');
const content = () => screen.getByTestId('notice-content');

beforeEach(() => {
  act(() => closeAllNotices());
  onRead.mockReset();
});

describe('NoticeModal', () => {
  it('renders sanitised HTML: the payload stays inert', async () => {
    render(<NoticeModal />);
    act(() => openNotices(entries));
    await waitFor(() => expect(dialog()).toBeTruthy());
    expect(screen.getByTestId('notice-modal-title').textContent).toBe('malicious');
    const body = content();
    expect(body.querySelector('#kept')?.textContent).toBe('hello');
    expect(body.querySelector('script, iframe')).toBeNull();
    expect(body.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    const links = [...body.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([null, 'https://example.com/x']);
    expect(links[1]?.getAttribute('target')).toBe('_blank');
    expect(links[1]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('walks the sequence: next, previous, confirm; confirm on the last closes', async () => {
    render(<NoticeModal />);
    act(() => openNotices(entries));
    await waitFor(() => expect(screen.getByTestId('notice-modal-counter').textContent).toBe('1 / 3'));
    expect(screen.getByTestId<HTMLButtonElement>('notice-modal-prev').disabled).toBe(true);

    fireEvent.click(screen.getByTestId('notice-modal-next'));
    expect(screen.getByTestId('notice-modal-counter').textContent).toBe('2 / 3');
    // Plain text is shown as text, never parsed.
    expect(content().textContent).toBe('<b>not html</b>');
    expect(onRead.mock.calls.map(([e]) => e._id)).toEqual([1]);

    fireEvent.click(screen.getByTestId('notice-modal-prev'));
    expect(onRead.mock.calls.map(([e]) => e._id)).toEqual([1, 2]);

    fireEvent.click(screen.getByTestId('notice-modal-next'));
    fireEvent.click(screen.getByTestId('notice-modal-confirm'));
    expect(screen.getByTestId('custom').textContent).toBe('custom');
    expect(screen.getByTestId<HTMLButtonElement>('notice-modal-next').disabled).toBe(true);
    fireEvent.click(screen.getByTestId('notice-modal-confirm'));
    expect(onRead.mock.calls.map(([e]) => e._id)).toEqual([1, 2, 3]);
    expect(useNoticeModal.getState().entries).toEqual([]);
  });

  it('close all marks only the notice on screen', async () => {
    render(<NoticeModal />);
    act(() => openNotices(entries));
    await waitFor(() => expect(screen.getByTestId('notice-modal-close-all')).toBeTruthy());
    fireEvent.click(screen.getByTestId('notice-modal-close-all'));
    expect(onRead.mock.calls.map(([e]) => e._id)).toEqual([1]);
    expect(useNoticeModal.getState().entries).toEqual([]);
  });

  it('a single notice has no previous, next nor close all', async () => {
    render(<NoticeModal />);
    act(() => openNotices([entries[1]!]));
    await waitFor(() => expect(screen.getByTestId('notice-modal-confirm')).toBeTruthy());
    expect(screen.queryByTestId('notice-modal-prev')).toBeNull();
    expect(screen.queryByTestId('notice-modal-close-all')).toBeNull();
  });
});
