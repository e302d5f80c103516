import { loadSharp } from '../lib/sharp';
import { loadQrcode } from '../lib/qrcode';

/** A SIM-card shaped logo in the given colour, drawn from shapes only (no fonts needed). */
export async function simLogoPng(color: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
    <rect width="128" height="128" rx="28" fill="${color}"/>
    <path d="M40 24h36l16 16v64a4 4 0 0 1-4 4H40a4 4 0 0 1-4-4V28a4 4 0 0 1 4-4z" fill="#fff"/>
    <rect x="48" y="56" width="32" height="36" rx="5" fill="${color}" opacity="0.85"/>
    <path d="M48 68h32M48 80h32M64 56v36" stroke="#fff" stroke-width="3"/>
  </svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * A QR code of `text`, 240 pixels wide with a quiet zone of two squares. qrcode works out the
 * squares; sharp draws and encodes the picture on libuv's threads (qrcode's own PNG writer, in
 * JavaScript on the main thread, took about 0.2 s of the demo seed for ten codes). One mask for
 * every code: any of the eight reads the same, and trying them all took another 0.1 s.
 */
export async function qrPng(text: string): Promise<Buffer> {
  const { modules } = (await loadQrcode()).create(text, { errorCorrectionLevel: 'M', maskPattern: 0 });
  const margin = 2;
  const side = modules.size + margin * 2;
  const pixels = Buffer.alloc(side * side, 255);
  for (let y = 0; y < modules.size; y += 1) {
    for (let x = 0; x < modules.size; x += 1) {
      if (modules.data[y * modules.size + x]) pixels[(y + margin) * side + x + margin] = 0;
    }
  }
  const sharp = await loadSharp();
  return sharp(pixels, { raw: { width: side, height: side, channels: 1 } })
    .resize(240, 240, { kernel: 'nearest' })
    .png()
    .toBuffer();
}
