import { deflateSync, crc32 } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';

/** A file as `setInputFiles` takes it. */
export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * An RGB PNG made here: one colour, or noise (which does not compress, so the file is about
 * width × height × 3 bytes: 900 × 900 is 2.4 MB, 700 × 700 is 1.5 MB).
 */
export function png(width: number, height: number, fill: [number, number, number] | 'noise'): Buffer {
  const row = width * 3 + 1;
  const raw = fill === 'noise' ? randomBytes(row * height) : Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    raw[y * row] = 0; // filter: none
    if (fill !== 'noise') for (let x = 0; x < width; x++) raw.set(fill, y * row + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: fill === 'noise' ? 0 : 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid 1 × 1 GIF. */
export const GIF_1X1 = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

const COLOURS: [number, number, number][] = [
  [231, 76, 60],
  [52, 152, 219],
  [46, 204, 113],
  [241, 196, 15],
  [155, 89, 182],
];

/** Small PNGs of different colours and sizes, with names the test can search for. */
export const smallPngs = (prefix: string, count: number): FilePayload[] =>
  Array.from({ length: count }, (_, i) => ({
    name: `${prefix}-${i + 1}.png`,
    mimeType: 'image/png',
    buffer: png(120 + i * 10, 80 + i * 10, COLOURS[i % COLOURS.length]!),
  }));

/** The antd message on screen with this text. */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator('.ant-message-notice').filter({ hasText: text });

/** The antd notification (the http client's errors) with this text. */
export const notice = (page: Page, text: string | RegExp) =>
  page.locator('.ant-notification-notice').filter({ hasText: text });

/** The tiles of a library panel (the page's or the modal's). */
export const tiles = (library: Locator) => library.getByTestId('library-image');
export const tileNamed = (library: Locator, name: string) => tiles(library).filter({ hasText: name });

/** Uploads files through the library's own upload button and waits for the grid to show them. */
export async function uploadToLibrary(page: Page, library: Locator, files: FilePayload[]): Promise<void> {
  await library.getByTestId('library-upload-input').setInputFiles(files);
  await expect(toast(page, `已上传 ${files.length} 张图片`)).toBeVisible();
  for (const f of files) await expect(tileNamed(library, f.name)).toBeVisible();
}

/** Narrows the library to names containing `keyword` (the server's search). */
export async function search(library: Locator, keyword: string): Promise<void> {
  await library.getByTestId('library-search').fill(keyword);
}

/** A group of the library's side list, by name or special id. */
export const group = (library: Locator, name: string) =>
  library.getByTestId('library-group').filter({ hasText: name });

/** Confirms the antd confirm dialog on screen. */
export async function confirmDialog(page: Page): Promise<void> {
  const dialog = page.locator('.ant-modal-confirm');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
}

/** For `locator.evaluate`: the width of a loaded image (0 while it has not loaded). */
export const naturalWidth = (img: unknown) => (img as { naturalWidth: number }).naturalWidth;
