import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

// One field for every form (sign-up, log-in, profile, alerts): features may not import each other
// (eslint.config.js), so the shared look and its accessibility wiring live here.

export const fieldClass =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-600 disabled:bg-slate-50 disabled:text-slate-500 aria-[invalid=true]:border-red-600 sm:text-sm';
export const labelClass = 'mb-1 block text-sm font-medium text-slate-800';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** Shown under the field and read with it. */
  hint?: ReactNode;
  /** The id of the error box, when the error is about this field. */
  errorId?: string | undefined;
  /** Under the field: the error box, when the error is about it. */
  after?: ReactNode;
}

/** A labelled input; its hint and (when it is the field at fault) the error box describe it. */
export function TextField({ label, hint, errorId, after, className = '', ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', errorId ?? ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input id={id} aria-describedby={describedBy || undefined} aria-invalid={errorId ? true : undefined} className={fieldClass} {...input} />
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {after}
    </div>
  );
}
