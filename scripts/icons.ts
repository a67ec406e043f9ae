import fs from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

/**
 * Draws the app icons (issue 23) from the favicon's shapes (src/client/public/favicon.svg), as
 * PNG written with zlib: no image library, nothing downloaded. `npm run icons` rewrites them;
 * the files are committed. A maskable icon fills its square and keeps the car in the safe zone.
 */
type Rgb = [number, number, number];
const GREEN: Rgb = [0x0f, 0x3d, 0x2e];
const YELLOW: Rgb = [0xfa, 0xcc, 0x15];
const WHITE: Rgb = [0xff, 0xff, 0xff];

/** The favicon on its 32-unit grid: the last shape that covers a point paints it. */
function paint(x: number, y: number, maskable: boolean): Rgb | null {
  const roundedRect = (x0: number, y0: number, w: number, h: number, r: number) => {
    if (x < x0 || y < y0 || x > x0 + w || y > y0 + h) return false;
    const cx = Math.min(Math.max(x, x0 + r), x0 + w - r);
    const cy = Math.min(Math.max(y, y0 + r), y0 + h - r);
    return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
  };
  const circle = (cx: number, cy: number, r: number) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
  // The body: M7 20 h18 l-2 -6 H9 z (a trapezoid 14 ≤ y ≤ 20).
  const body = y >= 14 && y <= 20 && x >= 9 - (y - 14) / 3 && x <= 23 + (y - 14) / 3;
  let colour: Rgb | null = maskable || roundedRect(0, 0, 32, 32, 7) ? GREEN : null;
  if (body) colour = YELLOW;
  if (circle(11, 21.5, 2.5) || circle(21, 21.5, 2.5)) colour = WHITE;
  if (roundedRect(13, 9, 6, 3, 1)) colour = YELLOW;
  return colour;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, tail]);
}

/** An RGBA PNG, each pixel averaged over 4×4 samples for smooth edges. */
export function drawIcon(size: number, maskable: boolean): Buffer {
  const S = 4;
  // A maskable icon keeps its content inside the central 80 % (the platform's safe zone).
  const scale = maskable ? 40 / size : 32 / size;
  const offset = maskable ? -4 : 0;
  const rows: Buffer[] = [];
  for (let py = 0; py < size; py += 1) {
    const row = Buffer.alloc(1 + size * 4);
    for (let px = 0; px < size; px += 1) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < S; sy += 1) {
        for (let sx = 0; sx < S; sx += 1) {
          const c = paint(offset + (px + (sx + 0.5) / S) * scale, offset + (py + (sy + 0.5) / S) * scale, maskable);
          if (!c) continue;
          r += c[0];
          g += c[1];
          b += c[2];
          a += 1;
        }
      }
      const i = 1 + px * 4;
      if (a > 0) {
        row[i] = Math.round(r / a);
        row[i + 1] = Math.round(g / a);
        row[i + 2] = Math.round(b / a);
      }
      row[i + 3] = Math.round((a / (S * S)) * 255);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

export const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
] as const;

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(import.meta.dirname, '../src/client/public/icons');
  fs.mkdirSync(dir, { recursive: true });
  for (const icon of ICONS) fs.writeFileSync(path.join(dir, icon.file), drawIcon(icon.size, icon.maskable));
  process.stdout.write(`Icons written to ${path.relative(process.cwd(), dir)}\n`);
}
