import type { Subscription } from '@kakyere/contract';
import { SUBSCRIBE_MESSAGES, PAGES } from '@kakyere/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { ErrorBox, NoticeBox, SuccessBox } from '../../../components/ui/message-boxes';
import { useHydrated } from '../../../lib/use-hydrated';
import { alertsQueryKey, managedSubscriptionQueryKey } from '../api/query-keys';
import { saveManagedSubscription, stopManagedSubscription } from '../api/subscription-requests';
import { useManagedFollows } from '../api/use-subscription-queries';
import { alertErrorMessage } from '../lib/alert-error-message';
import { ALERT_TEXTS } from '../lib/alert-texts';
import { checkManageFields, manageFieldsOf, phoneAwaitsConfirmation, type ManageFields } from '../lib/manage-fields';
import { fieldOfMessage, type SubscribeField } from '../lib/subscribe-fields';
import { useFormMessage } from '../lib/use-form-message';
import { AlertChoices } from './alert-choices';
import { fieldErrorBox } from './field-error-box';
import { FrequencyChoice } from './frequency-choice';

interface ManageFormProps {
  token: string;
  /** The subscription as the link found it. */
  initial: Subscription;
}

/** A subscription's industries, channels, phone and frequency, saved or stopped with the link's token. */
export function ManageForm({ token, initial }: ManageFormProps) {
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const [subscription, setSubscription] = useState(initial);
  const [fields, setFields] = useState<ManageFields>(() => manageFieldsOf(initial));
  const [busy, setBusy] = useState<'saving' | 'stopping' | null>(null);
  const { message, setMessage, messageId, formRef, errorIdFor } = useFormMessage<SubscribeField>();
  // A subscription that follows Members may save no industries (the list is below the form).
  const follows = useManagedFollows(token);
  const waiting = !hydrated || busy !== null;
  const inputsDisabled = busy !== null;
  const update = (changes: Partial<ManageFields>) => setFields((current) => ({ ...current, ...changes }));
  // Stopping removes the Stop button, which has focus: Save takes it once it is enabled again.
  const saveButtonRef = useRef<HTMLButtonElement>(null);
  const focusSave = useRef(false);
  useEffect(() => {
    if (busy === null && focusSave.current) {
      focusSave.current = false;
      saveButtonRef.current?.focus({ preventScroll: true });
    }
  }, [busy]);

  function showSaved(next: Subscription, text: string) {
    setSubscription(next);
    setFields(manageFieldsOf(next));
    setMessage({ kind: 'success', text });
    queryClient.setQueryData(managedSubscriptionQueryKey(token), next);
    // The profile lists the account's subscription: it may be this one.
    void queryClient.invalidateQueries({ queryKey: alertsQueryKey, predicate: (query) => query.queryKey[1] === 'mine' });
  }

  function showFailure(error: unknown, fallback: string) {
    const text = alertErrorMessage(error, fallback);
    setMessage({ kind: 'error', text, field: fieldOfMessage(text) });
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (waiting) return;
    const checked = checkManageFields(subscription, fields, { followsMembers: (follows.data?.length ?? 0) > 0 });
    if (!checked.ok) {
      setMessage({ kind: 'error', text: checked.message, field: checked.field });
      return;
    }
    setBusy('saving');
    setMessage(null);
    try {
      showSaved(await saveManagedSubscription(token, checked.choices), SUBSCRIBE_MESSAGES.preferencesSaved);
    } catch (error) {
      showFailure(error, ALERT_TEXTS.saveFailed);
    } finally {
      setBusy(null);
    }
  }

  async function stop() {
    if (waiting) return;
    setBusy('stopping');
    setMessage(null);
    try {
      showSaved(await stopManagedSubscription(token), SUBSCRIBE_MESSAGES.unsubscribed);
      focusSave.current = true;
    } catch (error) {
      showFailure(error, ALERT_TEXTS.stopFailed);
    } finally {
      setBusy(null);
    }
  }

  const errorAt = fieldErrorBox(message, messageId);

  return (
    <>
      <p className="text-slate-700">
        Alerts for <strong className="font-semibold [overflow-wrap:anywhere] text-slate-900">{subscription.email}</strong>
      </p>
      {!subscription.active && (
        <NoticeBox className="mt-4">
          <strong className="font-semibold">Your alerts are stopped.</strong> Nothing is sent to this address. Saving your choices below
          turns alerts back on.
        </NoticeBox>
      )}
      <form ref={formRef} noValidate onSubmit={(event) => void save(event)} aria-label="Your alert settings" className="mt-6 space-y-8">
        <AlertChoices
          fields={fields}
          onChange={update}
          disabled={inputsDisabled}
          buttonDisabled={waiting}
          errorAt={errorAt}
          errorIdFor={errorIdFor}
          phoneNote={
            phoneAwaitsConfirmation(subscription, fields) && (
              <NoticeBox className="mt-3">
                <strong className="font-semibold">{ALERT_TEXTS.phoneNotConfirmed}.</strong> {ALERT_TEXTS.phoneStartsWhenConfirmed}
              </NoticeBox>
            )
          }
        />
        <FrequencyChoice value={fields.frequency} onChange={(frequency) => update({ frequency })} disabled={inputsDisabled} />

        <div className="border-t border-slate-100 pt-6">
          {message?.kind === 'success' && (
            <SuccessBox id={messageId} className="mb-4">
              {message.text}
            </SuccessBox>
          )}
          {message?.kind === 'error' && !message.field && (
            <ErrorBox id={messageId} className="mb-4">
              {message.text}
              {message.text === SUBSCRIBE_MESSAGES.manageLinkInvalid && (
                <>
                  {' '}
                  <Link to={PAGES.manageAlerts.path} className="font-semibold underline">
                    Send me a new link
                  </Link>
                </>
              )}
            </ErrorBox>
          )}
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <button ref={saveButtonRef} type="submit" disabled={waiting} className={buttonClass('primary', 'text-base sm:min-w-40 sm:text-sm')}>
              {busy === 'saving' ? 'Saving...' : 'Save'}
            </button>
            {subscription.active && (
              <button
                type="button"
                disabled={waiting}
                onClick={() => void stop()}
                className={buttonClass('secondary', 'border-red-200 text-base text-red-700! hover:bg-red-50 sm:text-sm')}
              >
                {busy === 'stopping' ? 'Stopping...' : 'Stop all alerts'}
              </button>
            )}
          </div>
        </div>
      </form>
    </>
  );
}
