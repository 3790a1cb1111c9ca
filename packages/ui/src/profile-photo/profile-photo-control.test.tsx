import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderUi } from '../../test/render';
import { jpegFileName } from './compress-image';
import { ProfilePhotoControl, type ProfilePhotoControlProps } from './profile-photo-control';
import type { CameraDevices } from './use-camera';

const labels = {
  change: 'Change profile photo',
  dialogTitle: 'Profile photo',
  choose: 'Choose a photo',
  takePhoto: 'Take a photo',
  capture: 'Capture',
  back: 'Back',
  delete: 'Delete photo',
  cancel: 'Cancel',
  cameraPreview: 'Camera preview',
  cameraError: 'The camera is not available. Choose a photo instead.',
  imageError: 'This file is not a picture that can be used.',
  saving: 'Saving the photo…',
} as const;

const patience = { timeout: 5000 };

/** A camera that answers with a stream whose tracks can be stopped. */
function fakeCamera() {
  const stop = vi.fn();
  const devices: CameraDevices = {
    getUserMedia: vi.fn(async () => ({ getTracks: () => [{ stop }] }) as unknown as MediaStream),
  };
  return { devices, stop };
}

function setup(props: Partial<ProfilePhotoControlProps> = {}) {
  const onChange = vi.fn();
  const onDelete = vi.fn();
  const result = renderUi(
    <ProfilePhotoControl
      label="Profile photo of Maria Rossi"
      initials="MR"
      labels={labels}
      onChange={onChange}
      onDelete={onDelete}
      mediaDevices={fakeCamera().devices}
      {...props}
    />,
  );
  return { ...result, onChange: props.onChange ?? onChange, onDelete: props.onDelete ?? onDelete };
}

async function openDialog(user: ReturnType<typeof setup>['user']) {
  await user.click(screen.getByRole('button', { name: 'Change profile photo' }));
  const dialog = await screen.findByRole('dialog', { name: 'Profile photo' }, patience);
  await waitFor(
    () => expect(dialog).toContainElement(document.activeElement as HTMLElement),
    patience,
  );
  return dialog;
}

const picture = () => new File(['(image bytes)'], 'maria.png', { type: 'image/png' });

// Dialogs in jsdom are slow on a busy machine: a generous ceiling, no timing assertions.
describe('ProfilePhotoControl', { timeout: 30_000 }, () => {
  // jsdom has no layout, no animations and no canvas. The dialog's focus trap skips elements
  // without client rects, and its exit waits for an animation: both are given what a browser
  // has. Canvas 2D and createImageBitmap do not exist in jsdom, so they are stubbed (only they):
  // the compression code itself runs, and the stubs record what it asked for.
  const still = document.createElement('style');
  still.textContent = '*, *::before, *::after { animation: none !important; }';
  let context: {
    fillStyle: string;
    fillRect: ReturnType<typeof vi.fn>;
    drawImage: ReturnType<typeof vi.fn>;
  };
  let toDataURL: Mock<(type?: string, quality?: number) => string>;
  let bitmap: { width: number; height: number; close: ReturnType<typeof vi.fn> };

  beforeEach(() => {
    document.head.append(still);
    vi.spyOn(Element.prototype, 'getClientRects').mockReturnValue([
      new DOMRect(0, 0, 10, 10),
    ] as unknown as DOMRectList);
    context = { fillStyle: '', fillRect: vi.fn(), drawImage: vi.fn() };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
      () => context as unknown as RenderingContext,
    );
    toDataURL = vi.fn((_type?: string, _quality?: number) => 'data:image/jpeg;base64,QUJD');
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(toDataURL);
    bitmap = { width: 1600, height: 1200, close: vi.fn() };
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => bitmap),
    );
  });
  afterEach(() => {
    still.remove();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows the photo as a button that opens the dialog', async () => {
    const { user } = setup({ src: '/photos/maria.jpg' });
    const button = screen.getByRole('button', { name: 'Change profile photo' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(within(button).getByRole('img', { hidden: true })).toHaveStyle({ width: '200px' });
    const dialog = await openDialog(user);
    expect(within(dialog).getByLabelText('Choose a photo')).toHaveAttribute('accept', 'image/*');
    expect(within(dialog).getByRole('button', { name: 'Take a photo' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete photo' })).toBeInTheDocument();
  });

  it('offers no delete without a photo', async () => {
    const { user } = setup();
    const dialog = await openDialog(user);
    expect(within(dialog).queryByRole('button', { name: 'Delete photo' })).not.toBeInTheDocument();
  });

  it('is only a picture when disabled', () => {
    setup({ disabled: true });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Profile photo of Maria Rossi' })).toBeVisible();
  });

  it('compresses a chosen picture and hands over base64 without the prefix', async () => {
    const { user, onChange } = setup();
    const dialog = await openDialog(user);
    await user.upload(within(dialog).getByLabelText('Choose a photo'), picture());
    await waitFor(() => expect(onChange).toHaveBeenCalledOnce(), patience);
    expect(onChange).toHaveBeenCalledWith({
      profileImageData: 'QUJD',
      profileImageName: 'maria.jpg',
    });
    // Scaled to at most 800px, on white, JPEG at Care's factor 0.5.
    expect(context.drawImage).toHaveBeenCalledWith(bitmap, 0, 0, 800, 600);
    expect(context.fillRect).toHaveBeenCalledWith(0, 0, 800, 600);
    expect(toDataURL).toHaveBeenCalledWith('image/jpeg', 0.5);
    expect(bitmap.close).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), patience);
  });

  it('takes another quality and size, and never scales up', async () => {
    bitmap.width = 300;
    bitmap.height = 400;
    const { user, onChange } = setup({ quality: 0.8, maxDimension: 1024 });
    const dialog = await openDialog(user);
    await user.upload(within(dialog).getByLabelText('Choose a photo'), picture());
    await waitFor(() => expect(onChange).toHaveBeenCalled(), patience);
    expect(context.drawImage).toHaveBeenCalledWith(bitmap, 0, 0, 300, 400);
    expect(toDataURL).toHaveBeenCalledWith('image/jpeg', 0.8);
  });

  it('says so when a file is not a usable picture, and stays open', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => Promise.reject(new DOMException('bad', 'InvalidStateError'))),
    );
    const { user, onChange } = setup();
    const dialog = await openDialog(user);
    await user.upload(within(dialog).getByLabelText('Choose a photo'), picture());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(labels.imageError);
    expect(onChange).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText('Choose a photo')).toBeEnabled();
  });

  it('is busy while the photo is saved, and stays open when saving fails', async () => {
    let fail: (error: Error) => void = () => {};
    const onChange = vi.fn(() => new Promise((_, reject) => (fail = reject)));
    const { user } = setup({ onChange });
    const dialog = await openDialog(user);
    await user.upload(within(dialog).getByLabelText('Choose a photo'), picture());
    expect(await within(dialog).findByRole('status', { name: labels.saving })).toBeVisible();
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    fail(new Error('E016'));
    await waitFor(
      () => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled(),
      patience,
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('deletes the photo', async () => {
    const { user, onDelete } = setup({ src: '/photos/maria.jpg' });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete photo' }));
    expect(onDelete).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), patience);
  });

  it('without camera access, takes a photo through the device camera app', async () => {
    const { user, onChange } = setup({ mediaDevices: null });
    const dialog = await openDialog(user);
    const take = within(dialog).getByLabelText('Take a photo');
    expect(take).toHaveAttribute('type', 'file');
    expect(take).toHaveAttribute('capture', 'user');
    await user.upload(take, new File(['(jpeg)'], 'IMG_0001.JPG', { type: 'image/jpeg' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledOnce(), patience);
    expect(onChange).toHaveBeenCalledWith(
      expect.objectContaining({ profileImageName: 'IMG_0001.jpg' }),
    );
  });

  it('falls back to the camera app when the camera is refused', async () => {
    const devices: CameraDevices = {
      getUserMedia: vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError'))),
    };
    const { user } = setup({ mediaDevices: devices });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Take a photo' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(labels.cameraError);
    expect(within(dialog).getByLabelText('Take a photo')).toHaveAttribute('capture', 'user');
  });

  it('shows the camera, and stops it when the user goes back', async () => {
    const camera = fakeCamera();
    const { user } = setup({ mediaDevices: camera.devices });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Take a photo' }));
    expect(within(dialog).getByLabelText('Camera preview')).toBeInTheDocument();
    expect(camera.devices.getUserMedia).toHaveBeenCalledWith(
      expect.objectContaining({
        audio: false,
        video: expect.objectContaining({ facingMode: 'user' }),
      }),
    );
    // No picture yet (jsdom plays no video): the shutter waits.
    expect(within(dialog).getByRole('button', { name: 'Capture' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(camera.stop).toHaveBeenCalled();
    expect(within(dialog).getByLabelText('Choose a photo')).toBeInTheDocument();
  });
});

describe('jpegFileName', () => {
  it('keeps the name and makes it a .jpg', () => {
    expect(jpegFileName('maria.png')).toBe('maria.jpg');
    expect(jpegFileName('holiday.photo.HEIC')).toBe('holiday.photo.jpg');
    expect(jpegFileName('scan')).toBe('scan.jpg');
    expect(jpegFileName('')).toBe('photo.jpg');
    expect(jpegFileName(undefined, 'camera')).toBe('camera.jpg');
  });
});
