import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { ProfilePhotoControl } from './profile-photo-control';
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
};

// A drawn "photo" (no network in Storybook tests).
const PHOTO = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">' +
    '<rect width="100" height="100" fill="#b3d4f5"/>' +
    '<circle cx="50" cy="38" r="18" fill="#8d5b3e"/>' +
    '<path d="M18 100c4-22 18-32 32-32s28 10 32 32z" fill="#37474f"/></svg>',
)}`;

/** A camera made of a canvas: a real MediaStream, so the real capture and compression run. */
const canvasCamera: CameraDevices = {
  getUserMedia: async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 1280;
    canvas.height = 960;
    const context = canvas.getContext('2d');
    let frame = 0;
    const draw = () => {
      if (!context) return;
      context.fillStyle = '#b3d4f5';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.fillStyle = '#8d5b3e';
      context.beginPath();
      context.arc(640, 400 + Math.sin((frame += 1) / 5) * 20, 200, 0, Math.PI * 2);
      context.fill();
    };
    draw();
    const timer = setInterval(draw, 100);
    const stream = canvas.captureStream(10);
    for (const track of stream.getTracks()) {
      const stop = track.stop.bind(track);
      track.stop = () => {
        clearInterval(timer);
        stop();
      };
    }
    return stream;
  },
};

/** A 1200×900 PNG, made in the browser. */
async function samplePicture(): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 1200;
  canvas.height = 900;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#43a047';
    context.fillRect(0, 0, 1200, 900);
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('toBlob failed');
  return new File([blob], 'maria.png', { type: 'image/png' });
}

async function openDialog(
  canvas: ReturnType<typeof within>,
  user: { click: (el: Element) => Promise<void> },
) {
  await user.click(canvas.getByRole('button', { name: 'Change profile photo' }));
  const dialog = await screen.findByRole('dialog', { name: 'Profile photo' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

const meta = {
  title: 'Media/ProfilePhotoControl',
  component: ProfilePhotoControl,
  tags: ['autodocs'],
  args: {
    label: 'Profile photo of Maria Rossi',
    src: PHOTO,
    initials: 'MR',
    labels,
    onChange: fn(),
    onDelete: fn(),
    mediaDevices: canvasCamera,
  },
  parameters: {
    docs: {
      story: { inline: false, iframeHeight: 560 },
      description: {
        component: [
          "The profile page's photo (200px). Pressing it opens a dialog: choose a picture, take one, or delete",
          'the photo. The picture is decoded, scaled so its longer side is at most 800px, drawn on white and',
          "encoded as JPEG at quality 0.5 (Care's compression factor); `onChange` receives",
          '`{ profileImageData, profileImageName }` with base64 without the `data:` prefix and a `.jpg` name.',
          '',
          'Design decisions:',
          '- "Take a photo" uses the front camera through `getUserMedia` when the browser allows it: a live',
          '  preview, then Capture takes the frame at full resolution without loss ("camera quality 100") and',
          '  compresses it like a chosen file. Without `getUserMedia`, or when the camera is refused, it is a',
          '  file input with `capture="user"`, which opens the device\'s camera app on tablets and phones.',
          '  Saving to the gallery (a native-app feature) is not possible from a web page.',
          '- Choosing a picture saves it at once (the choice is the confirmation); delete is one press inside',
          '  the dialog. While `onChange`/`onDelete` run, the dialog is busy and cannot be closed; it closes',
          '  on success and stays open on failure (the app shows error.uploadImage in a message bar).',
          '- The 800px limit keeps uploads small (a 200px photo needs 400 device pixels on a 2× screen).',
          '- `disabled` shows the photo only, without a button.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof ProfilePhotoControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choose a picture: it is compressed in the browser and handed over as base64 JPEG. */
export const ChooseAPhoto: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await openDialog(canvas, userEvent);
    await userEvent.upload(within(dialog).getByLabelText('Choose a photo'), await samplePicture());
    await waitFor(() => expect(args.onChange).toHaveBeenCalledOnce());
    const [payload] = (args.onChange as ReturnType<typeof fn>).mock.calls[0] as [
      { profileImageData: string; profileImageName: string },
    ];
    await expect(payload.profileImageName).toBe('maria.jpg');
    await expect(payload.profileImageData.startsWith('/9j/')).toBe(true); // JPEG, no prefix
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** Take a photo with the camera (here a drawn one): preview, then Capture. */
export const TakeAPhoto: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await openDialog(canvas, userEvent);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take a photo' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Camera preview')).toBeVisible());
    const shutter = within(dialog).getByRole('button', { name: 'Capture' });
    await waitFor(() => expect(shutter).toBeEnabled(), { timeout: 5000 });
    await userEvent.click(shutter);
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith(
        expect.objectContaining({ profileImageName: expect.stringMatching(/^photo-.*\.jpg$/) }),
      ),
    );
  },
};

/** No camera access in this browser: "Take a photo" opens the device's camera app instead. */
export const WithoutCameraAccess: Story = {
  args: { mediaDevices: null },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent);
    await expect(within(dialog).getByLabelText('Take a photo')).toHaveAttribute('capture', 'user');
  },
};

export const DeleteThePhoto: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await openDialog(canvas, userEvent);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete photo' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

/** No photo yet: the initials, and nothing to delete. */
export const NoPhoto: Story = {
  args: { src: null },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent);
    await expect(within(dialog).queryByRole('button', { name: 'Delete photo' })).toBeNull();
  },
};

/** A slow upload: the dialog shows that it is saving and cannot be closed meanwhile. */
export const Saving: Story = {
  args: { onChange: fn(() => new Promise(() => {})) },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent);
    await userEvent.upload(within(dialog).getByLabelText('Choose a photo'), await samplePicture());
    await expect(
      await within(dialog).findByRole('status', { name: 'Saving the photo…' }),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** On someone else's profile, or while editing is not allowed: the photo only. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Profile photo of Maria Rossi' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
