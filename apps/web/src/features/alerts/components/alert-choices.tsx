import type { ReactNode } from 'react';
import type { SubscribeField, SubscribeFields } from '../lib/subscribe-fields';
import { ChannelChoices } from './channel-choices';
import { IndustryChecklist } from './industry-checklist';

type Choices = Pick<SubscribeFields, 'industries' | 'channels' | 'phone'>;

interface AlertChoicesProps {
  fields: Choices;
  onChange: (changes: Partial<Choices>) => void;
  /** The checkboxes and the phone field (a request is in flight). */
  disabled: boolean;
  /** The Select All button (also while the page is not yet live). */
  buttonDisabled: boolean;
  /** The form's error box beside a field, and its id, when the error is about that field. */
  errorAt: (field: SubscribeField) => ReactNode;
  errorIdFor: (field: SubscribeField) => string | undefined;
  /** Under the phone field (the manage page: whether the number is confirmed). */
  phoneNote?: ReactNode;
}

/** What to be alerted about and how: the questions the subscribe form and the manage form share. */
export function AlertChoices({ fields, onChange, disabled, buttonDisabled, errorAt, errorIdFor, phoneNote }: AlertChoicesProps) {
  return (
    <>
      <IndustryChecklist
        selected={fields.industries}
        onChange={(industries) => onChange({ industries })}
        disabled={disabled}
        buttonDisabled={buttonDisabled}
        error={errorAt('industries')}
        errorId={errorIdFor('industries')}
      />
      <ChannelChoices
        channels={fields.channels}
        onChannelsChange={(channels) => onChange({ channels })}
        phone={fields.phone}
        onPhoneChange={(phone) => onChange({ phone })}
        disabled={disabled}
        channelsError={errorAt('channels')}
        channelsErrorId={errorIdFor('channels')}
        phoneError={errorAt('phone')}
        phoneErrorId={errorIdFor('phone')}
        phoneNote={phoneNote}
      />
    </>
  );
}
