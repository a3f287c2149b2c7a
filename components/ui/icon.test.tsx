import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Phone, Star } from 'lucide';
import { Icon } from './icon';

describe('Icon (server-drawn lucide icon)', () => {
  it('draws the shape as plain SVG in the text colour, with the given size and attributes', () => {
    const html = renderToStaticMarkup(<Icon icon={Phone} size={14} aria-hidden="true" />);
    expect(html).toMatch(/^<svg width="14" height="14" viewBox="0 0 24 24" class="icon" aria-hidden="true">/);
    expect(html).toContain('<path d="');
    expect(html.match(/<path /g)).toHaveLength(Phone.length);
  });

  it('keeps the caller’s classes after its own (a fill utility overrides the outline)', () => {
    const html = renderToStaticMarkup(<Icon icon={Star} className="fill-amber-400" />);
    expect(html).toContain('class="icon fill-amber-400"');
    expect(html).toContain('width="24"');
    // Decorative by default, like lucide-react's icons; a labelled icon is not hidden.
    expect(html).toContain('aria-hidden="true"');
    const labelled = renderToStaticMarkup(<Icon icon={Star} aria-label="Favoriet" role="img" />);
    expect(labelled).not.toContain('aria-hidden');
    expect(labelled).toContain('aria-label="Favoriet"');
  });
});
