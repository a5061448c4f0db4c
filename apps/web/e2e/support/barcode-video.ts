import { writeFileSync } from 'node:fs';

// A camera feed for Chromium's fake capture device (--use-file-for-fake-video-capture): a Y4M
// video of a printed EAN-13 barcode, drawn here from the GS1 encoding tables, so the scanner is
// tested on real bars rather than on a stubbed detector.

const L = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const G = [
  '0100111',
  '0110011',
  '0011011',
  '0100001',
  '0011101',
  '0111001',
  '0000101',
  '0010001',
  '0001001',
  '0010111',
];
const R = [
  '1110010',
  '1100110',
  '1101100',
  '1000010',
  '1011100',
  '1001110',
  '1010000',
  '1000100',
  '1001000',
  '1110100',
];
/** Which left digits use the G set, by the first digit (which is carried by this parity alone). */
const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];

/** The 95 modules of an EAN-13 ('1' = bar), from its 13 digits (a UPC-A is one with a leading 0). */
export function ean13Modules(code: string): string {
  if (!/^\d{13}$/.test(code)) throw new Error(`an EAN-13 has 13 digits: ${code}`);
  const d = [...code].map(Number);
  const parity = PARITY[d[0]!]!;
  const left = d.slice(1, 7).map((digit, i) => (parity[i] === 'L' ? L : G)[digit]!);
  const right = d.slice(7).map((digit) => R[digit]!);
  return `101${left.join('')}01010${right.join('')}101`;
}

/**
 * Writes `frames` identical 640×480 frames of the barcode (4 px per module, a white page
 * around it) as YUV 4:2:0.
 */
export function writeBarcodeVideo(path: string, code: string, frames = 15) {
  const width = 640;
  const height = 480;
  const modules = ean13Modules(code);
  const scale = 4;
  const x0 = Math.floor((width - modules.length * scale) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 100; y < 380; y++) {
    for (let m = 0; m < modules.length; m++) {
      if (modules[m] !== '1') continue;
      luma.fill(16, y * width + x0 + m * scale, y * width + x0 + (m + 1) * scale);
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F15:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, ...Array<Buffer>(frames).fill(frame)]));
}
