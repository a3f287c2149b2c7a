interface Props {
  /** 0–100 star fill (spec §3 rating). */
  percent: number;
  label: string;
  size?: number;
}

/** Five stars filled to the rating percentage; the label carries the value for screen readers. */
export function RatingStars({ percent, label, size = 16 }: Props) {
  const width = Math.min(100, Math.max(0, percent));
  const row = (fill: string) => (
    <span className="flex" style={{ color: fill }}>
      {Array.from({ length: 5 }, (_, i) => (
        <svg key={i} width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" fill="currentColor" className="shrink-0">
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </span>
  );
  return (
    <span role="img" aria-label={label} className="relative inline-flex">
      {row('#cbd5e1')}
      <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${width}%` }}>
        {row('#b45309')}
      </span>
    </span>
  );
}
