/** A 1×1 PNG, base64 without a prefix: the photo routes' examples and their tests. */
export const EXAMPLE_PHOTO_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
