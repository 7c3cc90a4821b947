import { ACCOUNT_MESSAGES, PAGES } from '@kakyere/contract/constants';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { ErrorBox, SuccessBox } from '../../../components/ui/message-boxes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthCard } from './auth-card';

/**
 * /verify-email: where the verification link lands once the server has checked it (and signed the
 * reader in), or with ?error=… when it was refused.
 */
export function VerifyEmailPage() {
  useDocumentTitle(PAGES.verifyEmail.title);
  const failed = new URLSearchParams(useLocation().search).has('error');
  return (
    <AuthCard title={failed ? 'Link not valid' : 'Email verified'}>
      {failed ? <ErrorBox className="mb-5">{ACCOUNT_MESSAGES.verifyLinkInvalid}</ErrorBox> : <SuccessBox className="mb-5">{ACCOUNT_MESSAGES.emailVerified}</SuccessBox>}
      <div className="flex flex-col gap-3 sm:flex-row">
        {!failed && (
          <Link to="/" className={buttonClass('primary', 'flex-1 text-base sm:text-sm')}>
            Read the latest proceedings
          </Link>
        )}
        <Link to={PAGES.profile.path} className={buttonClass(failed ? 'primary' : 'secondary', 'flex-1 text-base sm:text-sm')}>
          Go to your profile
        </Link>
      </div>
    </AuthCard>
  );
}
