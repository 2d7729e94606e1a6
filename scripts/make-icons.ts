/**
 * `npx tsx scripts/make-icons.ts`: draws every raster icon of the site from the one logo mark,
 * app/icon.svg, so a change of the mark is one edit and one run (the outputs are committed):
 *  - app/favicon.ico: 16, 32 and 48 px in one file, for browsers and tools that ask /favicon.ico;
 *  - app/apple-icon.png: 180 px, square and opaque (iOS rounds the corners itself and would show
 *    black where the mark's own rounded corners are transparent);
 *  - public/icons/icon-192.png and icon-512.png: the web app manifest's icons;
 *  - public/icons/maskable-512.png: the mark shrunk into the safe circle of a maskable icon, so a
 *    launcher that crops to a circle or squircle keeps the whole tooth.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(__dirname, "..");
const mark = readFileSync(path.join(root, "app/icon.svg"), "utf8");

/** The mark on a full square (no transparent corners). */
const square = mark.replace(/ rx="[\d.]+"/, "");
/** The full square, the tooth scaled to 80 % about the centre (inside the 40 % radius safe zone). */
const maskable = square.replace(/(<path [^>]*\/>)/, '<g transform="translate(6.4 6.4) scale(0.8)">$1</g>');
if (square === mark || maskable === square) throw new Error("app/icon.svg no longer has the shape this script expects");

async function png(svg: string, size: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** An ICO file holding PNG images (every browser since 2007 and Windows Vista reads them). */
function ico(images: readonly { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry); // width (0 means 256)
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1); // height
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3); // reserved
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.data)]);
}

async function main(): Promise<void> {
  const favicon = await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(mark, size) })));
  writeFileSync(path.join(root, "app/favicon.ico"), ico(favicon));
  writeFileSync(path.join(root, "app/apple-icon.png"), await png(square, 180));
  mkdirSync(path.join(root, "public/icons"), { recursive: true });
  writeFileSync(path.join(root, "public/icons/icon-192.png"), await png(mark, 192));
  writeFileSync(path.join(root, "public/icons/icon-512.png"), await png(mark, 512));
  writeFileSync(path.join(root, "public/icons/maskable-512.png"), await png(maskable, 512));
  console.log("Wrote app/favicon.ico, app/apple-icon.png and public/icons/*.png");
}

void main();
