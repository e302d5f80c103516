import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { Task } from '@console/contract';
import { i18n, initI18n } from '@/lib/i18n';
import tasksZh from '../locales/zh-CN/tasks.json';
import { TaskItem } from './task-item';

beforeAll(async () => {
  await initI18n('zh-CN');
  // The console's namespaces come with the main layout; a test adds its own.
  i18n.addResourceBundle('zh-CN', 'tasks', tasksZh);
});

const task = (over: Partial<Task>): Task => ({
  id: 1,
  name: '公告列表_3_2026-01-05 09:07:03',
  url: '',
  status: 1,
  progress: 100,
  rows: 3,
  create_time: '2026-01-05T01:07:03Z',
  finish_time: null,
  error: '',
  ...over,
});

describe('TaskItem', () => {
  it('packing: shows the progress, and a click only says it is packing', () => {
    const onPacking = vi.fn();
    render(<TaskItem task={task({ status: 3, progress: 40 })} onPacking={onPacking} />);
    const item = screen.getByTestId('task-item');
    expect(item.tagName).toBe('BUTTON');
    expect(item.querySelector('a')).toBeNull();
    expect(screen.getByText('打包中')).toBeTruthy();
    expect(screen.getByRole<HTMLProgressElement>('progressbar').value).toBe(40);
    expect(screen.getByText('40%')).toBeTruthy();
    fireEvent.click(item);
    expect(onPacking).toHaveBeenCalledOnce();
  });

  it('packing with a url already set still does not download', () => {
    render(<TaskItem task={task({ status: 3, url: '/api/download/file/1?sig=x' })} onPacking={vi.fn()} />);
    expect(screen.getByTestId('task-item').tagName).toBe('BUTTON');
  });

  it('done: a plain link to the signed url, with download', () => {
    const onPacking = vi.fn();
    const url = '/api/download/file/1?expires=1&sig=abc';
    render(<TaskItem task={task({ status: 1, url })} onPacking={onPacking} />);
    const link = screen.getByTestId('task-item');
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe(url);
    expect(link.hasAttribute('download')).toBe(true);
    expect(screen.getByText('已完成')).toBeTruthy();
    fireEvent.click(link);
    expect(onPacking).not.toHaveBeenCalled();
  });

  it('failed: shows the reason, nothing to click', () => {
    render(<TaskItem task={task({ status: 4, error: '导出失败：数据过多' })} onPacking={vi.fn()} />);
    const item = screen.getByTestId('task-item');
    expect(item.tagName).toBe('DIV');
    expect(screen.getByText('失败')).toBeTruthy();
    expect(screen.getByText('导出失败：数据过多')).toBeTruthy();
  });
});
