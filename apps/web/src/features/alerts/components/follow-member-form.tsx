import { FOLLOW_MESSAGES } from '@kakyere/contract/constants';
import { useState, type FormEvent } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { ErrorBox, SuccessBox } from '../../../components/ui/message-boxes';
import { useHydrated } from '../../../lib/use-hydrated';
import { followMember } from '../api/member-follow-requests';
import { checkFollowFields, sendFollow, type FollowField, type FollowFields } from '../lib/follow-member-fields';
import { useFormMessage } from '../lib/use-form-message';
import { choiceClass, choiceInputClass } from './choice-styles';
import { EmailField } from './email-field';
import { fieldErrorBox } from './field-error-box';

export interface FollowMemberFormProps {
  /** The Member's URL id ("kwame-mensah"). */
  personId: string;
  personName: string;
  /** The signed-in reader's address, to fill in (a verified one needs no confirmation). */
  email?: string | null | undefined;
}

/**
 * "E-mail me when this Member speaks", for a Member's page: an address (filled in for a signed-in
 * reader), and whether to get one e-mail a day. Like /subscribe, it waits for the page to be live
 * (its button is disabled until then) and answers with the server's sentence and what is left to do
 * ("Please confirm your address: we have sent a link to …").
 */
export function FollowMemberForm({ personId, personName, email }: FollowMemberFormProps) {
  const hydrated = useHydrated();
  const [fields, setFields] = useState<FollowFields>(() => ({ email: email ?? '', daily: false }));
  const [sending, setSending] = useState(false);
  const { message, setMessage, messageId, formRef, errorIdFor } = useFormMessage<FollowField>();
  const busy = !hydrated || sending;
  const headingId = `follow-${personId}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = checkFollowFields(fields);
    if (!checked.ok) {
      setMessage({ kind: 'error', text: checked.message, field: checked.field });
      return;
    }
    setSending(true);
    setMessage(null);
    const outcome = await sendFollow(checked.body, (body) => followMember(personId, body));
    setSending(false);
    setMessage(outcome.message);
  }

  const errorAt = fieldErrorBox(message, messageId);

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {FOLLOW_MESSAGES.button}
      </h2>
      <p className="mt-1 text-sm text-slate-600">We will e-mail you after each sitting in which {personName} speaks, with links to what was said.</p>
      <form ref={formRef} method="post" noValidate onSubmit={(event) => void submit(event)} aria-label={`E-mail me when ${personName} speaks`} className="mt-4 space-y-4">
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
          {sending ? 'Sending...' : FOLLOW_MESSAGES.button}
        </button>
      </form>
    </section>
  );
}
