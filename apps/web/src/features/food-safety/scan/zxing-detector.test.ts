import { afterEach, describe, expect, it, vi } from 'vitest';

// The polyfill itself is replaced: what is tested is how BLOOM configures and uses it.
const ponyfill = vi.hoisted(() => ({
  setZXingModuleOverrides: vi.fn(),
  prepareZXingModule: vi.fn(async () => ({})),
  BarcodeDetector: vi.fn(function BarcodeDetector(this: { options: unknown }, options: unknown) {
    this.options = options;
  }),
}));
vi.mock('barcode-detector/ponyfill', () => ponyfill);

describe('the ZXing polyfill, configured for BLOOM', () => {
  it('fetches its WebAssembly from the app’s own origin, never from the CDN it defaults to', async () => {
    const { locateZXingFile } = await import('./zxing-detector.ts');
    expect(ponyfill.setZXingModuleOverrides).toHaveBeenCalledWith({ locateFile: locateZXingFile });

    const url = locateZXingFile('zxing_reader.wasm', 'https://fastly.jsdelivr.net/npm/zxing-wasm@3.1.3/dist/reader/');
    // A path on this origin (Vite's asset URL), not an address on another host.
    expect(url).toMatch(/^\/[^/]/);
    expect(url).toMatch(/zxing_reader.*\.wasm$/);
    expect(new URL(url, window.location.href).origin).toBe(window.location.origin);
  });

  it('loads and compiles the WebAssembly before handing out a detector for the formats asked for', async () => {
    const { createZXingDetector } = await import('./zxing-detector.ts');
    const detector = await createZXingDetector(['ean_13', 'upc_a', 'ean_8']);
    expect(ponyfill.prepareZXingModule).toHaveBeenCalledWith({ fireImmediately: true });
    expect(detector).toMatchObject({ options: { formats: ['ean_13', 'upc_a', 'ean_8'] } });
  });

  it('fails at once when the WebAssembly cannot run', async () => {
    ponyfill.prepareZXingModule.mockRejectedValueOnce(new Error('CompileError'));
    const { createZXingDetector } = await import('./zxing-detector.ts');
    await expect(createZXingDetector(['ean_13'])).rejects.toThrow('CompileError');
  });
});

describe('createDetector', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('uses the browser’s BarcodeDetector when it reads all three retail formats', async () => {
    const Native = class {
      static getSupportedFormats = async () => ['ean_13', 'upc_a', 'ean_8'];
      readonly options: unknown;
      constructor(options: unknown) {
        this.options = options;
      }
      detect = async () => [];
    };
    vi.stubGlobal('BarcodeDetector', Native);
    const { createDetector } = await import('./create-detector.ts');
    const detector = await createDetector();
    expect(detector).toBeInstanceOf(Native);
    expect(detector).toMatchObject({ options: { formats: ['ean_13', 'upc_a', 'ean_8'] } });
  });

  it('loads the polyfill when the browser’s detector lacks a retail format', async () => {
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        static getSupportedFormats = async () => ['qr_code', 'ean_13'];
      },
    );
    ponyfill.BarcodeDetector.mockClear();
    const { createDetector } = await import('./create-detector.ts');
    await createDetector();
    expect(ponyfill.BarcodeDetector).toHaveBeenCalledWith({ formats: ['ean_13', 'upc_a', 'ean_8'] });
  });
});

describe('pickRetailCode', () => {
  it('takes the first EAN-13, UPC-A or EAN-8 of 8-14 digits and nothing else', async () => {
    const { pickRetailCode } = await import('./create-detector.ts');
    expect(pickRetailCode([])).toBeNull();
    expect(pickRetailCode([{ rawValue: '036000291452', format: 'qr_code' }])).toBeNull();
    expect(pickRetailCode([{ rawValue: '1234', format: 'ean_8' }])).toBeNull();
    expect(
      pickRetailCode([
        { rawValue: 'https://example.com', format: 'qr_code' },
        { rawValue: '036000291452', format: 'upc_a' },
        { rawValue: '3760091720030', format: 'ean_13' },
      ]),
    ).toBe('036000291452');
  });
});
