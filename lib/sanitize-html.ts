import 'server-only';
import sanitize from 'sanitize-html';

/**
 * The one sanitiser for staff-written rich text (page sections, html blocks). Everything the rich-text
 * editor can produce survives; everything else is dropped: no attributes but a link's href (http, https,
 * mailto or a path within the shop), no style, no scripts, frames, SVG or event handlers. Links get
 * rel="noopener noreferrer" and external ones open in a new tab. Applied on every save, so what is
 * stored is what the shop renders.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'h4', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'blockquote', 'br'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Script and style contents go with their tags; other unknown tags keep their text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'svg', 'math', 'object'],
  disallowedTagsMode: 'discard',
  transformTags: {
    // The editor's <b>/<i> are the same marks.
    b: 'strong',
    i: 'em',
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (_tagName, attribs): sanitize.Tag => {
      const href = (attribs.href ?? '').trim();
      if (!isSafeHref(href)) return { tagName: 'a', attribs: {} as sanitize.Attributes };
      const external = /^https?:/i.test(href);
      return {
        tagName: 'a',
        attribs: external
          ? { href, rel: 'noopener noreferrer', target: '_blank' }
          : { href, rel: 'noopener noreferrer' },
      };
    },
  },
};

/** http(s), mailto, or a path inside the shop ('/about', not '//evil.example'). */
export function isSafeHref(href: string): boolean {
  if (/^https?:\/\/[^\s]+$/i.test(href)) return true;
  if (/^mailto:[^\s]+$/i.test(href)) return true;
  return /^\/(?!\/)[^\s\\]*$/.test(href);
}

/** Staff HTML → the allowlisted HTML the shop renders (empty paragraphs dropped). */
export function sanitizeRichText(html: string): string {
  return (
    sanitize(html, OPTIONS)
      // A refused link keeps its text (sanitised output never nests anchors).
      .replace(/<a>([\s\S]*?)<\/a>/g, '$1')
      .replace(/<p>(\s|<br \/>)*<\/p>/g, '')
      .replace(/<p><\/p>/g, '')
      .trim()
  );
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text of sanitised HTML, blocks separated by an empty line (for plain-text readers and previews). */
export function richTextToPlain(html: string): string {
  const spaced = html
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<\/(p|h2|h3|h4|li|blockquote)>/g, '\n\n')
    .replace(/<li>/g, '• ');
  return sanitize(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e])
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text (paragraphs at empty lines, as the seeded sections are written) → rich-text HTML. */
export function plainToRichText(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br />')}</p>`)
    .join('');
}
