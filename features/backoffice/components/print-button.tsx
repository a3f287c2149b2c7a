'use client';

/** Opens the browser's print dialog; not printed itself. */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className="btn-primary print:hidden" onClick={() => window.print()}>
      {label}
    </button>
  );
}
