import type { Profile } from '@kakyere/contract';
import { ACCOUNT_LIMITS, ACCOUNT_MESSAGES, INDUSTRIES } from '@kakyere/contract/constants';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { ErrorBox } from '../../../components/ui/message-boxes';
import { fieldClass, labelClass, TextField } from '../../../components/ui/text-field';
import type { ProfileChanges } from '../api/profile';

interface ProfileEditFormProps {
  profile: Profile;
  saving: boolean;
  /** Any request of the page is in flight: every button waits. */
  disabled: boolean;
  onSave: (changes: ProfileChanges) => void;
  onCancel: () => void;
}

/** Organization and industry, the two things a reader says about themselves. Empty clears them. */
export function ProfileEditForm({ profile, saving, disabled, onSave, onCancel }: ProfileEditFormProps) {
  const industryId = useId();
  const errorId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [organization, setOrganization] = useState(profile.organization ?? '');
  const [industry, setIndustry] = useState<string>(profile.industry ?? '');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    (formRef.current?.elements.namedItem('organization') as HTMLElement | null)?.focus();
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (disabled) return;
    if (organization.trim().length > ACCOUNT_LIMITS.maxOrganizationLength) {
      setError(ACCOUNT_MESSAGES.organizationTooLong);
      return;
    }
    setError(null);
    onSave({ organization: organization.trim(), industry });
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label="Edit your profile" className="space-y-4">
      {error && <ErrorBox id={errorId} className="mb-5">{error}</ErrorBox>}
      <TextField
        label="Organization"
        name="organization"
        autoComplete="organization"
        maxLength={ACCOUNT_LIMITS.maxOrganizationLength}
        value={organization}
        onChange={(event) => setOrganization(event.target.value)}
        hint={`Optional, up to ${ACCOUNT_LIMITS.maxOrganizationLength} characters`}
        errorId={error ? errorId : undefined}
      />
      <div>
        <label htmlFor={industryId} className={labelClass}>
          Industry
        </label>
        <select id={industryId} name="industry" value={industry} onChange={(event) => setIndustry(event.target.value)} className={fieldClass}>
          <option value="">Not specified</option>
          {INDUSTRIES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" disabled={disabled} onClick={onCancel} className={buttonClass('secondary')}>
          Cancel
        </button>
        <button type="submit" disabled={disabled} className={buttonClass('primary')}>
          {saving ? 'Saving...' : 'Save'}
        </button>
      </div>
    </form>
  );
}
