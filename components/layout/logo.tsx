/** The shop's logo mark and name, drawn inline (no image request). */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-bold tracking-tight ${className}`}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <rect x="3" y="4" width="26" height="7" rx="2" fill="#0b5cad" />
        <rect x="3" y="13" width="26" height="7" rx="2" fill="#094a8c" />
        <rect x="3" y="22" width="26" height="7" rx="2" fill="#062b52" />
        <circle cx="24" cy="7.5" r="1.5" fill="#7dd3fc" />
        <circle cx="24" cy="16.5" r="1.5" fill="#7dd3fc" />
        <circle cx="24" cy="25.5" r="1.5" fill="#4ade80" />
      </svg>
      <span className="text-xl text-slate-900">
        Server<span className="text-brand-600">Store</span>
      </span>
    </span>
  );
}
