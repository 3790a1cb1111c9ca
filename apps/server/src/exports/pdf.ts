import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import pdfMake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { ExportColumn } from './registry';

/**
 * The PDF of an export (docs/behaviour/exports.md#pdf), laid out by pdfmake on the server: A4,
 * margins top 60, right 40, bottom 20, left 40 pt; the header (facility, guest with date of
 * birth, title and period) in the top margin of every page, the footer centred in the bottom one
 * ("page x of y", printed by whom and when). Roboto, shipped with pdfmake, is embedded (subset):
 * it has every letter of Italian, German and Spanish.
 */

/** [left, top, right, bottom] in pt. */
export const PDF_MARGINS: [number, number, number, number] = [40, 60, 40, 20];

const robotoFolder = join(
  dirname(createRequire(import.meta.url).resolve('pdfmake/fonts/Roboto.js')),
  'Roboto',
);

let configured = false;
/** pdfmake's one instance, told once where Roboto is and that it may read nothing else. */
function printer(): typeof pdfMake {
  if (configured) return pdfMake;
  pdfMake.setFonts({
    Roboto: {
      normal: join(robotoFolder, 'Roboto-Regular.ttf'),
      bold: join(robotoFolder, 'Roboto-Medium.ttf'),
      italics: join(robotoFolder, 'Roboto-Italic.ttf'),
      bolditalics: join(robotoFolder, 'Roboto-MediumItalic.ttf'),
    },
  });
  pdfMake.setUrlAccessPolicy(() => false);
  pdfMake.setLocalAccessPolicy((path) => resolve(path).startsWith(robotoFolder + sep));
  configured = true;
  return pdfMake;
}

/** A PDF's frame: its header lines and footer on every page, every text in its language. */
export interface PdfFrame {
  title: string;
  /** The header's lines under the title: facility (or scope), guest (or mode), period. */
  facilityLine: string;
  guestLine: string;
  periodLine: string;
  /** The footer of page `page` of `pages`. */
  footer(page: number, pages: number): string;
  author: string;
  lang: string;
}

/** What an export's PDF shows, every text already in the export's language. */
export interface PdfContent extends PdfFrame {
  columns: readonly ExportColumn[];
  header: readonly string[];
  rows: readonly (readonly string[])[];
  /** Shown instead of the table (and the figures) when there are no rows. */
  emptyText: string;
  /** Drawn above the table: the charts (docs/behaviour/exports.md#charts). */
  figures: readonly Content[];
}

/** A table of `rows` under a bold `header` row, `widths` per column. */
export function pdfTable(
  widths: readonly ('*' | 'auto' | number)[],
  header: readonly string[],
  rows: readonly (readonly string[])[],
): Content {
  return {
    table: {
      headerRows: 1,
      widths: [...widths],
      body: [header.map((text) => ({ text, bold: true })), ...rows.map((row) => [...row])],
    },
    layout: 'lightHorizontalLines',
  };
}

function documentOf(frame: PdfFrame, content: Content[]): TDocumentDefinitions {
  return {
    pageSize: 'A4',
    pageMargins: PDF_MARGINS,
    language: frame.lang,
    info: { title: frame.title, author: frame.author, creator: 'Care' },
    defaultStyle: { font: 'Roboto', fontSize: 8 },
    header: {
      margin: [PDF_MARGINS[0], 10, PDF_MARGINS[2], 0],
      stack: [
        { text: frame.facilityLine, fontSize: 7, color: '#444444' },
        { text: frame.guestLine, fontSize: 9, bold: true },
        {
          columns: [
            { text: frame.title, fontSize: 10, bold: true },
            { text: frame.periodLine, fontSize: 9, alignment: 'right' },
          ],
        },
      ],
    },
    footer: (page: number, pages: number) => ({
      text: frame.footer(page, pages),
      alignment: 'center',
      fontSize: 7,
      margin: [PDF_MARGINS[0], 6, PDF_MARGINS[2], 0],
    }),
    content,
  };
}

/** A PDF of `content` in `frame`, as a stream, laid out completely before the first byte. */
export async function renderPdf(frame: PdfFrame, content: Content[]): Promise<Readable> {
  const document = await printer().createPdf(documentOf(frame, content)).getStream();
  document.end();
  return document as unknown as Readable;
}

/** An export's PDF: its figures and table, or the empty text when there are no rows. */
export async function buildPdf(content: PdfContent): Promise<Readable> {
  const body: Content[] = content.rows.length
    ? [
        ...content.figures,
        pdfTable(
          content.columns.map((column) => column.width ?? '*'),
          content.header,
          content.rows,
        ),
      ]
    : [{ text: content.emptyText, italics: true }];
  return renderPdf(content, body);
}
