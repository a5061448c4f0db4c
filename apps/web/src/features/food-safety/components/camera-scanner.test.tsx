import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stepClock, useSteppedClock } from '@/testing/clock.ts';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import type { DetectedCode } from '../scan/create-detector.ts';
import { aUpcResult, recentChecksRoute } from '../testing/fixtures.ts';
import { SCAN_INTERVAL_MS } from './camera-scanner.tsx';
import { FoodSafetyCard } from './food-safety-card.tsx';
import { CHECK_DIGIT_PAUSE_MS } from './upc-scanner-tab.tsx';

// The ZXing polyfill is the fallback when the browser has no BarcodeDetector; here it cannot load,
// as in a browser that cannot run its WebAssembly. Tests that scan give the browser a fake detector.
const zxing = vi.hoisted(() => ({ createZXingDetector: vi.fn() }));
vi.mock('../scan/zxing-detector.ts', () => zxing);

/** A camera stream whose one track records being stopped. */
function fakeCamera() {
  const track = { stop: vi.fn() };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  const getUserMedia = vi.fn<(constraints: MediaStreamConstraints) => Promise<MediaStream>>(async () => stream);
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  return { track, getUserMedia };
}

/** The browser's BarcodeDetector, answering each frame from `frames` in turn (then nothing). */
function fakeDetector(frames: DetectedCode[][], formats = ['ean_13', 'upc_a', 'ean_8', 'qr_code']) {
  const detect = vi.fn(async (source: unknown) => {
    expect(source).toBeInstanceOf(HTMLVideoElement);
    return frames.shift() ?? [];
  });
  vi.stubGlobal(
    'BarcodeDetector',
    class {
      static getSupportedFormats = async () => formats;
      readonly options: unknown;
      constructor(options: unknown) {
        this.options = options;
      }
      detect = detect;
    },
  );
  return detect;
}

async function openScanner() {
  const user = userEvent.setup();
  renderWithApp(<FoodSafetyCard />);
  await user.click(screen.getByRole('tab', { name: 'UPC Scanner' }));
  await user.click(screen.getByRole('button', { name: 'Scan with camera' }));
  // A code in the very first frame closes the dialog at once: it may already be gone.
  return { user, dialog: screen.queryByRole('dialog', { name: 'Scan a barcode' }) ?? document.body };
}

describe('FoodSafetyCard — scanning with the camera', () => {
  beforeEach(() => {
    // jsdom plays no video: the preview "plays" and always has a frame to read.
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(HTMLMediaElement.HAVE_ENOUGH_DATA);
    zxing.createZXingDetector.mockRejectedValue(new Error('WebAssembly could not be compiled'));
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  it('opens the back camera, reads an EAN-13, stops the camera, fills the field and looks the product up', async () => {
    const calls = serveFetch({
      ...recentChecksRoute(),
      'GET /api/upc/lookup/3760091720030': [200, aUpcResult()],
    });
    const { track, getUserMedia } = fakeCamera();
    // A frame with nothing, then one with only a QR code, then the product's EAN-13.
    const detect = fakeDetector([
      [],
      [{ rawValue: 'https://example.com', format: 'qr_code' }],
      [{ rawValue: '3760091720030', format: 'ean_13' }],
    ]);
    const { dialog } = await openScanner();

    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: { ideal: 'environment' } }, audio: false });
    expect(await within(dialog).findByText(/Hold the barcode inside the frame/)).toBeInTheDocument();
    expect(dialog.querySelector('video')).not.toBeNull();

    expect(await screen.findByRole('article', { name: 'Camembert de Normandie au lait cru' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(track.stop).toHaveBeenCalled();
    expect(detect).toHaveBeenCalledTimes(3);
    expect(screen.getByPlaceholderText('Enter UPC/barcode (8-14 digits)...')).toHaveValue('3760091720030');
    expect(calls.map((c) => c.path)).toContain('/api/upc/lookup/3760091720030');
    // The polyfill was never needed.
    expect(zxing.createZXingDetector).not.toHaveBeenCalled();
  });

  it('reads UPC-A and EAN-8 too', async () => {
    serveFetch({ ...recentChecksRoute(), 'GET /api/upc/lookup/036000291452': [200, aUpcResult()] });
    fakeCamera();
    fakeDetector([[{ rawValue: '036000291452', format: 'upc_a' }]]);
    await openScanner();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByPlaceholderText('Enter UPC/barcode (8-14 digits)...')).toHaveValue('036000291452');
  });

  it('stops the camera and reads no more frames when the dialog is closed', async () => {
    useSteppedClock();
    const calls = serveFetch(recentChecksRoute());
    const { track } = fakeCamera();
    const detect = fakeDetector([]);
    const { user, dialog } = await openScanner();
    await within(dialog).findByText(/Hold the barcode inside the frame/);
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(track.stop).toHaveBeenCalled();
    const frames = detect.mock.calls.length;
    await stepClock(4 * SCAN_INTERVAL_MS);
    expect(detect.mock.calls.length).toBe(frames);
    expect(calls.filter((c) => c.path.startsWith('/api/upc'))).toEqual([]);
  });

  it('says clearly when camera access is refused, and goes back to typing', async () => {
    serveFetch(recentChecksRoute());
    const { getUserMedia } = fakeCamera();
    getUserMedia.mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    fakeDetector([]);
    const { user, dialog } = await openScanner();

    expect(await within(dialog).findByText(/Camera access is turned off for BLOOM/)).toBeInTheDocument();
    expect(within(dialog).getByText(/type the number printed under the barcode instead/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Type the number instead' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByPlaceholderText('Enter UPC/barcode (8-14 digits)...')).toHaveFocus());
  });

  it('says so when there is no camera, or no camera API at all', async () => {
    serveFetch(recentChecksRoute());
    const { getUserMedia } = fakeCamera();
    getUserMedia.mockRejectedValue(new DOMException('No device', 'NotFoundError'));
    fakeDetector([]);
    const { user, dialog } = await openScanner();
    expect(await within(dialog).findByText(/No camera was found on this device/)).toBeInTheDocument();
    await user.keyboard('{Escape}');

    Reflect.deleteProperty(navigator, 'mediaDevices');
    await user.click(screen.getByRole('button', { name: 'Scan with camera' }));
    const again = screen.getByRole('dialog', { name: 'Scan a barcode' });
    expect(await within(again).findByText(/This browser cannot open the camera here/)).toBeInTheDocument();
  });

  it('falls back to the ZXing polyfill without a native detector, and says so when that cannot run', async () => {
    serveFetch(recentChecksRoute());
    const { track } = fakeCamera();
    const { dialog } = await openScanner();
    expect(await within(dialog).findByText(/This browser cannot read barcodes from the camera/)).toBeInTheDocument();
    expect(zxing.createZXingDetector).toHaveBeenCalledWith(['ean_13', 'upc_a', 'ean_8']);
    expect(track.stop).toHaveBeenCalled();
  });

  it('decodes with the polyfill when the browser has none', async () => {
    serveFetch({ ...recentChecksRoute(), 'GET /api/upc/lookup/73513537': [200, aUpcResult()] });
    fakeCamera();
    zxing.createZXingDetector.mockResolvedValue({
      detect: async () => [{ rawValue: '73513537', format: 'ean_8' }],
    });
    await openScanner();
    await waitFor(() =>
      expect(screen.getByPlaceholderText('Enter UPC/barcode (8-14 digits)...')).toHaveValue('73513537'),
    );
  });
});

describe('FoodSafetyCard — typing a barcode', () => {
  it('points out a check digit that does not match once typing pauses, and not for a correct code', async () => {
    useSteppedClock();
    serveFetch(recentChecksRoute());
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithApp(<FoodSafetyCard />);
    await user.click(screen.getByRole('tab', { name: 'UPC Scanner' }));
    const input = screen.getByPlaceholderText('Enter UPC/barcode (8-14 digits)...');
    await user.type(input, '036000291453');
    await stepClock(CHECK_DIGIT_PAUSE_MS);
    expect(
      screen.getByText('The check digit of this UPC-A number does not match, so a digit may have been typed wrong.'),
    ).toBeInTheDocument();
    // Typing stays possible, and the lookup is still allowed: the database may know the code.
    expect(screen.getByRole('button', { name: 'Look Up' })).toBeEnabled();

    await user.clear(input);
    await user.type(input, '036000291452');
    await stepClock(CHECK_DIGIT_PAUSE_MS);
    expect(screen.queryByText(/check digit/)).not.toBeInTheDocument();
  });
});
