export {
  AA_TEXT_CONTRAST,
  contrastRatio,
  contrastText,
  mixColors,
  parseHexColor,
  readableOn,
  relativeLuminance,
  toHex,
  type Rgb,
} from './contrast';
export {
  flattenColor,
  isCssColor,
  MAX_COLOR_LENGTH,
  NAMED_COLORS,
  parseCssColor,
  type Rgba,
} from './css-color';
