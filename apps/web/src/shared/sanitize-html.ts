import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/**
 * The markup a legal text or a help page may use (the server sanitizes them with the same list;
 * docs/behaviour/help.md#content).
 */
const ALLOWED_TAGS = [
  // The container the text is sanitized in (see below); harmless in the text itself.
  'div',
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
];

let purifier: Purifier | undefined;

function instance(): Purifier {
  if (purifier) return purifier;
  // An instance of our own: the hook below must not change how anyone else sanitizes.
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && /^https:/i.test(node.getAttribute('href') ?? '')) {
      // External documents open beside the app, which learns nothing of them and vice versa.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

/**
 * Not a sanitizer (DOMPurify below is): parsing markup in the page, even into an inert template,
 * makes Chromium report every inline handler, style attribute and style element of it as a
 * Content-Security-Policy violation (blocked, never run, but reported to the server). Renaming
 * them first keeps those reports for real attacks on the page; DOMPurify then drops the renamed
 * `data-` attributes. Anything this misses is still blocked by the policy and removed below.
 */
function defuseInlineCode(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/([\s/"'])(on[a-z]+|style)(\s*=)/gi, '$1data-defused-$2$3');
}

/**
 * Sanitizes a legal text or a help page from the server before it is rendered: only text markup survives
 * (headings, paragraphs, lists, emphasis, quotes), links only to https and mailto addresses,
 * no attribute but `href`. Nothing in it can run script, load a resource or style the page.
 * `headingOffset` moves the headings down (h2 → h3) when the text sits under a section heading.
 */
export function sanitizeTextHtml(html: string, headingOffset = 0): string {
  // Parsed into a <template>, whose content is inert: nothing in it runs, loads or is styled.
  // Then sanitized in place.
  const template = document.createElement('template');
  template.innerHTML = `<div>${defuseInlineCode(html)}</div>`;
  const root = template.content.firstElementChild;
  if (!root) return '';
  instance().sanitize(root, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: /^(?:https:|mailto:)/i,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    IN_PLACE: true,
  });
  if (headingOffset > 0) {
    for (const heading of root.querySelectorAll('h2, h3, h4')) {
      const level = Math.min(6, Number(heading.nodeName.slice(1)) + headingOffset);
      const moved = heading.ownerDocument.createElement(`h${level}`);
      moved.append(...heading.childNodes);
      heading.replaceWith(moved);
    }
  }
  return root.innerHTML;
}
