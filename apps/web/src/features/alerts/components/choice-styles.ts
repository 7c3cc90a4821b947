/** A checkbox or radio with its label as one 44px-high target; ticked ones stand out. */
export const choiceClass =
  'flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-800 transition-colors hover:border-slate-300 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-900 has-disabled:cursor-not-allowed has-disabled:opacity-60';

export const choiceInputClass = 'size-5 shrink-0 accent-brand-700';

export const legendClass = 'text-base font-semibold text-slate-900';
export const groupHintClass = 'mt-1 text-sm text-slate-600';
