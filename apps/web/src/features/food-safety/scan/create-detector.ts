/** The grocery barcodes a package carries: EAN-13, UPC-A and EAN-8 (BarcodeDetector's names). */
export const RETAIL_FORMATS = ['ean_13', 'upc_a', 'ean_8'] as const;

export interface DetectedCode {
  rawValue: string;
  format: string;
}

/** What the scanner needs of a BarcodeDetector (the browser's or the polyfill). */
export interface Detector {
  detect(source: HTMLVideoElement): Promise<DetectedCode[]>;
}

interface DetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
}

/** The browser's own BarcodeDetector, when it has one that reads all three retail formats. */
async function nativeDetector(): Promise<Detector | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    const supported = await Native.getSupportedFormats();
    if (!RETAIL_FORMATS.every((format) => supported.includes(format))) return null;
    return new Native({ formats: [...RETAIL_FORMATS] });
  } catch {
    return null;
  }
}

/**
 * A barcode reader for the camera: the browser's BarcodeDetector (Chrome on Android, Safari
 * with it enabled), else the ZXing WebAssembly polyfill, which is downloaded only now, when
 * scanning starts, and only from the app's own origin (see zxing-detector.ts).
 * @throws when neither can run here (the WebAssembly could not be loaded or compiled)
 */
export async function createDetector(): Promise<Detector> {
  const native = await nativeDetector();
  if (native) return native;
  const { createZXingDetector } = await import('./zxing-detector.ts');
  return createZXingDetector([...RETAIL_FORMATS]);
}

/**
 * The first retail code in what the detector found: its digits, 8 to 14 of them (the only
 * lengths the lookup takes), or null when there is none in this frame.
 */
export function pickRetailCode(codes: readonly DetectedCode[]): string | null {
  for (const code of codes) {
    const digits = code.rawValue.replace(/\D+/g, '');
    if ((RETAIL_FORMATS as readonly string[]).includes(code.format) && /^\d{8,14}$/.test(digits)) return digits;
  }
  return null;
}
