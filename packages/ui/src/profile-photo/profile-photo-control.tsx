import { Box, Button, Center, Dialog, Portal, Stack, Text, chakra } from '@chakra-ui/react';
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { Avatar, PROFILE_PHOTO_SIZE } from '../avatar/index';
import { LoadingOverlay } from '../loading-overlay/index';
import {
  compressImage,
  DEFAULT_PHOTO_MAX_DIMENSION,
  DEFAULT_PHOTO_QUALITY,
  jpegFileName,
  type CompressedImage,
  type CompressImageOptions,
} from './compress-image';
import { CameraIcon, DeleteIcon, ImageIcon } from './photo-icons';
import { useCamera, type CameraDevices } from './use-camera';

/** The profile image payload (docs/behaviour/people-and-guests.md#photos). */
export interface ProfileImagePayload {
  /** JPEG as base64, without the `data:` prefix. */
  profileImageData: string;
  /** File name ending in `.jpg`. */
  profileImageName: string;
}

/** The texts of {@link ProfilePhotoControl} (translated). */
export interface ProfilePhotoLabels {
  /** Name of the photo button, e.g. "Change profile photo". */
  change: string;
  /** Dialog title, e.g. "Profile photo". */
  dialogTitle: string;
  /** Choose a picture file, e.g. "Choose a photo". */
  choose: string;
  /** Open the camera, e.g. "Take a photo". */
  takePhoto: string;
  /** Shutter button, e.g. "Capture". */
  capture: string;
  /** Leave the camera for the choices, e.g. "Back". */
  back: string;
  /** Remove the photo, e.g. "Delete photo". */
  delete: string;
  /** Close the dialog, e.g. "Cancel". */
  cancel: string;
  /** Name of the live camera picture, e.g. "Camera preview". */
  cameraPreview: string;
  /** When the camera cannot be used, e.g. "The camera is not available. Choose a photo instead." */
  cameraError: string;
  /** When a file is not a usable picture, e.g. "This file is not a picture that can be used." */
  imageError: string;
  /** Shown while the photo is prepared and saved, e.g. "Saving the photo…". */
  saving: string;
}

/** Props of {@link ProfilePhotoControl}. */
export interface ProfilePhotoControlProps {
  /** The photo's accessible name while it cannot be changed, e.g. "Profile photo of Maria Rossi". */
  label: string;
  /** The current photo: URL, data URL or bare base64. */
  src?: string | null;
  initials?: string | null;
  personId?: string | number | null;
  labels: ProfilePhotoLabels;
  /**
   * Receives the new photo, compressed. While a returned promise is pending the dialog is busy;
   * when it resolves the dialog closes; when it rejects it stays open (the app shows the error).
   */
  onChange: (image: ProfileImagePayload) => unknown;
  /** Deletes the photo; a returned promise is awaited like `onChange`'s. */
  onDelete: () => unknown;
  /** Shows the photo without letting it be changed. */
  disabled?: boolean;
  /** Diameter in px. Default 200 (spec). */
  size?: number;
  /** JPEG quality, 0–1. Default 0.5 (spec's compression factor). */
  quality?: number;
  /** Longest side in px after compression. Default 800. */
  maxDimension?: number;
  /**
   * The camera. Default `navigator.mediaDevices` when it has `getUserMedia`; `null` forces the
   * fallback (a file input with `capture="user"`, which opens the camera on phones and tablets).
   */
  mediaDevices?: CameraDevices | null;
  /** Replaces {@link compressImage}, e.g. in tests. */
  compress?: (file: Blob, options: CompressImageOptions) => Promise<CompressedImage>;
}

/** A camera photo's name: the moment it was taken, e.g. photo-2025-03-01T10-15-00-000Z.jpg. */
const cameraFileName = () =>
  jpegFileName(`photo-${new Date().toISOString().replace(/[:.]/g, '-')}`);

const defaultDevices = (): CameraDevices | null =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function'
    ? navigator.mediaDevices
    : null;

/** A button-looking label for a visually hidden file input, which keeps focus and keyboard. */
function FileButton({
  label,
  icon,
  capture,
  disabled,
  onFile,
}: {
  label: string;
  icon: ReactNode;
  capture?: 'user';
  disabled: boolean;
  onFile: (file: File) => void;
}) {
  const id = useId();
  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file chosen again is a new choice
    if (file) onFile(file);
  };
  return (
    <Box position="relative">
      <chakra.input
        id={id}
        type="file"
        accept="image/*"
        capture={capture}
        disabled={disabled}
        onChange={onInput}
        className="peer"
        // Visually hidden but focusable: the label below shows its focus.
        position="absolute"
        width="1px"
        height="1px"
        opacity="0"
        overflow="hidden"
      />
      <Button
        asChild
        width="full"
        variant="outline"
        size="lg"
        justifyContent="flex-start"
        aria-disabled={disabled || undefined}
        _peerFocusVisible={{
          outline: '2px solid',
          outlineColor: 'care.primary',
          outlineOffset: '2px',
        }}
      >
        <label htmlFor={id}>
          {icon}
          {label}
        </label>
      </Button>
    </Box>
  );
}

function CameraView({
  devices,
  labels,
  options,
  busy,
  onPhoto,
  onBack,
  onFailed,
}: {
  devices: CameraDevices;
  labels: ProfilePhotoLabels;
  options: CompressImageOptions;
  busy: boolean;
  onPhoto: (image: CompressedImage) => void;
  onBack: () => void;
  onFailed: () => void;
}) {
  // A failure goes to the parent, which falls back to the capture input.
  const { videoRef, state, capture } = useCamera(devices, options, onFailed);
  return (
    <Stack gap="3">
      <Box borderRadius="l2" overflow="hidden" bg="black" aspectRatio="4 / 3">
        <video
          ref={videoRef}
          aria-label={labels.cameraPreview}
          autoPlay
          muted
          playsInline
          style={{ width: '100%', height: '100%', objectFit: 'cover', transform: 'scaleX(-1)' }}
        />
      </Box>
      <Stack direction="row" gap="3" justify="flex-end">
        <Button variant="outline" onClick={onBack} disabled={busy}>
          {labels.back}
        </Button>
        <Button
          bg="care.primary"
          color="care.primary.contrast"
          _hover={{ bg: 'care.primary/90' }}
          disabled={state !== 'ready' || busy}
          onClick={() => {
            const image = capture();
            if (image) onPhoto(image);
          }}
        >
          <CameraIcon />
          {labels.capture}
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * The profile page's photo (200px): pressing it opens a dialog to choose a picture, take one
 * with the camera (or the device's camera app where the browser has no camera access) or delete
 * it. The picture is compressed to a JPEG (factor 0.5, at most 800px) and handed to `onChange`
 * as the API's payload, base64 without the prefix.
 */
export function ProfilePhotoControl({
  label,
  src,
  initials,
  personId,
  labels,
  onChange,
  onDelete,
  disabled = false,
  size = PROFILE_PHOTO_SIZE,
  quality = DEFAULT_PHOTO_QUALITY,
  maxDimension = DEFAULT_PHOTO_MAX_DIMENSION,
  mediaDevices,
  compress = compressImage,
}: ProfilePhotoControlProps) {
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<'choices' | 'camera'>('choices');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [cameraFailed, setCameraFailed] = useState(false);
  const devices = mediaDevices === undefined ? defaultDevices() : mediaDevices;
  const options = { quality, maxDimension };
  const hasPhoto = Boolean(src);

  const reset = () => {
    setView('choices');
    setError(null);
    setBusy(false);
  };
  const close = () => {
    if (busy) return;
    setOpen(false);
    reset();
  };

  /** Runs an action that ends the dialog's work; closes on success, stays on failure. */
  const finish = async (action: () => unknown) => {
    setBusy(true);
    try {
      await action();
    } catch {
      setBusy(false);
      return;
    }
    setBusy(false);
    setOpen(false);
    reset();
  };

  const upload = (image: CompressedImage, name: string) =>
    finish(() => onChange({ profileImageData: image.data, profileImageName: name }));

  const onFile = async (file: File) => {
    setError(null);
    setBusy(true);
    let image: CompressedImage;
    try {
      image = await compress(file, options);
    } catch {
      setBusy(false);
      setError(labels.imageError);
      return;
    }
    await upload(image, jpegFileName(file.name));
  };

  if (disabled)
    return <Avatar label={label} src={src} initials={initials} personId={personId} size={size} />;

  const useCameraApi = devices !== null && !cameraFailed;

  return (
    <>
      <chakra.button
        type="button"
        aria-label={labels.change}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        position="relative"
        borderRadius="full"
        cursor="pointer"
        _focusVisible={{ outline: '3px solid', outlineColor: 'care.primary', outlineOffset: '3px' }}
        _hover={{ '& [data-badge]': { transform: 'scale(1.08)' } }}
      >
        <Avatar label={label} src={src} initials={initials} personId={personId} size={size} />
        <Center
          data-badge=""
          position="absolute"
          insetEnd="2"
          bottom="2"
          boxSize="10"
          borderRadius="full"
          borderWidth="2px"
          borderColor="bg"
          bg="care.primary"
          color="care.primary.contrast"
          transition="transform 0.15s"
          css={{ '@media (prefers-reduced-motion: reduce)': { transition: 'none' } }}
        >
          <CameraIcon />
        </Center>
      </chakra.button>

      <Dialog.Root
        open={open}
        onOpenChange={(details) => {
          if (!details.open) close();
        }}
        closeOnEscape={!busy}
        closeOnInteractOutside={!busy}
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content aria-busy={busy || undefined}>
              <Dialog.Header>
                <Dialog.Title>{labels.dialogTitle}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  {error && (
                    <Text role="alert" color="care.error.fg" fontWeight="medium">
                      {error}
                    </Text>
                  )}
                  {view === 'camera' && devices ? (
                    <CameraView
                      devices={devices}
                      labels={labels}
                      options={options}
                      busy={busy}
                      onPhoto={(image) => void upload(image, cameraFileName())}
                      onBack={() => setView('choices')}
                      onFailed={() => {
                        setCameraFailed(true);
                        setView('choices');
                        setError(labels.cameraError);
                      }}
                    />
                  ) : (
                    <>
                      <FileButton
                        label={labels.choose}
                        icon={<ImageIcon />}
                        disabled={busy}
                        onFile={(file) => void onFile(file)}
                      />
                      {useCameraApi ? (
                        <Button
                          variant="outline"
                          size="lg"
                          justifyContent="flex-start"
                          disabled={busy}
                          onClick={() => {
                            setError(null);
                            setView('camera');
                          }}
                        >
                          <CameraIcon />
                          {labels.takePhoto}
                        </Button>
                      ) : (
                        <FileButton
                          label={labels.takePhoto}
                          icon={<CameraIcon />}
                          capture="user"
                          disabled={busy}
                          onFile={(file) => void onFile(file)}
                        />
                      )}
                      {hasPhoto && (
                        <Button
                          variant="outline"
                          size="lg"
                          justifyContent="flex-start"
                          color="care.error.fg"
                          disabled={busy}
                          onClick={() => void finish(onDelete)}
                        >
                          <DeleteIcon />
                          {labels.delete}
                        </Button>
                      )}
                    </>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="ghost" onClick={close} disabled={busy}>
                  {labels.cancel}
                </Button>
              </Dialog.Footer>
              {busy && <LoadingOverlay variant="local" label={labels.saving} />}
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
