import type { ReactNode } from 'react';
import type { PageSection } from '@/features/content';
import { RichText } from '@/components/ui/rich-text';

/** A section's text: its sanitised rich text, or (as seeded) plain paragraphs at empty lines. */
export function SectionText({ section }: { section: PageSection }) {
  if (typeof section.html === 'string') return <RichText html={section.html} />;
  return (section.body ?? '')
    .split(/\n{2,}/)
    .filter(Boolean)
    .map((para, j) => (
      <p key={j} className="mb-3 leading-relaxed text-slate-800">
        {para}
      </p>
    ));
}

/** Text sections of a content page; a section type with a slot (e.g. 'reviews') renders the slot. */
export function ContentSections({
  sections,
  slots = {},
}: {
  sections: PageSection[];
  slots?: Record<string, (s: PageSection) => ReactNode>;
}) {
  return (
    <div className="space-y-8">
      {sections.map((s, i) => {
        const slot = slots[s.type];
        if (slot) return <div key={i}>{slot(s)}</div>;
        return (
          <section key={i} aria-labelledby={s.title ? `section-${i}` : undefined} className="max-w-3xl">
            {s.title ? (
              <h2 id={`section-${i}`} className="mb-2 text-xl font-semibold">
                {s.title}
              </h2>
            ) : null}
            <SectionText section={s} />
          </section>
        );
      })}
    </div>
  );
}
