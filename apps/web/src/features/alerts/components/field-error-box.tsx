import type { ReactNode } from 'react';
import { ErrorBox } from '../../../components/ui/message-boxes';
import type { FormMessage } from '../lib/use-form-message';

/**
 * For a form's one message (useFormMessage): the error box to place beside a field when the error
 * is about that field, else nothing. It carries the message id that the field's aria-describedby names.
 */
export function fieldErrorBox<Field extends string>(message: FormMessage<Field> | null, messageId: string) {
  return (field: Field): ReactNode =>
    message?.kind === 'error' && message.field === field ? (
      <ErrorBox id={messageId} className="mt-3">
        {message.text}
      </ErrorBox>
    ) : null;
}
