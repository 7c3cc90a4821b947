import { ALERT_FREQUENCIES, type AlertFrequency } from '@kakyere/contract/constants';
import { FREQUENCY_LABELS } from '../lib/alert-texts';
import { choiceClass, choiceInputClass, legendClass } from './choice-styles';

interface FrequencyChoiceProps {
  value: AlertFrequency;
  onChange: (value: AlertFrequency) => void;
  disabled: boolean;
}

/** As it happens, or one digest a day. */
export function FrequencyChoice({ value, onChange, disabled }: FrequencyChoiceProps) {
  return (
    <fieldset>
      <legend className={legendClass}>How often</legend>
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        {ALERT_FREQUENCIES.map((frequency) => (
          <label key={frequency} className={choiceClass}>
            <input
              type="radio"
              name="frequency"
              value={frequency}
              checked={value === frequency}
              disabled={disabled}
              onChange={() => onChange(frequency)}
              className={choiceInputClass}
            />
            {FREQUENCY_LABELS[frequency]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
