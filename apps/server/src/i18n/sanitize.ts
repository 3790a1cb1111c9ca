import sanitizeHtml from 'sanitize-html';

/**
 * The markup a legal text may use: headings, paragraphs, lists, emphasis, quotes and links (to
 * https and mailto only). Everything else goes; `script`, `style` and the like go with their
 * content. The web app sanitizes again before rendering (defence in depth), with the same list.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'blockquote',
    'a',
  ],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // A link whose address is not allowed loses the address and keeps its text.
  disallowedTagsMode: 'discard',
};

/** Sanitizes a legal text (HTML) with Care's allow-list: what is stored is safe to render. */
export function sanitizeLegalHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
