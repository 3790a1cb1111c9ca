import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of every page of a PDF, as a reader would copy it: pdf.js (Mozilla's PDF reader) maps
 * the embedded font's glyphs back to characters, so what this returns is what a person sees.
 * One string per page, one line per text run.
 */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  return eachPage(bytes, async (page) => {
    const content = await page.getTextContent();
    return content.items
      .map((item) => ('str' in item ? item.str : ''))
      .filter((text) => text.trim() !== '')
      .join('\n');
  });
}

/**
 * How many paths each page's content stream draws (pdf.js's `constructPath` operations: lines,
 * rectangles and shapes, the table's rules as much as a chart's lines).
 */
export async function pdfPathCounts(bytes: Uint8Array): Promise<number[]> {
  return eachPage(bytes, async (page) => {
    const operators = await page.getOperatorList();
    return operators.fnArray.filter((operator) => operator === OPS.constructPath).length;
  });
}

type PdfPage = Awaited<ReturnType<Awaited<ReturnType<typeof getDocument>['promise']>['getPage']>>;

async function eachPage<T>(bytes: Uint8Array, read: (page: PdfPage) => Promise<T>): Promise<T[]> {
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false });
  const document = await task.promise;
  try {
    const pages: T[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      pages.push(await read(await document.getPage(number)));
    }
    return pages;
  } finally {
    await task.destroy();
  }
}
