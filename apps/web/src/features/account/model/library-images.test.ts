import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GalleryImage } from '@console/contract';
import { uploadApi } from '@/components/upload/api';
import { libraryIdsOf, pickedFor } from './library-images';

const upload = vi.spyOn(uploadApi, 'uploadImage');

const image = (id: number): GalleryImage => ({
  id,
  file_name: `${id}.png`,
  file_url: `/files/img/${id}.png`,
  thumb_url: `/files/img/${id}-t.webp`,
  file_size: 10,
  ext: 'png',
  width: 1,
  height: 1,
  group_id: 0,
  create_time: '',
});
beforeEach(() => {
  upload.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('pickedFor', () => {
  it('pairs each url with its library id, 0 when the library no longer holds it', () => {
    expect(pickedFor(['/files/img/1.png', '/files/demo/qr.png', ''], [1, null, null])).toEqual([
      { id: 1, file_url: '/files/img/1.png', thumb_url: '/files/img/1.png' },
      { id: 0, file_url: '/files/demo/qr.png', thumb_url: '/files/demo/qr.png' },
    ]);
  });
});

describe('libraryIdsOf', () => {
  it('keeps the ids of library images', async () => {
    expect(await libraryIdsOf([image(3), image(1)])).toEqual([3, 1]);
    expect(upload).not.toHaveBeenCalled();
  });

  it('copies an image not in the library into it (ungrouped) and uses the new id', async () => {
    const blob = new Blob(['png'], { type: 'image/png' });
    const fetchMock = vi.fn().mockResolvedValue(new Response(blob, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    upload.mockResolvedValue({ ...image(0), upload_id: 9, image: image(42) });
    const ids = await libraryIdsOf([
      image(3),
      { id: 0, file_url: '/files/demo/logo-10005.png', thumb_url: '' },
    ]);
    expect(ids).toEqual([3, 42]);
    expect(fetchMock).toHaveBeenCalledWith('/files/demo/logo-10005.png', { credentials: 'same-origin' });
    expect(upload).toHaveBeenCalledWith(expect.any(Blob), 'logo-10005.png', { group_id: 0 });
  });

  it('fails when the image cannot be read', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('', { status: 404 })));
    await expect(libraryIdsOf([{ id: 0, file_url: '/files/gone.png', thumb_url: '' }])).rejects.toThrow();
    expect(upload).not.toHaveBeenCalled();
  });
});
