import type jsQR from 'jsqr';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Reads a QR code in the video's current frame, if there is one. */
type Detect = (video: HTMLVideoElement) => Promise<string | undefined>;

/** The part of the browser's BarcodeDetector (Shape Detection API) the scanner uses. */
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): {
    detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
  };
  getSupportedFormats(): Promise<string[]>;
}

/** Frames are read this often: quick at a gate, light on a phone's battery. */
const FRAME_MS = 200;
/** Frames are scaled down to this width before the JavaScript decoder reads them. */
const DECODE_WIDTH = 640;

let decoder: Promise<{ default: typeof jsQR }> | undefined;

/**
 * jsQR, the decoder in plain JavaScript, fetched once the desk's page is on the screen rather
 * than before it: the gate's frame loads it before it hands the page's files to the service
 * worker (GateFrame's `offlineCode`), so it is kept for offline use with the rest. Fetching it
 * only when the camera starts would fail offline.
 */
export const loadQrDecoder = () => (decoder ??= import('jsqr'));

/**
 * The browser's own BarcodeDetector where it reads QR codes (Android, ChromeOS, macOS);
 * elsewhere jsQR (`loadQrDecoder`).
 */
async function pickDetector(): Promise<Detect> {
  const Native = (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  const formats = Native ? await Native.getSupportedFormats().catch(() => []) : [];
  if (Native && formats.includes('qr_code')) {
    const detector = new Native({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue;
  }
  const { default: jsQR } = await loadQrDecoder();
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return undefined;
    const scale = Math.min(1, DECODE_WIDTH / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data;
  };
}

export type ScannerState = 'off' | 'starting' | 'scanning' | 'failed';

/**
 * The phone's back camera in a video element, read every few frames for a QR code; `onRead`
 * gets each text read. Stops the camera when stopped or unmounted.
 */
export function useQrScanner(onRead: (text: string) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const reader = useRef(onRead);
  const [state, setState] = useState<ScannerState>('off');
  const [problem, setProblem] = useState<string | null>(null);
  const [torch, setTorch] = useState<boolean | null>(null);

  useEffect(() => {
    reader.current = onRead;
  }, [onRead]);

  const stop = useCallback(() => {
    window.clearTimeout(timer.current);
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setState('off');
    setTorch(null);
  }, []);

  const start = useCallback(async () => {
    setProblem(null);
    setState('starting');
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera');
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      });
      stream.current = media;
      const [track] = media.getVideoTracks();
      const capabilities = (track?.getCapabilities?.() ?? {}) as { torch?: boolean };
      setTorch(capabilities.torch ? false : null);
      const video = videoRef.current;
      if (!video) throw new Error('no video element');
      video.srcObject = media;
      await video.play();
      const detect = await pickDetector();
      setState('scanning');
      const tick = async () => {
        if (!stream.current) return;
        const text = await detect(video).catch(() => undefined);
        if (text) reader.current(text);
        timer.current = window.setTimeout(() => void tick(), FRAME_MS);
      };
      void tick();
    } catch {
      for (const track of stream.current?.getTracks() ?? []) track.stop();
      stream.current = null;
      setState('failed');
      setProblem(
        'The camera could not be started. Allow this site to use the camera, or find the person by name below.',
      );
    }
  }, []);

  /** The phone's light, where the camera has one (null: it has none). */
  const toggleTorch = useCallback(async () => {
    const [track] = stream.current?.getVideoTracks() ?? [];
    if (!track || torch === null) return;
    const on = !torch;
    await track
      .applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] })
      .then(() => setTorch(on))
      .catch(() => setTorch(null));
  }, [torch]);

  useEffect(() => stop, [stop]);
  return { videoRef, state, problem, start, stop, torch, toggleTorch };
}
