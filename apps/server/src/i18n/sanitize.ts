import sanitizeHtml from 'sanitize-html';

/**
 * The markup a legal text or a help page may use: headings, paragraphs, lists, emphasis, quotes
 * and links (to https and mailto only). Everything else goes; `script`, `style` and the like go
 * with their content. The web app sanitizes again before rendering (defence in depth), with the
 * same list (docs/behaviour/help.md#content).
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

/**
 * Sanitizes a legal text or a help page (HTML) with Care's allow-list: what is stored or served is
 * safe to render.
 */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
