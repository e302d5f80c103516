import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ImageRejected, MAX_IMAGE_BYTES, processImage, sniffFormat } from './image-pipeline';

const photo = (format: 'jpeg' | 'png' | 'webp' | 'gif', width = 64, height = 48) => {
  const image = sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } }).withMetadata({
    exif: { IFD0: { Copyright: 'secret-camera-owner' } },
  });
  return image[format]().toBuffer();
};

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};
/** A valid PNG header declaring 20000×20000 pixels, with only one compressed row behind it. */
function hugePng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20_000, 0);
  ihdr.writeUInt32BE(20_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(60_001))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

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
