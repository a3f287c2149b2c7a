/**
 * How rich text looks, in the shop and in the back office's editor alike (the editor's editable area uses
 * the same class, so staff see what the shop will show).
 */
export const RICH_TEXT_CLASS =
  'max-w-3xl leading-relaxed text-slate-800 [&_p]:mb-3 [&_h2]:mb-2 [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-semibold ' +
  '[&_h3]:mb-2 [&_h3]:mt-5 [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:mb-2 [&_h4]:mt-4 [&_h4]:font-semibold ' +
  '[&_ul]:mb-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mb-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mb-1 ' +
  '[&_li>p]:mb-0 [&_blockquote]:mb-3 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 ' +
  '[&_blockquote]:pl-4 [&_blockquote]:italic [&_a]:text-brand-700 [&_a]:underline [&_a:hover]:text-brand-900 ' +
  '[&_strong]:font-semibold [&>*:last-child]:mb-0';

/**
 * Staff-written rich text. `html` is only ever what lib/sanitize-html.ts let through when it was saved
 * (page sections, html blocks): the allowlist is enforced on the way in, so it is rendered as stored.
 */
export function RichText({ html, className = '', id }: { html: string; className?: string; id?: string }) {
  return (
    <div
      id={id}
      className={`${RICH_TEXT_CLASS} ${className}`}
      data-rich-text=""
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
