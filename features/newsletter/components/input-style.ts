/** The footer inputs' look, the same in the light form and the real one. */
export const NEWSLETTER_INPUT =
  'block min-h-11 w-full rounded-md border border-slate-500 bg-slate-800 px-3 py-2 text-sm text-white placeholder:text-slate-400 aria-[invalid=true]:border-red-400';
