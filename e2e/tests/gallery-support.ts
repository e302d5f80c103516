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
 * width × height × 3 bytes: 900 × 900 is 2.4 MB, 700 × 700 is 1.5 MB). `level` 0 stores one
 * colour uncompressed too: a big file that any re-encoding makes small.
 */
export function png(
  width: number,
  height: number,
  fill: [number, number, number] | 'noise',
  level = fill === 'noise' ? 0 : 9,
): Buffer {
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
    chunk('IDAT', deflateSync(raw, { level })),
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

/**
 * A GIF of random pixels (256 random colours), written without compression: every pixel is a literal
 * 9-bit code and a clear code keeps the code size fixed. Re-encoding it in a browser (canvas has
 * no GIF encoder: the result is a PNG) stays large, since noise does not compress.
 */
export function noiseGif(width: number, height: number): Buffer {
  const palette = randomBytes(256 * 3);
  const pixels = randomBytes(width * height);
  // LZW stream: clear (256), then at most 254 literals before the next clear, end (257).
  const codes: number[] = [];
  for (let i = 0; i < pixels.length; i++) {
    if (i % 254 === 0) codes.push(256);
    codes.push(pixels[i]!);
  }
  codes.push(257);
  const bytes = Buffer.alloc(Math.ceil((codes.length * 9) / 8));
  let bit = 0;
  for (const code of codes) {
    for (let b = 0; b < 9; b++, bit++) if (code & (1 << b)) bytes[bit >> 3]! |= 1 << (bit & 7);
  }
  const blocks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += 255) {
    const part = bytes.subarray(i, i + 255);
    blocks.push(Buffer.from([part.length]), part);
  }
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  screen[4] = 0xf7; // global colour table of 256 entries
  const image = Buffer.alloc(10);
  image[0] = 0x2c;
  image.writeUInt16LE(width, 5);
  image.writeUInt16LE(height, 7);
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    screen,
    palette,
    image,
    Buffer.from([8]), // minimum code size
    ...blocks,
    Buffer.from([0, 0x3b]),
  ]);
}
