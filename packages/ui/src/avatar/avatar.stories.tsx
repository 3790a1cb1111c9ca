import { HStack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar, PROFILE_PHOTO_SIZE } from './avatar';

// A drawn "photo" (no network in Storybook tests): a head and shoulders on a soft background.
const PHOTO = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">' +
    '<rect width="100" height="100" fill="#b3d4f5"/>' +
    '<circle cx="50" cy="38" r="18" fill="#8d5b3e"/>' +
    '<path d="M18 100c4-22 18-32 32-32s28 10 32 32z" fill="#37474f"/></svg>',
)}`;

const meta = {
  title: 'Media/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { label: 'Maria Rossi', initials: 'MR', personId: 'guest-1024' },
  parameters: {
    docs: {
      description: {
        component: [
          'A round picture of a person: the image (URL, data URL, or bare base64 as the API sends it), else',
          'the initials, else an identicon. 40px by default, 200px on the profile page (spec).',
          '',
          'Design decisions: the identicon is drawn here from a hash of the id (5×5 cells,',
          "mirrored, one hue), so no third-party service ever receives a person's id; initials are given by",
          'the caller (name order differs by culture), upper-cased, at most three, on `care.primary` with its',
          'contrast text; an image that fails to load falls back as if there were none.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Photo: Story = {
  args: { src: PHOTO },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Maria Rossi' });
    await expect(avatar.querySelector('img')).toHaveAttribute('src', PHOTO);
  },
};

export const Initials: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Maria Rossi' })).toHaveTextContent('MR');
  },
};

/** No photo and no initials: an identicon from the id, the same every time. */
export const Identicons: Story = {
  render: () => (
    <HStack gap="3">
      {['guest-1', 'guest-2', 'guest-3', 'guest-4', 'guest-5'].map((id) => (
        <Avatar key={id} label={`Guest ${id}`} personId={id} />
      ))}
    </HStack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(5);
  },
};

/** The profile page's 200px photo. */
export const ProfileSize: Story = {
  args: { src: PHOTO, size: PROFILE_PHOTO_SIZE, label: 'Profile photo of Maria Rossi' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Profile photo of Maria Rossi' });
    await expect(avatar.getBoundingClientRect().width).toBe(200);
  },
};

/** A link that does not load: the initials take its place. */
export const BrokenImage: Story = {
  args: { src: '/does-not-exist.jpg' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Maria Rossi' })).toHaveTextContent('MR'),
    );
  },
};
