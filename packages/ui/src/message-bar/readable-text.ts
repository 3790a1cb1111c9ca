/** Parses `#rgb` or `#rrggbb` into 0–255 channels; `undefined` for anything else. */
function parseHex(input: string): [number, number, number] | undefined {
  const digits = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(input.trim())?.[1];
  if (!digits) return undefined;
  const full = digits.length === 3 ? digits.replace(/./g, (d) => d + d) : digits;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [
    number,
    number,
    number,
  ];
}

function luminance([r, g, b]: [number, number, number]): number {
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * Black or white, whichever contrasts more with `background` (WCAG 2.x ratio); one of the two
 * always reaches 4.5:1. `undefined` when `background` is not a hex colour. (@care/theming has the
 * same helper, but @care/ui depends on no Care package.)
 */
export function readableTextOn(background: string): '#000000' | '#ffffff' | undefined {
  const rgb = parseHex(background);
  if (!rgb) return undefined;
  const l = luminance(rgb);
  const onBlack = (l + 0.05) / 0.05;
  const onWhite = 1.05 / (l + 0.05);
  return onBlack >= onWhite ? '#000000' : '#ffffff';
}
