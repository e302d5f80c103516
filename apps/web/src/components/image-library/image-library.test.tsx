import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { GalleryImage, ImageGroup } from '@console/contract';
import { uploadApi } from '@/components/upload/api';
import { MB, captureToasts, fakeFile, pick, setupTexts } from '@/components/upload/test-helpers';
import { libraryApi } from './api';
import { ImageLibrary, type ImageLibraryProps } from './image-library';
import { ImageLibraryModal } from './image-library-modal';
import type { PickedImage } from './selection';

// The library's calls, replaced on its api objects (the queries call through them).
const groupList = vi.spyOn(libraryApi, 'groupList');
const imageList = vi.spyOn(libraryApi, 'imageList');
const saveGroup = vi.spyOn(libraryApi, 'saveGroup');
const deleteGroup = vi.spyOn(libraryApi, 'deleteGroup');
const deleteImages = vi.spyOn(libraryApi, 'deleteImages');
const moveImages = vi.spyOn(libraryApi, 'moveImages');
const uploadImages = vi.spyOn(uploadApi, 'uploadImages');

const image = (id: number, over: Partial<GalleryImage> = {}): GalleryImage => ({
  id,
  file_name: `img-${id}.png`,
  file_url: `/files/img/${id}.png`,
  thumb_url: `/files/img/${id}-t.webp`,
  file_size: 1000,
  ext: 'png',
  width: 10,
  height: 10,
  group_id: 0,
  create_time: '2026-01-01T00:00:00Z',
  ...over,
});
const groups: ImageGroup[] = [{ id: 5, group_name: '商品图', type: 1 }];
const images = [image(1), image(2, { ext: 'gif', file_name: 'anim.gif' }), image(3, { file_size: 1.5 * MB })];

let toasts: ReturnType<typeof captureToasts>;
beforeAll(setupTexts);
beforeEach(() => {
  vi.mocked(groupList).mockReset().mockResolvedValue({ list: groups });
  vi.mocked(imageList).mockReset().mockResolvedValue({ list: images, total: images.length });
  vi.mocked(saveGroup).mockReset().mockResolvedValue({ id: 6, group_name: 'x', type: 1 });
  vi.mocked(deleteGroup).mockReset().mockResolvedValue(null);
  vi.mocked(deleteImages).mockReset().mockResolvedValue(null);
  vi.mocked(moveImages).mockReset().mockResolvedValue(null);
  vi.mocked(uploadImages).mockReset().mockResolvedValue({ list: [] });
  toasts = captureToasts();
});
afterEach(() => toasts.unregister());

function Harness(props: Partial<ImageLibraryProps>) {
  const [selected, setSelected] = useState<PickedImage[]>([]);
  return <ImageLibrary selected={selected} onSelectedChange={setSelected} {...props} />;
}

async function setup(props: Partial<ImageLibraryProps> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness {...props} />
    </QueryClientProvider>,
  );
  await screen.findAllByTestId('library-image');
  const tile = (id: number) =>
    screen.getAllByTestId('library-image').find((el) => el.dataset.imageId === String(id))!;
  const selectedIds = () =>
    screen
      .getAllByTestId('library-image')
      .filter((el) => el.dataset.selected === 'true')
      .map((el) => Number(el.dataset.imageId));
  return { tile, selectedIds };
}

/** The OK button of the antd confirm dialog on screen. */
const confirmOk = async () => {
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog.closest('.ant-modal') ?? dialog).getByRole('button', { name: /确\s*定/ }));
};

describe('ImageLibrary', () => {
  it('asks the first page of all images, 20 per page, and the groups', async () => {
    await setup();
    expect(imageList).toHaveBeenCalledWith(
      { type: 1, group_id: -1, page: 1, page_size: 20, keyword: '' },
      expect.anything(),
    );
    const names = screen.getAllByTestId('library-group').map((g) => [g.dataset.groupId, g.textContent]);
    expect(names).toEqual([
      ['-1', '全部'],
      ['0', '未分组'],
      ['5', '商品图'],
    ]);
  });

  it('the special groups have no edit or delete; the merchant groups have both', async () => {
    await setup();
    const [all, ungrouped, own] = screen.getAllByTestId('library-group');
    for (const special of [all!, ungrouped!]) {
      expect(within(special).queryByTestId('library-group-edit')).toBeNull();
      expect(within(special).queryByTestId('library-group-delete')).toBeNull();
    }
    expect(within(own!).getByTestId('library-group-edit')).toBeTruthy();
    expect(within(own!).getByTestId('library-group-delete')).toBeTruthy();
  });

  it('move and delete need a selection', async () => {
    await setup();
    fireEvent.click(screen.getByTestId('library-move'));
    expect(toasts.texts('warning')).toEqual(['请选择您要移动的图片']);
    fireEvent.click(screen.getByTestId('library-delete'));
    expect(toasts.texts('warning')).toEqual(['请选择您要移动的图片', '请选择您要删除的图片']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(moveImages).not.toHaveBeenCalled();
    expect(deleteImages).not.toHaveBeenCalled();
  });

  it('a wrong kind cannot be selected: 文件类型不可用', async () => {
    const { tile, selectedIds } = await setup({ types: ['png', 'jpg'] });
    fireEvent.click(tile(2));
    expect(toasts.texts('warning')).toEqual(['文件类型不可用']);
    expect(selectedIds()).toEqual([]);
    fireEvent.click(tile(1));
    expect(selectedIds()).toEqual([1]);
  });

  it('a file over the size cannot be selected: 文件大小超过NM', async () => {
    const { tile, selectedIds } = await setup({ maxSizeMb: 1 });
    fireEvent.click(tile(3));
    expect(toasts.texts('warning')).toEqual(['文件大小超过1M']);
    expect(selectedIds()).toEqual([]);
  });

  it('no more than the count: 最多选择N张; a click deselects', async () => {
    const { tile, selectedIds } = await setup({ maxCount: 2 });
    fireEvent.click(tile(1));
    fireEvent.click(tile(2));
    fireEvent.click(tile(3));
    expect(toasts.texts('warning')).toEqual(['最多选择2张']);
    expect(selectedIds()).toEqual([1, 2]);
    expect(screen.getByTestId('library-selected-count').textContent).toContain('已选 2 张');
    fireEvent.click(tile(1));
    fireEvent.click(tile(3));
    expect(selectedIds()).toEqual([2, 3]);
  });

  it('keyboard: Space selects', async () => {
    const { tile, selectedIds } = await setup();
    fireEvent.keyDown(tile(2), { key: ' ' });
    expect(selectedIds()).toEqual([2]);
  });

  it('moves the selection to a group: 移动成功, the selection empties', async () => {
    const { tile, selectedIds } = await setup();
    fireEvent.click(tile(1));
    fireEvent.click(tile(3));
    fireEvent.click(screen.getByTestId('library-move'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    const option = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-select-item-option[title="商品图"]');
      expect(found).not.toBeNull();
      return found!;
    });
    fireEvent.click(option);
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(moveImages).toHaveBeenCalledWith({ ids: '1,3', group_id: 5, type: 1 }));
    await waitFor(() => expect(toasts.texts('success')).toEqual(['移动成功']));
    expect(selectedIds()).toEqual([]);
  });

  it('deletes the selection after a confirmation: 删除成功', async () => {
    const { tile } = await setup();
    fireEvent.click(tile(2));
    fireEvent.click(screen.getByTestId('library-delete'));
    await confirmOk();
    await waitFor(() => expect(deleteImages).toHaveBeenCalledWith({ ids: '2', type: 1 }));
    await waitFor(() => expect(toasts.texts('success')).toEqual(['删除成功']));
  });

  it('a group name is required (请输入分组名称) and trimmed: 添加分组成功', async () => {
    await setup();
    fireEvent.click(screen.getByTestId('library-group-add'));
    const input = await screen.findByTestId('library-group-name');
    const dialog = screen.getByRole('dialog');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请输入分组名称')).toBeTruthy();
    expect(saveGroup).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '  活动图  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(saveGroup).toHaveBeenCalledWith({ id: '', group_name: '活动图', type: 1 }));
    await waitFor(() => expect(toasts.texts('success')).toEqual(['添加分组成功']));
  });

  it('renames a group: 编辑分组成功', async () => {
    await setup();
    fireEvent.click(screen.getByTestId('library-group-edit'));
    const input = await screen.findByTestId<HTMLInputElement>('library-group-name');
    expect(input.value).toBe('商品图');
    fireEvent.change(input, { target: { value: '主图' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(saveGroup).toHaveBeenCalledWith({ id: 5, group_name: '主图', type: 1 }));
    await waitFor(() => expect(toasts.texts('success')).toEqual(['编辑分组成功']));
  });

  it('each opening of the group dialog starts from its own name (add, then edit)', async () => {
    await setup();
    fireEvent.click(screen.getByTestId('library-group-add'));
    fireEvent.change(await screen.findByTestId('library-group-name'), { target: { value: '新分组' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /取\s*消/ }));
    fireEvent.click(screen.getByTestId('library-group-edit'));
    await waitFor(() =>
      expect(screen.getAllByTestId<HTMLInputElement>('library-group-name').map((i) => i.value)).toContain(
        '商品图',
      ),
    );
    expect(screen.getAllByTestId<HTMLInputElement>('library-group-name').map((i) => i.value)).not.toContain(
      '新分组',
    );
  });

  it('deletes a group after a confirmation: 删除成功', async () => {
    await setup();
    fireEvent.click(screen.getByTestId('library-group-delete'));
    await confirmOk();
    await waitFor(() => expect(deleteGroup).toHaveBeenCalledWith({ id: 5, type: 1 }));
    await waitFor(() => expect(toasts.texts('success')).toEqual(['删除成功']));
  });

  it('uploads into the group on screen; 2 MB or more is refused: 文件大小超过2MB!', async () => {
    await setup();
    fireEvent.click(screen.getAllByTestId('library-group')[2]!.querySelector('button')!);
    const ok = fakeFile('ok.png', 2 * MB - 1, 'image/png');
    pick(
      screen.getByTestId<HTMLInputElement>('library-upload-input'),
      ok,
      fakeFile('big.png', 2 * MB, 'image/png'),
    );
    await waitFor(() => expect(toasts.texts('error')).toEqual(['文件大小超过2MB!']));
    await waitFor(() => expect(uploadImages).toHaveBeenCalledWith([ok], { group_id: 5, type: 1 }));
  });

  it('uploads into ungrouped when all is on screen, in batches of 20', async () => {
    await setup();
    const files = Array.from({ length: 25 }, (_, i) => fakeFile(`f${i}.png`, 10, 'image/png'));
    pick(screen.getByTestId<HTMLInputElement>('library-upload-input'), ...files);
    await waitFor(() => expect(uploadImages).toHaveBeenCalledTimes(2));
    expect(vi.mocked(uploadImages).mock.calls.map(([f, fields]) => [f.length, fields])).toEqual([
      [20, { group_id: 0, type: 1 }],
      [5, { group_id: 0, type: 1 }],
    ]);
    expect(toasts.texts('error')).toEqual([]);
  });

  it('searches on the server after the typing stops (300 ms)', async () => {
    await setup();
    vi.mocked(imageList).mockClear();
    fireEvent.change(screen.getByTestId('library-search'), { target: { value: 'logo' } });
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(imageList).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(imageList).toHaveBeenCalledWith(
        expect.objectContaining({ keyword: 'logo', page: 1 }),
        expect.anything(),
      ),
    );
  });
});

describe('ImageLibraryModal', () => {
  it('opens with the caller’s images selected and OK returns the selection in order', async () => {
    const onOk = vi.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ImageLibraryModal open maxCount={2} initialSelected={[images[0]!]} onOk={onOk} onCancel={() => {}} />
      </QueryClientProvider>,
    );
    const tiles = await screen.findAllByTestId('library-image');
    expect(tiles.filter((t) => t.dataset.selected === 'true').map((t) => t.dataset.imageId)).toEqual(['1']);
    fireEvent.click(tiles[2]!);
    fireEvent.click(tiles[1]!);
    expect(toasts.texts('warning')).toEqual(['最多选择2张']);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(onOk).toHaveBeenCalledWith([images[0], images[2]]);
  });
});
