import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import type { UploadResult } from '@console/contract';
import { uploadApi } from './api';
import { CardImageUpload, type CardImage, type CardImageUploadProps } from './card-image-upload';
import { compressImage } from './compress';
import { MB, captureToasts, fakeFile, pick, setupTexts } from './test-helpers';

// The network call and the compression library are the boundaries.
vi.mock('./compress', () => ({ compressImage: vi.fn() }));
const upload = vi.spyOn(uploadApi, 'uploadImage');
const compress = vi.mocked(compressImage);

let nextId = 100;
const answer = (): UploadResult => {
  const id = nextId++;
  return {
    upload_id: id,
    file_name: `f${id}.png`,
    file_url: `/files/img/${id}.png`,
    thumb_url: `/files/img/${id}-t.webp`,
    file_size: 100,
    ext: 'png',
    width: 10,
    height: 10,
    image: null,
  };
};
const card = (id: number): CardImage => ({
  upload_id: id,
  file_url: `/files/img/${id}.png`,
  thumb_url: `/files/img/${id}-t.webp`,
});

let toasts: ReturnType<typeof captureToasts>;
beforeAll(setupTexts);
beforeEach(() => {
  upload.mockReset().mockImplementation(async () => answer());
  compress.mockReset();
  toasts = captureToasts();
});
afterEach(() => toasts.unregister());

function setup(props: Partial<CardImageUploadProps> = {}) {
  const onChange = vi.fn<(images: CardImage[]) => void>();
  const { container } = render(<CardImageUpload onChange={onChange} {...props} />);
  const input = () => container.querySelector<HTMLInputElement>('input[type=file]')!;
  const add = () => screen.getByTestId('card-image-upload-add');
  return { onChange, input, add };
}

describe('CardImageUpload', () => {
  it('accepts png, jpeg, gif and jpg by default; another kind is refused', async () => {
    const { input, onChange } = setup();
    expect(input().accept).toBe('image/png,.png,image/jpeg,.jpg,.jpeg,image/gif,.gif');
    pick(input(), fakeFile('a.webp', 100, 'image/webp'));
    await waitFor(() => expect(toasts.texts('error')).toEqual(['图片类型错误，请重新选择']));
    expect(upload).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes the kinds as a prop', async () => {
    const { input } = setup({ accept: ['png'] });
    pick(input(), fakeFile('a.gif', 100, 'image/gif'));
    await waitFor(() => expect(toasts.texts('error')).toEqual(['图片类型错误，请重新选择']));
  });

  it('sends a fitting image as it is (no compression) and adds it to the list', async () => {
    const { input, onChange } = setup();
    const file = fakeFile('a.gif', 2 * MB, 'image/gif');
    pick(input(), file);
    await waitFor(() => expect(onChange).toHaveBeenCalledOnce());
    expect(compress).not.toHaveBeenCalled();
    expect(upload).toHaveBeenCalledWith(file, 'a.gif', { group_id: undefined, type: undefined });
    const id = nextId - 1;
    expect(onChange.mock.calls[0]![0]).toEqual([
      { upload_id: id, file_url: `/files/img/${id}.png`, thumb_url: `/files/img/${id}-t.webp` },
    ]);
  });

  it('compresses an image over the limit towards it, then sends the compressed file', async () => {
    const big = fakeFile('photo.jpg', 3 * MB, 'image/jpeg');
    const small = fakeFile('photo.jpg', MB, 'image/jpeg');
    compress.mockResolvedValue(small);
    const { input, onChange } = setup();
    pick(input(), big);
    await waitFor(() => expect(onChange).toHaveBeenCalledOnce());
    expect(compress).toHaveBeenCalledWith(big, 2);
    expect(upload).toHaveBeenCalledWith(small, 'photo.jpg', expect.anything());
  });

  it('still too big after compression: 图片大小不能超过 N M (N the limit)', async () => {
    compress.mockResolvedValue(fakeFile('photo.jpg', MB + 1, 'image/jpeg'));
    const { input, onChange } = setup({ maxSizeMb: 1 });
    pick(input(), fakeFile('photo.jpg', 3 * MB, 'image/jpeg'));
    await waitFor(() => expect(toasts.texts('error')).toEqual(['图片大小不能超过 1 M']));
    expect(compress).toHaveBeenCalledWith(expect.any(File), 1);
    expect(upload).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('the default limit is 2 MB: 图片大小不能超过 2 M', async () => {
    compress.mockResolvedValue(fakeFile('photo.jpg', 2 * MB + 1, 'image/jpeg'));
    const { input } = setup();
    pick(input(), fakeFile('photo.jpg', 5 * MB, 'image/jpeg'));
    await waitFor(() => expect(toasts.texts('error')).toEqual(['图片大小不能超过 2 M']));
  });

  it('compression failure: 图片压缩失败，请重新上传', async () => {
    compress.mockRejectedValue(new Error('canvas'));
    const { input, onChange } = setup();
    pick(input(), fakeFile('photo.png', 3 * MB, 'image/png'));
    await waitFor(() => expect(toasts.texts('error')).toEqual(['图片压缩失败，请重新上传']));
    expect(upload).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('below the count the add button works', () => {
    const { input, add } = setup({ maxCount: 2, value: [card(1)] });
    expect(add().dataset.disabled).toBe('false');
    expect(input().disabled).toBe(false);
  });

  it('at the count the add button is disabled', () => {
    const { input, add } = setup({ maxCount: 2, value: [card(1), card(2)] });
    expect(add().dataset.disabled).toBe('true');
    expect(input().disabled).toBe(true);
    expect(screen.getAllByTestId('card-image-upload-item')).toHaveLength(2);
  });

  it('appends below the count, in order', async () => {
    const { input, onChange } = setup({ maxCount: 3, value: [card(1)] });
    pick(input(), fakeFile('b.png', 10, 'image/png'));
    await waitFor(() => expect(onChange).toHaveBeenCalledOnce());
    const list = onChange.mock.calls[0]![0];
    expect(list.map((c) => c.upload_id)).toEqual([1, nextId - 1]);
  });

  it('replace mode: at the count the add button stays enabled and a new pick replaces the last', async () => {
    const { input, add, onChange } = setup({ maxCount: 2, replace: true, value: [card(1), card(2)] });
    expect(add().dataset.disabled).toBe('false');
    expect(input().disabled).toBe(false);
    pick(input(), fakeFile('c.png', 10, 'image/png'));
    await waitFor(() => expect(onChange).toHaveBeenCalledOnce());
    expect(onChange.mock.calls[0]![0].map((c) => c.upload_id)).toEqual([1, nextId - 1]);
  });

  it('replace mode with one image: the pick replaces it', async () => {
    const { input, onChange } = setup({ replace: true, value: [card(1)] });
    pick(input(), fakeFile('c.png', 10, 'image/png'));
    await waitFor(() => expect(onChange).toHaveBeenCalledOnce());
    expect(onChange.mock.calls[0]![0].map((c) => c.upload_id)).toEqual([nextId - 1]);
  });

  it('removes an image', () => {
    const { onChange } = setup({ maxCount: 3, value: [card(1), card(2)] });
    screen.getAllByTestId('card-image-upload-remove')[0]!.click();
    expect(onChange).toHaveBeenCalledWith([card(2)]);
  });

  it('passes the library fields to the upload', async () => {
    const { input, onChange } = setup({ group_id: 0, type: 2 });
    pick(input(), fakeFile('c.png', 10, 'image/png'));
    await waitFor(() => expect(onChange).toHaveBeenCalledOnce());
    expect(upload).toHaveBeenCalledWith(expect.any(File), 'c.png', { group_id: 0, type: 2 });
  });
});
