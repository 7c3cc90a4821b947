import { useEffect, useId, useRef, useState } from 'react';

/** The one message a form shows: a failure (maybe about one field) or what a request did. */
export interface FormMessage<Field extends string> {
  kind: 'error' | 'success';
  text: string;
  field?: Field | null;
  /** After a success: what is left to do, each a line under the text ("Please confirm your address: …"). */
  next?: string[];
}

/**
 * A form's single message box, kept where the person is looking. The forms are long on a phone and
 * the header is fixed, so a new message is scrolled into view, and when it is about a field (it sits
 * beside that field) the field takes focus without scrolling it under the header.
 */
export function useFormMessage<Field extends string>() {
  const messageId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [message, setMessage] = useState<FormMessage<Field> | null>(null);

  useEffect(() => {
    if (!message) return;
    document.getElementById(messageId)?.scrollIntoView({ block: message.field ? 'center' : 'nearest' });
    if (message.field) focusField(formRef.current, message.field);
  }, [message, messageId]);

  /** The error's id for the field it is about (its aria-describedby), else undefined. */
  const errorIdFor = (field: Field) => (message?.kind === 'error' && message.field === field ? messageId : undefined);

  return { message, setMessage, messageId, formRef, errorIdFor };
}

/** Focuses the named control of a form (the first one, for a group of checkboxes). */
function focusField(form: HTMLFormElement | null, name: string): void {
  const item = form?.elements.namedItem(name);
  const element = item instanceof RadioNodeList ? item[0] : item;
  if (element instanceof HTMLElement) element.focus({ preventScroll: true });
}
