import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ImageRejected, MAX_IMAGE_BYTES, processImage, sniffFormat } from './image-pipeline';
import { hugePng } from '../../test/huge-png';

const photo = (format: 'jpeg' | 'png' | 'webp' | 'gif', width = 64, height = 48) => {
  const image = sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } }).withMetadata({
    exif: { IFD0: { Copyright: 'secret-camera-owner' } },
  });
  return image[format]().toBuffer();
};

async function rejection(buf: Buffer) {
  try {
    await processImage(buf);
  } catch (e) {
    if (e instanceof ImageRejected) return e.reason;
    throw e;
  }
  return 'accepted';
}

describe('image pipeline', () => {
  it.each(['jpeg', 'png', 'webp', 'gif'] as const)(
    're-encodes a %s, strips its metadata and makes a thumbnail',
    async (format) => {
      const input = await photo(format, 640, 480);
      const out = await processImage(input);
      expect(out.format).toBe(format);
      expect([out.width, out.height]).toEqual([640, 480]);
      const meta = await sharp(out.data).metadata();
      expect(meta.exif).toBeUndefined();
      expect(out.data.includes(Buffer.from('secret-camera-owner'))).toBe(false);
      const thumb = await sharp(out.thumb).metadata();
      expect(thumb.format).toBe('webp');
      expect(Math.max(thumb.width, thumb.height)).toBe(240);
    },
  );

  it('knows a format by its bytes only', async () => {
    expect(sniffFormat(await photo('png'))).toBe('png');
    expect(sniffFormat(Buffer.from('<?php echo 1; ?>'))).toBeNull();
  });

  it.each([
    ['a PHP script renamed .png', Buffer.from('<?php system($_GET["c"]); ?>'), 'type'],
    [
      'an HTML page renamed .png',
      Buffer.from('<!doctype html><html><script>alert(1)</script></html>'),
      'type',
    ],
    [
      'an SVG renamed .png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      'type',
    ],
    ['an empty file', Buffer.alloc(0), 'empty'],
    ['a file of 2 MB + 1 byte', Buffer.alloc(MAX_IMAGE_BYTES + 1, 1), 'too_large'],
    ['a 20000×20000 PNG', hugePng(), 'pixels'],
  ])('refuses %s', async (_name, buf, reason) => {
    expect(await rejection(buf)).toBe(reason);
  });

  it('refuses a JPEG with a script appended, and one with markup inside', async () => {
    const jpeg = await photo('jpeg');
    expect(
      await rejection(Buffer.concat([jpeg, Buffer.from('<script>alert(document.cookie)</script>')])),
    ).toBe('polyglot');
    expect(await rejection(Buffer.concat([jpeg, Buffer.from('trailing bytes')]))).toBe('polyglot');
    const png = await photo('png');
    expect(await rejection(Buffer.concat([png, Buffer.from('<?php echo 1; ?>')]))).toBe('polyglot');
  });

  it('refuses a file whose header is an image but whose body is not', async () => {
    const fake = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.alloc(200, 7),
      Buffer.from([0xff, 0xd9]),
    ]);
    expect(await rejection(fake)).toBe('corrupt');
  });
});
