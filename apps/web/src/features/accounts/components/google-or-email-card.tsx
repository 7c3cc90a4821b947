import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { ErrorBox } from '../../../components/ui/message-boxes';
import { AuthCard } from './auth-card';
import { GoogleButton, OrSeparator } from './google-button';

interface GoogleOrEmailCardProps {
  title: string;
  intro: string;
  /** Under the card, the way to the other form: 'Already have an account?' and its link. */
  other: { question: string; path: string; label: string };
  error: { message: string } | null;
  errorId: string;
  /** Not yet live, sending, or on the way to Google: every button waits. */
  busy: boolean;
  onGoogle: () => void;
  /** The line between Google and the e-mail form ('Or continue with email'). */
  separator: string;
  /** The e-mail form's accessible name. */
  formLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  submitLabel: string;
  submittingLabel: string;
  /** The form's fields, above its submit button. */
  children: ReactNode;
}

/** The log-in and sign-up screens: the error box, Google, then the e-mail form, and the way to the other screen. */
export function GoogleOrEmailCard({ title, intro, other, error, errorId, busy, onGoogle, separator, formLabel, onSubmit, submitting, submitLabel, submittingLabel, children }: GoogleOrEmailCardProps) {
  return (
    <AuthCard
      title={title}
      intro={intro}
      footer={
        <>
          {other.question}{' '}
          <Link to={other.path} className={buttonClass('link', 'font-semibold')}>
            {other.label}
          </Link>
        </>
      }
    >
      {error && <ErrorBox id={errorId} className="mb-5">{error.message}</ErrorBox>}
      <GoogleButton disabled={busy} onClick={onGoogle} />
      <OrSeparator>{separator}</OrSeparator>
      <form method="post" noValidate onSubmit={onSubmit} aria-label={formLabel} className="space-y-4">
        {children}
        <button type="submit" disabled={busy} className={buttonClass('primary', 'w-full text-base sm:text-sm')}>
          {submitting ? submittingLabel : submitLabel}
        </button>
      </form>
    </AuthCard>
  );
}
