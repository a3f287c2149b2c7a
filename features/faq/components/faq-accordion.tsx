import type { FaqGroup } from '../model';

/**
 * Questions as native disclosure widgets (details/summary): keyboard operable, announced as
 * expandable, and the answers stay in the HTML for search engines.
 */
export function FaqAccordion({
  groups,
  headingLevel = 'h2',
}: {
  groups: FaqGroup[];
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <div className="space-y-8" data-testid="faq-groups">
      {groups.map((g) => (
        <section key={g.type} aria-labelledby={`faq-${g.type}`} data-testid="faq-group">
          <Heading id={`faq-${g.type}`} className="mb-3 text-xl font-semibold">
            {g.name}
          </Heading>
          <div className="divide-y divide-slate-200 rounded-lg border border-slate-200">
            {g.items.map((i) => (
              <details key={i.id} className="group" data-testid="faq-item">
                <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-medium hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                  <span>{i.question}</span>
                  <span
                    aria-hidden="true"
                    className="text-xl leading-none text-brand-700 transition-transform group-open:rotate-45"
                  >
                    +
                  </span>
                </summary>
                <p className="whitespace-pre-line px-4 pb-4 text-slate-700">{i.answer}</p>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
