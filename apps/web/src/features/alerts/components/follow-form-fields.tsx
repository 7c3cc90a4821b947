import { useState, type FormEvent, type ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { ErrorBox, SuccessBox } from '../../../components/ui/message-boxes';
import { useHydrated } from '../../../lib/use-hydrated';
import type { FollowBody } from '../api/member-follow-requests';
import { checkFollowFields, sendFollow, type FollowField, type FollowFields } from '../lib/follow-member-fields';
import { useFormMessage } from '../lib/use-form-message';
import { choiceClass, choiceInputClass } from './choice-styles';
import { EmailField } from './email-field';
import { fieldErrorBox } from './field-error-box';

/**
 * The state of a follow form (a Member, a search): the address (filled in for a signed-in reader),
 * one e-mail a day or not, and the one message. It waits for the page to be live (`busy` until then)
 * and sends through `send`, answering with the server's sentence and what is left to do.
 */
export function useFollowForm(email: string | null | undefined, send: (body: FollowBody) => Promise<{ message: string; next: string[] }>, failed?: string) {
  const hydrated = useHydrated();
  const [fields, setFields] = useState<FollowFields>(() => ({ email: email ?? '', daily: false }));
  const [sending, setSending] = useState(false);
  const form = useFormMessage<FollowField>();
  const busy = !hydrated || sending;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = checkFollowFields(fields);
    if (!checked.ok) {
      form.setMessage({ kind: 'error', text: checked.message, field: checked.field });
      return;
    }
    setSending(true);
    form.setMessage(null);
    const outcome = await sendFollow(checked.body, send, failed);
    setSending(false);
    form.setMessage(outcome.message);
  }

  return { ...form, fields, setFields, sending, busy, submit };
}

/** The form itself: hidden fields a page adds, the address, the daily choice, the message and the button. */
export function FollowFormFields({ state, label, button, hidden }: { state: ReturnType<typeof useFollowForm>; label: string; button: string; hidden?: ReactNode }) {
  const { fields, setFields, sending, busy, message, messageId, formRef, errorIdFor, submit } = state;
  const errorAt = fieldErrorBox(message, messageId);
  return (
    <form ref={formRef} method="post" noValidate onSubmit={(event) => void submit(event)} aria-label={label} className="mt-4 space-y-4">
      {hidden}
      <EmailField
        required
        value={fields.email}
        disabled={sending}
        onChange={(event) => setFields((current) => ({ ...current, email: event.target.value }))}
        errorId={errorIdFor('email')}
        after={errorAt('email')}
      />
      <label className={choiceClass}>
        <input
          type="checkbox"
          name="daily"
          checked={fields.daily}
          disabled={sending}
          onChange={(event) => setFields((current) => ({ ...current, daily: event.target.checked }))}
          className={choiceInputClass}
        />
        <span>One e-mail a day instead (07:00 Accra time)</span>
      </label>
      {message?.kind === 'success' && (
        <SuccessBox id={messageId}>
          {message.text}
          {message.next?.map((line) => (
            <span key={line} data-testid="follow-next-step" className="mt-1.5 block font-semibold">
              {line}
            </span>
          ))}
        </SuccessBox>
      )}
      {message?.kind === 'error' && !message.field && <ErrorBox id={messageId}>{message.text}</ErrorBox>}
      <button type="submit" disabled={busy} className={buttonClass('primary', 'w-full text-base sm:w-auto sm:text-sm')}>
        {sending ? 'Sending...' : button}
      </button>
    </form>
  );
}
