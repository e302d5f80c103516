import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { i18n, initI18n } from '@/lib/i18n';
import widgetsZh from '@/locales/zh-CN/widgets.json';
import { ExportModal, defaultTaskName, type ExportModalProps } from './export-modal';

beforeAll(async () => {
  await initI18n('zh-CN');
  // The console's namespaces come with the main layout; a test adds its own.
  i18n.addResourceBundle('zh-CN', 'widgets', widgetsZh);
});

type Query = { unread_only: boolean };

function setup(props: Partial<ExportModalProps<Query>> = {}) {
  const onSubmit = vi.fn<ExportModalProps<Query>['onSubmit']>().mockResolvedValue({ task_id: 7 });
  const onClose = vi.fn();
  render(
    <MemoryRouter initialEntries={['/notices']}>
      <Routes>
        <Route
          path="/notices"
          element={
            <ExportModal<Query>
              open
              onClose={onClose}
              query={{ unread_only: true }}
              total={42}
              taskName="公告列表"
              onSubmit={onSubmit}
              {...props}
            />
          }
        />
        <Route path="/tasks" element={<div data-testid="tasks-route" />} />
      </Routes>
    </MemoryRouter>,
  );
  const input = () => screen.getByTestId<HTMLInputElement>('export-task-name');
  const ok = () => screen.getByRole('button', { name: /确\s*定/ });
  return { onSubmit, onClose, input, ok };
}

describe('defaultTaskName', () => {
  it('is the base, the total and the time as YYYY-MM-DD HH:mm:ss', () => {
    expect(defaultTaskName('订单列表', 1234, new Date(2026, 0, 5, 9, 7, 3))).toBe(
      '订单列表_1234_2026-01-05 09:07:03',
    );
  });

  it('stays within the 100 characters the export calls accept', () => {
    expect(defaultTaskName('x'.repeat(120), 1).length).toBe(100);
  });
});

describe('ExportModal', () => {
  it('prefills a fresh default name at each opening (the total of the moment)', async () => {
    const props = { onClose: vi.fn(), query: { unread_only: true }, taskName: '公告列表', onSubmit: vi.fn() };
    const view = (open: boolean, total: number) => (
      <MemoryRouter>
        <ExportModal<Query> open={open} total={total} {...props} />
      </MemoryRouter>
    );
    const { rerender } = render(view(true, 42));
    const input = () => screen.getByTestId<HTMLInputElement>('export-task-name');
    expect(input().value).toMatch(/^公告列表_42_/);
    rerender(view(false, 42));
    rerender(view(true, 7));
    await waitFor(() => expect(input().value).toMatch(/^公告列表_7_/));
  });

  it('prefills the default name', () => {
    const { input } = setup();
    expect(input().value).toMatch(/^公告列表_42_\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(input().placeholder).toBe('请输入任务名称');
  });

  it('requires a name: the message is the placeholder plus ！', async () => {
    const { input, ok, onSubmit } = setup();
    fireEvent.change(input(), { target: { value: '   ' } });
    fireEvent.click(ok());
    expect(await screen.findByText('请输入任务名称！')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('uses a custom placeholder in the required message', async () => {
    const { input, ok } = setup({ placeholder: '请输入导出名称' });
    expect(input().placeholder).toBe('请输入导出名称');
    fireEvent.change(input(), { target: { value: '' } });
    fireEvent.click(ok());
    expect(await screen.findByText('请输入导出名称！')).toBeTruthy();
  });

  it('sends the query plus the trimmed name, then points to the task list', async () => {
    const { input, ok, onSubmit, onClose } = setup();
    fireEvent.change(input(), { target: { value: '  我的导出  ' } });
    fireEvent.click(ok());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ unread_only: true, task_name: '我的导出' }));
    expect((await screen.findAllByText('提交导出请求成功')).length).toBeGreaterThan(0);
    expect(onClose).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '前往任务列表' }));
    expect(await screen.findByTestId('tasks-route')).toBeTruthy();
  });

  it('stays open when the export call fails', async () => {
    const { ok, onSubmit, onClose } = setup();
    onSubmit.mockRejectedValueOnce(new Error('busy'));
    fireEvent.click(ok());
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByText('提交导出请求成功')).toBeNull();
  });
});
