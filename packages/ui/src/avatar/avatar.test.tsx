import { fireEvent, screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render';
import { Avatar } from './avatar';
import { identiconPattern } from './identicon';
import { toImageSrc } from './image-src';

// 1×1 transparent PNG.
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const picture = (name: string) => screen.getByRole('img', { name });

describe('Avatar', () => {
  it('shows the image, named by its label', () => {
    renderUi(<Avatar label="Maria Rossi" src="/photos/maria.jpg" initials="MR" />);
    const avatar = picture('Maria Rossi');
    expect(avatar.querySelector('img')).toHaveAttribute('src', '/photos/maria.jpg');
    expect(avatar).not.toHaveTextContent('MR');
  });

  it('accepts base64 without the data-URL prefix, as the API sends it', () => {
    renderUi(<Avatar label="Maria Rossi" src={PNG_BASE64} />);
    expect(picture('Maria Rossi').querySelector('img')).toHaveAttribute(
      'src',
      `data:image/png;base64,${PNG_BASE64}`,
    );
  });

  it('falls back to the initials without an image, or when it fails to load', () => {
    const { rerender } = renderUi(<Avatar label="Maria Rossi" initials="mr" />);
    expect(picture('Maria Rossi')).toHaveTextContent('MR');
    rerender(<Avatar label="Maria Rossi" initials="mr" src="/broken.jpg" />);
    const image = picture('Maria Rossi').querySelector('img');
    expect(image).not.toBeNull();
    if (image) fireEvent.error(image); // a broken link cannot be loaded in jsdom anyway
    expect(picture('Maria Rossi')).toHaveTextContent('MR');
    // A new photo gets a new try.
    rerender(<Avatar label="Maria Rossi" initials="mr" src="/new.jpg" />);
    expect(picture('Maria Rossi').querySelector('img')).toHaveAttribute('src', '/new.jpg');
  });

  it('draws an identicon from the id when there is nothing else', () => {
    renderUi(<Avatar label="Guest 42" personId={42} />);
    const avatar = picture('Guest 42');
    expect(avatar.querySelector('svg[data-identicon]')).not.toBeNull();
    expect(avatar.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is 40px by default and any size on request (200px on the profile)', () => {
    const { rerender } = renderUi(<Avatar label="Maria Rossi" initials="MR" />);
    expect(picture('Maria Rossi')).toHaveStyle({ width: '40px', height: '40px' });
    rerender(<Avatar label="Maria Rossi" initials="MR" size={200} />);
    expect(picture('Maria Rossi')).toHaveStyle({ width: '200px', height: '200px' });
  });
});

describe('identiconPattern', () => {
  it('is the same for the same id, mirrored, and never empty', () => {
    fc.assert(
      fc.property(fc.string(), (id) => {
        const pattern = identiconPattern(id);
        expect(identiconPattern(id)).toEqual(pattern);
        expect(pattern.cells).toHaveLength(5);
        for (const row of pattern.cells) {
          expect(row).toHaveLength(5);
          expect(row[0]).toBe(row[4]);
          expect(row[1]).toBe(row[3]);
        }
        expect(pattern.cells.flat().some(Boolean)).toBe(true);
        expect(pattern.hue).toBeGreaterThanOrEqual(0);
        expect(pattern.hue).toBeLessThan(360);
      }),
    );
  });

  it('tells different ids apart', () => {
    const ids = Array.from({ length: 200 }, (_, i) => `guest-${i}`);
    const drawn = new Set(ids.map((id) => JSON.stringify(identiconPattern(id))));
    expect(drawn.size).toBeGreaterThan(195);
  });
});

describe('toImageSrc', () => {
  it('keeps URLs and data URLs', () => {
    expect(toImageSrc('https://cdn.example/p.jpg')).toBe('https://cdn.example/p.jpg');
    expect(toImageSrc('/api/attachments/1')).toBe('/api/attachments/1');
    expect(toImageSrc('data:image/webp;base64,UklGRg==')).toBe('data:image/webp;base64,UklGRg==');
    expect(toImageSrc('photos/maria.jpg')).toBe('photos/maria.jpg');
  });

  it('prefixes bare base64 with the type its first bytes show', () => {
    expect(toImageSrc('/9j/4AAQSkZJRgABAQAAAQABAAD')).toMatch(/^data:image\/jpeg;base64,/);
    expect(toImageSrc(PNG_BASE64)).toMatch(/^data:image\/png;base64,/);
    expect(toImageSrc('R0lGODlhAQABAIAAAAAAAP')).toMatch(/^data:image\/gif;base64,/);
    expect(toImageSrc('AAAAAAAAAAAAAAAAAAAAAAAA')).toMatch(/^data:image\/jpeg;base64,/);
  });

  it('gives nothing for nothing', () => {
    expect(toImageSrc('')).toBeUndefined();
    expect(toImageSrc(null)).toBeUndefined();
    expect(toImageSrc(undefined)).toBeUndefined();
  });
});
