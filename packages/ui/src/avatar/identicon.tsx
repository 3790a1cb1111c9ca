/** A 5×5 identicon: which cells are filled (rows of 5, mirrored left to right) and a hue. */
export interface IdenticonPattern {
  cells: readonly (readonly boolean[])[];
  /** 0–359. */
  hue: number;
}

/** 32-bit FNV-1a over UTF-16 code units. */
function fnv1a(text: string, seed = 0x811c9dc5): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The pattern for an id, computed locally (no third-party service sees the id): 15 bits of an
 * FNV-1a hash fill the left three columns, mirrored to five; a second hash gives the hue. The
 * same id always gives the same picture; a pattern is never empty.
 */
export function identiconPattern(id: string): IdenticonPattern {
  const bits = fnv1a(id);
  const hue = fnv1a(id, bits ^ 0x9e3779b9) % 360;
  const half = bits & 0x7fff || 0x5555; // 15 cells; an empty half would draw nothing
  const cells = Array.from({ length: 5 }, (_, row) => {
    const left = [0, 1, 2].map((col) => ((half >>> (row * 3 + col)) & 1) === 1);
    return [left[0], left[1], left[2], left[1], left[0]] as boolean[];
  });
  return { cells, hue };
}

/** The identicon as SVG, filling its box. Decorative: the avatar carries the name. */
export function Identicon({ id }: { id: string }) {
  const { cells, hue } = identiconPattern(id);
  const path = cells
    .flatMap((row, y) => row.map((on, x) => (on ? `M${x + 1} ${y + 1}h1v1h-1z` : '')))
    .join('');
  return (
    <svg
      viewBox="0 0 7 7"
      width="100%"
      height="100%"
      aria-hidden="true"
      focusable="false"
      shapeRendering="crispEdges"
      data-identicon=""
    >
      <rect width="7" height="7" fill={`hsl(${hue} 45% 92%)`} />
      <path d={path} fill={`hsl(${hue} 55% 42%)`} />
    </svg>
  );
}
