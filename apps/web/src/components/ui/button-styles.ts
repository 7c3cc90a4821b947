type Variant = 'primary' | 'secondary' | 'ghost' | 'link';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50';

const variants: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 active:bg-brand-900',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 active:bg-slate-100',
  ghost: 'text-slate-700 hover:bg-slate-100 active:bg-slate-200',
  link: 'text-brand-700 underline-offset-4 hover:underline',
};

/** Class names for buttons and button-like links. Every size keeps a 44px touch target. */
export function buttonClass(variant: Variant = 'primary', extra = ''): string {
  const size = variant === 'link' ? 'min-h-11 px-1' : 'min-h-11 px-4 text-sm';
  return `${base} ${variants[variant]} ${size} ${extra}`.trim();
}
