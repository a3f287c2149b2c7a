/**
 * Shown on every page while payments are simulated. The same for every visitor (it depends only on the
 * server's configuration), so the full-page cache may keep it.
 */
export function TestModeBanner({ label, text }: { label: string; text: string }) {
  return (
    <aside
      aria-label={label}
      data-testid="test-mode-banner"
      className="bg-amber-300 px-4 py-1 text-center text-sm font-semibold text-slate-900"
    >
      {text}
    </aside>
  );
}
