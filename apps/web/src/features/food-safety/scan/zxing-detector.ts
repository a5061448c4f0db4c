import {
  BarcodeDetector,
  prepareZXingModule,
  setZXingModuleOverrides,
  type BarcodeFormat,
} from 'barcode-detector/ponyfill';
// The reader's WebAssembly, emitted by Vite as one of the app's own files. It must be the very
// version the polyfill was built against: package.json pins both (barcode-detector 3.2.2 ↔ zxing-wasm 3.1.3).
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { Detector } from './create-detector.ts';

/**
 * Where the polyfill fetches its files from. By default it loads the WebAssembly from a public
 * CDN; BLOOM loads nothing from other origins, so every file it asks for comes from here.
 */
export function locateZXingFile(path: string, prefix: string): string {
  return path.endsWith('.wasm') ? wasmUrl : `${prefix}${path}`;
}

setZXingModuleOverrides({ locateFile: locateZXingFile });

/**
 * The ZXing polyfill of BarcodeDetector, ready to read: its WebAssembly is fetched and compiled
 * before this resolves, so a browser that cannot run it is known at once, not on every frame.
 * @param formats - the barcode formats to look for
 */
export async function createZXingDetector(formats: BarcodeFormat[]): Promise<Detector> {
  await prepareZXingModule({ fireImmediately: true });
  return new BarcodeDetector({ formats });
}
