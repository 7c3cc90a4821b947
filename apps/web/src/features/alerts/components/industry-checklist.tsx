import { INDUSTRIES, type Industry } from '@kakyere/contract/constants';
import { useId, type ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { selectedCountText, setIndustry, toggleAllIndustries, toggleAllLabel } from '../lib/subscribe-fields';
import { choiceClass, choiceInputClass, groupHintClass, legendClass } from './choice-styles';

interface IndustryChecklistProps {
  selected: readonly Industry[];
  onChange: (next: Industry[]) => void;
  /** The checkboxes (a request is in flight). */
  disabled: boolean;
  /** The Select All button (also while the page is not yet live). */
  buttonDisabled: boolean;
  /** The error box, when the error is about the industries, and its id. */
  error?: ReactNode;
  errorId?: string | undefined;
}

/** The 20 industries of spec §3 as a checklist, with one Select All / Deselect All button and a count. */
export function IndustryChecklist({ selected, onChange, disabled, buttonDisabled, error, errorId }: IndustryChecklistProps) {
  const hintId = useId();
  const countId = useId();
  return (
    <fieldset aria-describedby={[hintId, countId, errorId].filter(Boolean).join(' ')} aria-invalid={errorId ? true : undefined}>
      <legend className={legendClass}>Industries</legend>
      <p id={hintId} className={groupHintClass}>
        We alert you when Parliament discusses these.
      </p>
      <div className="mt-3 flex items-center justify-between gap-3">
        <p id={countId} aria-live="polite" className="text-sm font-medium text-slate-700">
          {selectedCountText(selected)}
        </p>
        <button type="button" disabled={buttonDisabled} onClick={() => onChange(toggleAllIndustries(selected))} className={buttonClass('secondary')}>
          {toggleAllLabel(selected)}
        </button>
      </div>
      {error}
      <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {INDUSTRIES.map((industry) => (
          <li key={industry}>
            <label className={`${choiceClass} h-full`}>
              <input
                type="checkbox"
                name="industries"
                value={industry}
                checked={selected.includes(industry)}
                disabled={disabled}
                onChange={(event) => onChange(setIndustry(selected, industry, event.target.checked))}
                className={choiceInputClass}
              />
              <span className="min-w-0 break-words">{industry}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
