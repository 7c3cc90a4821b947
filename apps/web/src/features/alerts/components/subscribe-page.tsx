import { SUBSCRIBE_LIMITS, PAGES } from '@kakyere/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { ErrorBox, SuccessBox } from '../../../components/ui/message-boxes';
import { TextField } from '../../../components/ui/text-field';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHydrated } from '../../../lib/use-hydrated';
import { alertsQueryKey } from '../api/query-keys';
import { subscribe } from '../api/subscription-requests';
import { ALERT_TEXTS } from '../lib/alert-texts';
import { sendSubscription } from '../lib/send-subscription';
import { checkSubscribeFields, initialSubscribeFields, type SubscribeField, type SubscribeFields } from '../lib/subscribe-fields';
import { useFormMessage } from '../lib/use-form-message';
import { AlertChoices } from './alert-choices';
import { AlertsFrame } from './alerts-frame';
import { EmailField } from './email-field';
import { fieldErrorBox } from './field-error-box';

/** /subscribe (spec "Subscribe screen"): alerts about chosen industries, by e-mail, SMS or WhatsApp. */
export function SubscribePage() {
  useDocumentTitle(PAGES.subscribe.title);
  return (
    <AlertsFrame
      title={
        <>
          Subscribe to <span className="text-brand-700">Kakyerɛ</span>
        </>
      }
      intro="Hear when Parliament discusses the industries you care about."
      footer={
        <p>
          Already subscribed?{' '}
          <Link to={PAGES.manageAlerts.path} className={buttonClass('link', 'font-semibold')}>
            Get a link to change your alerts
          </Link>
        </p>
      }
    >
      <SubscribeForm />
    </AlertsFrame>
  );
}

function SubscribeForm() {
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const [fields, setFields] = useState<SubscribeFields>(initialSubscribeFields);
  const [sending, setSending] = useState(false);
  const { message, setMessage, messageId, formRef, errorIdFor } = useFormMessage<SubscribeField>();
  // Until the page is live the form would post nowhere useful; after, everything waits for the request.
  const busy = !hydrated || sending;
  const update = (changes: Partial<SubscribeFields>) => setFields((current) => ({ ...current, ...changes }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    // Spec §5: checked in order; the first failure is shown and nothing is sent.
    const checked = checkSubscribeFields(fields);
    if (!checked.ok) {
      setMessage({ kind: 'error', text: checked.message, field: checked.field });
      return;
    }
    setSending(true);
    setMessage(null);
    const outcome = await sendSubscription(checked.value, subscribe);
    setSending(false);
    if (outcome.fields) {
      setFields(outcome.fields);
      // The profile lists the account's subscription: it may be this one.
      void queryClient.invalidateQueries({ queryKey: alertsQueryKey });
    }
    setMessage(outcome.message);
  }

  const errorAt = fieldErrorBox(message, messageId);

  return (
    <form ref={formRef} method="post" noValidate onSubmit={(event) => void submit(event)} aria-label="Subscribe to alerts" className="space-y-8">
      <div className="grid gap-4 sm:grid-cols-2">
        <EmailField
          required
          value={fields.email}
          disabled={sending}
          onChange={(event) => update({ email: event.target.value })}
          errorId={errorIdFor('email')}
          after={errorAt('email')}
        />
        <TextField
          label={
            <>
              Name <span className="font-normal text-slate-500">(optional)</span>
            </>
          }
          name="name"
          autoComplete="name"
          maxLength={SUBSCRIBE_LIMITS.maxNameLength}
          value={fields.name}
          disabled={sending}
          onChange={(event) => update({ name: event.target.value })}
        />
      </div>

      <AlertChoices fields={fields} onChange={update} disabled={sending} buttonDisabled={busy} errorAt={errorAt} errorIdFor={errorIdFor} />

      <div className="border-t border-slate-100 pt-6">
        <p className="flex gap-2 text-sm text-slate-600">
          <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500">
            <path
              fillRule="evenodd"
              d="M10 1a4.5 4.5 0 0 0-4.5 4.5V9H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6a2 2 0 0 0-2-2h-.5V5.5A4.5 4.5 0 0 0 10 1Zm3 8V5.5a3 3 0 1 0-6 0V9h6Z"
              clipRule="evenodd"
            />
          </svg>
          <span>{ALERT_TEXTS.privacy}</span>
        </p>
        {message?.kind === 'success' && (
          <SuccessBox id={messageId} className="mt-4">
            {message.text}
            {message.next?.map((line) => (
              <span key={line} data-testid="subscribe-next-step" className="mt-1.5 block font-semibold">
                {line}
              </span>
            ))}
          </SuccessBox>
        )}
        {message?.kind === 'error' && !message.field && (
          <ErrorBox id={messageId} className="mt-4">
            {message.text}
          </ErrorBox>
        )}
        <button type="submit" disabled={busy} className={buttonClass('primary', 'mt-4 w-full text-base sm:w-auto sm:min-w-40 sm:text-sm')}>
          {sending ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
    </form>
  );
}
