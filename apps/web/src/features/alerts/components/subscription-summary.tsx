import type { Subscription } from '@kakyere/contract';
import { INDUSTRIES } from '@kakyere/contract/constants';
import type { ReactNode } from 'react';
import { ChipList } from '../../../components/ui/chip-list';
import { ALERT_TEXTS, channelList, displayPhone, FREQUENCY_LABELS } from '../lib/alert-texts';

/** The choices a summary shows: a whole subscription, or the ones a confirmation link proposes. */
export type SummaryChoices = Pick<Subscription, 'industries' | 'channels' | 'phone'> & Partial<Pick<Subscription, 'frequency' | 'active' | 'phoneConfirmed'>>;

/** A subscription's choices, read-only (the profile, and both sides of a confirmation). */
export function SubscriptionSummary({ choices, label }: { choices: SummaryChoices; label: string }) {
  const { industries, channels, phone } = choices;
  const usesPhone = channels.sms || channels.whatsapp;
  return (
    <dl aria-label={label} className="divide-y divide-slate-100 text-sm">
      {choices.active !== undefined && (
        <Row term="Status">
          <span className={choices.active ? 'font-medium text-brand-800' : 'font-medium text-amber-800'}>{choices.active ? 'Active' : 'Stopped'}</span>
        </Row>
      )}
      <Row term="Industries">
        {industries.length === INDUSTRIES.length ? 'All industries' : <ChipList items={industries} label="Industries" />}
      </Row>
      <Row term="Sent by">{channelList(channels)}</Row>
      {usesPhone && phone && (
        <Row term="Phone">
          <span className="whitespace-nowrap">{displayPhone(phone)}</span>
          {choices.phoneConfirmed === false && <span className="block text-amber-800">{ALERT_TEXTS.phoneNotConfirmed}</span>}
        </Row>
      )}
      {choices.frequency && <Row term="How often">{FREQUENCY_LABELS[choices.frequency]}</Row>}
    </dl>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2.5 sm:grid-cols-[6.5rem_1fr] sm:gap-3">
      <dt className="font-medium text-slate-600">{term}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}
