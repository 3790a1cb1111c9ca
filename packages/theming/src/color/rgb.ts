/** An sRGB colour with channels 0–255. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}
