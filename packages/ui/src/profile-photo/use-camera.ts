import { useEffect, useEffectEvent, useRef, useState } from 'react';
import {
  compressDrawable,
  type CompressedImage,
  type CompressImageOptions,
} from './compress-image';

/** The part of `navigator.mediaDevices` the camera needs. */
export type CameraDevices = Pick<MediaDevices, 'getUserMedia'>;

/** What {@link useCamera} returns. */
export interface Camera {
  /** Give this to the `<video>` that shows the preview. */
  videoRef: React.RefObject<HTMLVideoElement | null>;
  state: 'starting' | 'ready' | 'failed';
  /** The current frame, compressed; `undefined` until the preview shows a picture. */
  capture: () => CompressedImage | undefined;
}

/**
 * The front camera while the calling component is mounted: asks for it on mount, shows it in
 * `videoRef`, and stops every track on unmount. `onError` hears a refusal or a missing camera. The frame is taken at the camera's full
 * resolution without loss (camera quality 100), then compressed like a chosen file.
 */
export function useCamera(
  devices: CameraDevices,
  options: CompressImageOptions,
  onError?: (error: unknown) => void,
): Camera {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<Camera['state']>('starting');
  const fail = useEffectEvent((error: unknown) => {
    setState('failed');
    onError?.(error);
  });

  useEffect(() => {
    let stream: MediaStream | undefined;
    let cancelled = false;
    const video = videoRef.current;
    const onPlaying = () => setState('ready');
    video?.addEventListener('playing', onPlaying);
    devices
      .getUserMedia({
        video: { facingMode: 'user', width: { ideal: 1920 }, height: { ideal: 1080 } },
        audio: false,
      })
      .then((granted) => {
        if (cancelled) {
          granted.getTracks().forEach((track) => track.stop());
          return;
        }
        stream = granted;
        if (!video) return;
        video.srcObject = granted;
        // play() returns a promise in browsers (and nothing in jsdom).
        Promise.resolve(video.play()).catch(() => {});
      })
      .catch((error: unknown) => {
        // Denied, no camera, or in use by another app.
        if (!cancelled) fail(error);
      });
    return () => {
      cancelled = true;
      video?.removeEventListener('playing', onPlaying);
      stream?.getTracks().forEach((track) => track.stop());
      if (video) video.srcObject = null;
    };
  }, [devices]);

  const capture = () => {
    const video = videoRef.current;
    if (!video || !video.videoWidth) return undefined;
    return compressDrawable(video, video.videoWidth, video.videoHeight, options);
  };

  return { videoRef, state, capture };
}
