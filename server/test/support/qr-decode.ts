import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import sharp from 'sharp';

/**
 * Reads QR codes the way a phone camera does (jsQR on pixels), so a test checks what a
 * pharmacist would scan rather than how the code was drawn.
 */

/** The text of the QR code in an image (SVG, PNG...), or null when none can be read. */
export async function decodeQrImage(image: Buffer): Promise<string | null> {
  const { data, info } = await sharp(image, { density: 300 })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

/** The bytes of a `data:...;base64,` URL. */
export function dataUrlBytes(url: string): { type: string; bytes: Buffer } {
  const match = /^data:([^;,]+);base64,([A-Za-z0-9+/=]+)$/.exec(url);
  if (!match) throw new Error(`not a base64 data URL: ${url.slice(0, 40)}`);
  return { type: match[1]!, bytes: Buffer.from(match[2]!, 'base64') };
}

/** Every content stream of a PDF, inflated when compressed (fonts and images included). */
function pdfStreams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const streams: string[] = [];
  const pattern = /\/Length (\d+)[^]*?>>\s*stream\r?\n/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const start = match.index + match[0].length;
    const raw = pdf.subarray(start, start + Number(match[1]));
    try {
      streams.push(inflateSync(raw).toString('latin1'));
    } catch {
      streams.push(raw.toString('latin1'));
    }
    pattern.lastIndex = start + Number(match[1]);
  }
  return streams;
}

/**
 * The text of the QR code a PDF draws as vector squares (`x y w h re`): the most common square
 * size is taken as the module, the squares are laid on a grid and rendered to pixels to decode.
 */
export async function decodePdfQr(pdf: Buffer): Promise<string | null> {
  const squares: Array<{ x: number; y: number; size: number }> = [];
  for (const stream of pdfStreams(pdf)) {
    for (const op of stream.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re\b/g)) {
      const [x, y, w, h] = op.slice(1, 5).map(Number) as [number, number, number, number];
      if (w > 0 && Math.abs(w - h) < 1e-6) squares.push({ x, y, size: w });
    }
  }
  const bySize = new Map<number, typeof squares>();
  for (const square of squares) bySize.set(square.size, [...(bySize.get(square.size) ?? []), square]);
  const modules = [...bySize.values()].sort((a, b) => b.length - a.length)[0];
  if (!modules) return null;
  const cell = modules[0]!.size;
  const minX = Math.min(...modules.map((m) => m.x));
  const minY = Math.min(...modules.map((m) => m.y));
  const dark = modules.map((m) => ({ col: Math.round((m.x - minX) / cell), row: Math.round((m.y - minY) / cell) }));
  const count = Math.max(...dark.map((m) => Math.max(m.col, m.row))) + 1;
  const scale = 8;
  const quiet = 4;
  const side = (count + quiet * 2) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const { col, row } of dark) {
    for (let dy = 0; dy < scale; dy += 1) {
      for (let dx = 0; dx < scale; dx += 1) {
        const offset = (((row + quiet) * scale + dy) * side + (col + quiet) * scale + dx) * 4;
        pixels[offset] = 0;
        pixels[offset + 1] = 0;
        pixels[offset + 2] = 0;
      }
    }
  }
  return jsQR(pixels, side, side)?.data ?? null;
}
