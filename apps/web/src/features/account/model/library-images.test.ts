import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GalleryImage } from '@console/contract';
import { listImages } from '@/components/image-library/api/list-images';
import { uploadImage } from '@/components/upload/api/upload-image';
import { SCAN_PAGES, SCAN_PAGE_SIZE, findLibraryImages, libraryIdsOf, pickedFor } from './library-images';

vi.mock('@/components/image-library/api/list-images', () => ({ listImages: vi.fn() }));
vi.mock('@/components/upload/api/upload-image', () => ({ uploadImage: vi.fn() }));
const list = vi.mocked(listImages);
const upload = vi.mocked(uploadImage);

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
/** A library of `total` images, newest (highest id) first, answered page by page. */
const library = (total: number) =>
  list.mockImplementation(async (payload) => {
    const page = Number(payload.page ?? 1);
    const page_size = Number(payload.page_size ?? 20);
    const ids = Array.from({ length: total }, (_, i) => total - i).slice(
      (page - 1) * page_size,
      page * page_size,
    );
    return { list: ids.map(image), total };
  });

beforeEach(() => {
  list.mockReset();
  upload.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('findLibraryImages', () => {
  it('finds the images of the urls, reading only the pages it needs', async () => {
    library(250);
    const found = await findLibraryImages(['/files/img/240.png', '/files/img/120.png']);
    expect([...found.values()].map((i) => i.id).sort()).toEqual([120, 240]);
    expect(list).toHaveBeenCalledTimes(2); // 250..151, 150..51
    expect(list.mock.calls[0]![0]).toEqual({ group_id: -1, page: 1, page_size: SCAN_PAGE_SIZE, keyword: '' });
  });

  it('stops at the end of the library, and after SCAN_PAGES pages', async () => {
    library(30);
    expect((await findLibraryImages(['/files/demo/logo.png'])).size).toBe(0);
    expect(list).toHaveBeenCalledTimes(1);
    list.mockReset();
    library(10_000);
    await findLibraryImages(['/files/demo/logo.png']);
    expect(list).toHaveBeenCalledTimes(SCAN_PAGES);
  });

  it('asks nothing for no urls', async () => {
    expect((await findLibraryImages(['', ''])).size).toBe(0);
    expect(list).not.toHaveBeenCalled();
  });
});

describe('pickedFor', () => {
  it('gives the library image when found, else an id 0 image of the url', () => {
    const found = new Map([['/files/img/1.png', image(1)]]);
    expect(pickedFor(['/files/img/1.png', '/files/demo/qr.png', ''], found)).toEqual([
      image(1),
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
