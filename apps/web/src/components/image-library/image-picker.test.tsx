import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { GalleryImage } from '@console/contract';
import { captureToasts, setupTexts } from '@/components/upload/test-helpers';
import { libraryApi } from './api';
import { ImagePicker, type ImagePickerProps } from './image-picker';
import type { PickedImage } from './selection';

const groupList = vi.spyOn(libraryApi, 'groupList');
const imageList = vi.spyOn(libraryApi, 'imageList');

const image = (id: number, ext = 'png'): GalleryImage => ({
  id,
  file_name: `img-${id}.${ext}`,
  file_url: `/files/img/${id}.${ext}`,
  thumb_url: `/files/img/${id}-t.webp`,
  file_size: 1000,
  ext,
  width: 10,
  height: 10,
  group_id: 0,
  create_time: '',
});

let toasts: ReturnType<typeof captureToasts>;
beforeAll(setupTexts);
beforeEach(() => {
  vi.mocked(groupList).mockReset().mockResolvedValue({ list: [] });
  vi.mocked(imageList)
    .mockReset()
    .mockResolvedValue({ list: [image(1), image(2, 'gif'), image(3)], total: 3 });
  toasts = captureToasts();
});
afterEach(() => toasts.unregister());

function setup(initial: PickedImage[], props: Partial<ImagePickerProps> = {}) {
  const changes: PickedImage[][] = [];
  function Form() {
    const [value, setValue] = useState(initial);
    return (
      <ImagePicker
        value={value}
        onChange={(v) => {
          changes.push(v);
          setValue(v);
        }}
        {...props}
      />
    );
  }
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Form />
    </QueryClientProvider>,
  );
  return { changes, items: () => screen.queryAllByTestId('image-picker-item') };
}

describe('ImagePicker', () => {
  it('shows the chosen thumbnails and removes one', () => {
    const { changes, items } = setup([image(1), image(3)], { maxCount: 3 });
    expect(items()).toHaveLength(2);
    fireEvent.click(screen.getAllByTestId('image-picker-remove')[0]!);
    expect(changes).toEqual([[image(3)]]);
    expect(items()).toHaveLength(1);
  });

  it('opens the library with the current images selected; OK replaces them', async () => {
    const { changes } = setup([image(1)], { maxCount: 2, types: ['png'] });
    fireEvent.click(screen.getByTestId('image-picker-open'));
    const tiles = await screen.findAllByTestId('library-image');
    expect(tiles.filter((t) => t.dataset.selected === 'true').map((t) => t.dataset.imageId)).toEqual(['1']);
    fireEvent.click(tiles[1]!); // a gif: refused by the picker's kinds
    expect(toasts.texts('warning')).toEqual(['文件类型不可用']);
    fireEvent.click(tiles[2]!);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(changes).toEqual([[image(1), image(3)]]));
  });

  it('an image not in the library (id 0) is shown but not selected; a pick replaces it', async () => {
    const outside = { id: 0, file_url: '/files/demo/logo.png', thumb_url: '/files/demo/logo.png' };
    const { changes, items } = setup([outside]);
    expect(items()).toHaveLength(1);
    expect(screen.getByTestId('image-picker-open').textContent).toBe('更换图片');
    fireEvent.click(screen.getByTestId('image-picker-open'));
    const tiles = await screen.findAllByTestId('library-image');
    expect(tiles.some((t) => t.dataset.selected === 'true')).toBe(false);
    fireEvent.click(tiles[0]!);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(changes).toEqual([[image(1)]]));
  });
});
