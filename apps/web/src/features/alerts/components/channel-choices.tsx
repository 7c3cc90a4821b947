import { ALERT_CHANNELS } from '@kakyere/contract/constants';
import { useId, type ReactNode } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { ALERT_TEXTS, CHANNEL_LABELS } from '../lib/alert-texts';
import { needsPhone, type Channels } from '../lib/subscribe-fields';
import { choiceClass, choiceInputClass, groupHintClass, legendClass } from './choice-styles';

interface ChannelChoicesProps {
  channels: Channels;
  onChannelsChange: (next: Channels) => void;
  phone: string;
  onPhoneChange: (phone: string) => void;
  disabled: boolean;
  /** Error boxes (and their id) for the methods or the phone, when the error is about them. */
  channelsError?: ReactNode;
  channelsErrorId?: string | undefined;
  phoneError?: ReactNode;
  phoneErrorId?: string | undefined;
  /** Under the phone field (the manage page: whether the number is confirmed). */
  phoneNote?: ReactNode;
}

/**
 * Email, SMS and WhatsApp. SMS and WhatsApp need a phone number, so its field appears (and is
 * required) only when one of them is ticked.
 */
export function ChannelChoices(props: ChannelChoicesProps) {
  const { channels, onChannelsChange, phone, onPhoneChange, disabled } = props;
  const hintId = useId();
  return (
    <div>
      <fieldset aria-describedby={[hintId, props.channelsErrorId].filter(Boolean).join(' ')} aria-invalid={props.channelsErrorId ? true : undefined}>
        <legend className={legendClass}>Notification methods</legend>
        <p id={hintId} className={groupHintClass}>
          How should we send your alerts?
        </p>
        {props.channelsError}
        <div className="mt-3 flex flex-wrap gap-2">
          {ALERT_CHANNELS.map((channel) => (
            <label key={channel} className={`${choiceClass} grow whitespace-nowrap sm:basis-0`}>
              <input
                type="checkbox"
                name="channels"
                value={channel}
                checked={channels[channel]}
                disabled={disabled}
                onChange={(event) => onChannelsChange({ ...channels, [channel]: event.target.checked })}
                className={choiceInputClass}
              />
              {CHANNEL_LABELS[channel]}
            </label>
          ))}
        </div>
      </fieldset>
      {needsPhone(channels) && (
        <>
          <TextField
            className="mt-4 sm:max-w-xs"
            label={ALERT_TEXTS.phoneLabel}
            hint={ALERT_TEXTS.phoneHint}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            maxLength={40}
            value={phone}
            disabled={disabled}
            onChange={(event) => onPhoneChange(event.target.value)}
            errorId={props.phoneErrorId}
            after={props.phoneError}
          />
          {props.phoneNote}
        </>
      )}
    </div>
  );
}
