import type { CSSProperties } from 'react';

interface Props {
  /** 0–100 star fill (spec §3 rating). */
  percent: number;
  label: string;
  size?: number;
}

/**
 * Five stars filled to the rating percentage (a single element drawn by the `.rating-stars` CSS: a
 * product list shows dozens of ratings); the label carries the value for screen readers.
 */
export function RatingStars({ percent, label, size = 16 }: Props) {
  const rating = Math.min(100, Math.max(0, percent));
  const style = { '--star-size': `${size}px`, '--rating': `${rating}%` } as CSSProperties;
  return <span role="img" aria-label={label} className="rating-stars" style={style} />;
}
