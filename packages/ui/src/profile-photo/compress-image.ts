/** Compression factor 0.5 (docs/behaviour/people-and-guests.md#photos). */
export const DEFAULT_PHOTO_QUALITY = 0.5;
/** Longest side of a stored profile photo; it is shown at 200px (400 device pixels at 2×). */
export const DEFAULT_PHOTO_MAX_DIMENSION = 800;

/** Options of {@link compressImage}. */
export interface CompressImageOptions {
  /** JPEG quality, 0–1. Default 0.5 (spec). */
  quality?: number;
  /** The longer side is scaled down to this many px (never up). Default 800. */
  maxDimension?: number;
}

/** A compressed JPEG. */
export interface CompressedImage {
  /** Base64 without the `data:` prefix (the API's `profileImageData`). */
  data: string;
  type: 'image/jpeg';
  width: number;
  height: number;
}

/**
 * Draws `source` scaled to fit `maxDimension` on a white background (transparent PNGs would turn
 * black in a JPEG) and encodes it as JPEG at `quality`.
 */
export function compressDrawable(
  source: CanvasImageSource,
  sourceWidth: number,
  sourceHeight: number,
  {
    quality = DEFAULT_PHOTO_QUALITY,
    maxDimension = DEFAULT_PHOTO_MAX_DIMENSION,
  }: CompressImageOptions = {},
): CompressedImage {
  if (!(sourceWidth > 0 && sourceHeight > 0)) throw new Error('The image has no size.');
  const scale = Math.min(1, maxDimension / Math.max(sourceWidth, sourceHeight));
  const width = Math.max(1, Math.round(sourceWidth * scale));
  const height = Math.max(1, Math.round(sourceHeight * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available.');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(source, 0, 0, width, height);
  const url = canvas.toDataURL('image/jpeg', quality);
  const data = url.slice(url.indexOf(',') + 1);
  if (!url.startsWith('data:image/jpeg') || !data) throw new Error('JPEG encoding failed.');
  return { data, type: 'image/jpeg', width, height };
}

/** Decodes an image file: `createImageBitmap` where it exists (it honours EXIF rotation). */
async function decode(
  file: Blob,
): Promise<{ source: CanvasImageSource; width: number; height: number; release: () => void }> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return {
      source: bitmap,
      width: bitmap.width,
      height: bitmap.height,
      release: () => bitmap.close(),
    };
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return {
      source: image,
      width: image.naturalWidth,
      height: image.naturalHeight,
      release: () => URL.revokeObjectURL(url),
    };
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
}

/**
 * Compresses an image file for upload: decoded, scaled to `maxDimension`, re-encoded as JPEG at
 * `quality` (Care's factor 0.5). Rejects when the file is not a decodable image.
 */
export async function compressImage(
  file: Blob,
  options: CompressImageOptions = {},
): Promise<CompressedImage> {
  const { source, width, height, release } = await decode(file);
  try {
    return compressDrawable(source, width, height, options);
  } finally {
    release();
  }
}

/** The stored name of a compressed photo: the original name with a `.jpg` extension. */
export function jpegFileName(name: string | undefined, fallback = 'photo'): string {
  const base = (name ?? '').replace(/\.[^./\\]*$/, '').trim() || fallback;
  return `${base}.jpg`;
}
