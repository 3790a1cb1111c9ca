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
