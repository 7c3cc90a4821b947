import { useId, useState, type FormEvent } from 'react';
import type { FormProblem } from './validate-account-forms';

/** What the red box shows, and the field it is about (none for a refusal or a Google failure). */
export interface FormError<Field extends string> {
  message: string;
  field?: Field;
}

interface AccountFormOptions<Fields extends Record<keyof Fields, string>> {
  fields: Fields;
  /** The first thing wrong with the fields, or null when they may be sent. */
  validate: (fields: Fields) => FormProblem<keyof Fields & string> | null;
  /** The message the page opens with (a failed Google round trip), read once; rendered by the server too. */
  initialError?: () => string | null;
}

/**
 * The state every account form keeps the same way: its text fields, the one error box, and the
 * checks before anything is sent. Shared so the forms cannot drift apart in how a mistake is shown
 * (the box, aria-describedby on the field at fault, focus on it); what a page sends and does with
 * the answer stays in the page.
 */
export function useAccountForm<Fields extends Record<keyof Fields, string>>({ fields: initialFields, validate, initialError }: AccountFormOptions<Fields>) {
  type Field = keyof Fields & string;
  const errorId = useId();
  const [fields, setFields] = useState<Fields>(initialFields);
  const [error, setError] = useState<FormError<Field> | null>(() => {
    const message = initialError?.() ?? null;
    return message ? { message } : null;
  });

  /** The props binding a TextField to a field; the error box describes it when the error is about it. */
  const field = (name: Field) => ({
    name,
    value: fields[name],
    onChange: (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value })),
    errorId: error?.field === name ? errorId : undefined,
  });

  /**
   * The start of every submit: the browser's own post is stopped; nothing happens while the page is
   * busy; a mistake is shown and its field focused. True (the error cleared) when the page may send.
   */
  function beginSubmit(event: FormEvent<HTMLFormElement>, busy: boolean): boolean {
    event.preventDefault();
    if (busy) return false;
    const problem = validate(fields);
    if (problem) {
      setError(problem);
      (event.currentTarget.elements.namedItem(problem.field) as HTMLElement | null)?.focus();
      return false;
    }
    setError(null);
    return true;
  }

  return { fields, field, error, setError, errorId, beginSubmit };
}
