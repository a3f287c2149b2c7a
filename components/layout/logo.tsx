/** The shop's logo mark (`.logo-mark` in app/globals.css, no image request) and name. */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-bold tracking-tight ${className}`}>
      <span aria-hidden="true" className="logo-mark" />
      <span className="text-xl text-slate-900">
        Server<span className="text-brand-600">Store</span>
      </span>
    </span>
  );
}
