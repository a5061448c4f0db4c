import { Camera, Keyboard, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { i18n, useT } from '@/lib/i18n/index.ts';
import { createDetector, pickRetailCode, type Detector } from '../scan/create-detector.ts';

/** How often a frame of the camera is read. Four a second finds a code quickly without heating the phone. */
export const SCAN_INTERVAL_MS = 250;

/** Why the camera did not open: a key of `food:camera`, worded when shown (in the language on screen). */
type Failure = 'denied' | 'missing' | 'busy' | 'failed' | 'noApi' | 'noDetector';

type Phase = { kind: 'starting' } | { kind: 'scanning' } | { kind: 'failed'; failure: Failure };

function failureOf(error: unknown): Failure {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'missing';
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy';
  return 'failed';
}

const failureText = (failure: Failure) =>
  i18n.t(`camera.${failure}`, { ns: 'food', orType: i18n.t('camera.orType', { ns: 'food' }) });

/** Why the camera did not open, in words a person can act on. */
export const cameraFailureMessage = (error: unknown): string => failureText(failureOf(error));

function stopStream(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/**
 * The live preview: opens the back camera, reads frames until a retail barcode is found, then
 * reports its digits. Everything it starts (the stream, the frame timer) stops when it unmounts,
 * that is when the dialog closes, however it closes.
 */
function ScannerView({
  onDetected,
  onTypeInstead,
}: {
  onDetected: (digits: string) => void;
  onTypeInstead: () => void;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'starting' });
  const detectedRef = useRef(onDetected);
  useEffect(() => {
    detectedRef.current = onDetected;
  });

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const video = videoRef.current;

    const scan = (detector: Detector) => {
      const tick = async () => {
        if (stopped || !video) return;
        if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
          try {
            const digits = pickRetailCode(await detector.detect(video));
            if (digits && !stopped) {
              stopped = true;
              stopStream(stream);
              detectedRef.current(digits);
              return;
            }
          } catch {
            // A frame that could not be read (the camera was still focusing): try the next one.
          }
        }
        if (!stopped) timer = setTimeout(() => void tick(), SCAN_INTERVAL_MS);
      };
      void tick();
    };

    const start = async () => {
      // Missing outside a secure context (plain http) and in some in-app browsers.
      const media = (navigator as { mediaDevices?: MediaDevices }).mediaDevices;
      if (!media?.getUserMedia) {
        setPhase({ kind: 'failed', failure: 'noApi' });
        return;
      }
      // The reader loads while the person answers the camera prompt.
      const detector = createDetector().catch(() => null);
      try {
        stream = await media.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
      } catch (error) {
        if (!stopped) setPhase({ kind: 'failed', failure: failureOf(error) });
        return;
      }
      if (stopped || !video) {
        stopStream(stream);
        return;
      }
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      const ready = await detector;
      if (stopped) return;
      if (!ready) {
        stopStream(stream);
        setPhase({ kind: 'failed', failure: 'noDetector' });
        return;
      }
      setPhase({ kind: 'scanning' });
      scan(ready);
    };
    void start();

    return () => {
      stopped = true;
      clearTimeout(timer);
      stopStream(stream);
      if (video) video.srcObject = null;
    };
  }, []);

  const { t } = useT('food');
  const failed = phase.kind === 'failed';
  return (
    <div className="space-y-4">
      {/* The picture itself says nothing a screen reader needs: the status line below does. */}
      <div
        aria-hidden
        className={
          failed ? 'hidden' : 'relative aspect-[4/3] w-full overflow-hidden rounded-2xl bg-gray-900 dark:bg-gray-950'
        }
      >
        <video ref={videoRef} muted playsInline autoPlay className="size-full object-cover" />
        {/* Where to hold the barcode: a clear band across the middle of the picture. */}
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-[10%] top-1/2 h-1/3 -translate-y-1/2 rounded-xl border-2 border-white/90 shadow-[0_0_0_9999px_rgb(0_0_0/0.35)]"
        />
      </div>
      <div role="status" className="min-h-6 text-sm text-ink">
        {phase.kind === 'starting' && (
          <span className="inline-flex items-center gap-2">
            <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
            {t('camera.starting')}
          </span>
        )}
        {phase.kind === 'scanning' && t('camera.scanning')}
      </div>
      {failed && <Alert tone="warning">{failureText(phase.failure)}</Alert>}
      <Button variant={failed ? 'primary' : 'secondary'} className="w-full" onClick={onTypeInstead}>
        <Keyboard aria-hidden className="size-4" />
        {t('camera.typeInstead')}
      </Button>
    </div>
  );
}

/**
 * 'Scan with camera': opens the camera in a dialog (a bottom sheet on phones) and hands the
 * digits of the first EAN-13, UPC-A or EAN-8 it reads to `onScanned`. Typing stays available:
 * 'Type the number instead' closes it and puts the cursor in the field.
 */
export function CameraScanner({
  onScanned,
  onTypeInstead,
}: {
  onScanned: (digits: string) => void;
  onTypeInstead: () => void;
}) {
  const { t } = useT('food');
  const [open, setOpen] = useState(false);
  const [typeInstead, setTypeInstead] = useState(false);
  // The dialog hands focus back to its button as it closes; 'Type the number instead' then
  // moves it on to the field, once the dialog is gone.
  useEffect(() => {
    if (open || !typeInstead) return;
    const timer = setTimeout(() => {
      setTypeInstead(false);
      onTypeInstead();
    }, 0);
    return () => clearTimeout(timer);
  }, [open, typeInstead, onTypeInstead]);

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('camera.title')}
      description={t('camera.description')}
      trigger={
        <Button variant="secondary" className="w-full sm:w-auto">
          <Camera aria-hidden className="size-4" />
          {t('camera.open')}
        </Button>
      }
    >
      {open && (
        <ScannerView
          onDetected={(digits) => {
            setOpen(false);
            (navigator as { vibrate?: (ms: number) => boolean }).vibrate?.(60);
            onScanned(digits);
          }}
          onTypeInstead={() => {
            setTypeInstead(true);
            setOpen(false);
          }}
        />
      )}
    </Dialog>
  );
}
