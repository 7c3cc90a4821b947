import type { Profile } from '@kakyere/contract';
import { ACCOUNT_MESSAGES, PAGES } from '@kakyere/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { ErrorBox, SuccessBox } from '../../../components/ui/message-boxes';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { sendVerificationEmail } from '../api/auth-requests';
import { updateProfile, useProfile, type ProfileChanges } from '../api/profile';
import { profileQueryKey } from '../api/query-keys';
import { ACCOUNT_TEXTS } from '../lib/account-texts';
import { authErrorMessage } from '../lib/auth-error-message';
import { formatMemberSince } from '../lib/format-member-since';
import { isSignedOutError, profileErrorMessage } from '../lib/profile-error-message';
import { useAuth } from './auth-provider';
import { Avatar } from './avatar';
import { ProfileEditForm } from './profile-edit-form';

type Busy = 'saving' | 'sending' | 'leaving' | null;
type Message = { kind: 'error' | 'notice'; text: string } | null;

interface ProfilePageProps {
  /**
   * Under the spec's Subscriptions text: the alerts linked to the account (another feature's, so
   * the route composes it in; features do not import each other).
   */
  subscriptions?: (userId: string) => ReactNode;
}

/** /profile (spec "Profile screen"): signed-in readers only; others are sent to /login. */
export function ProfilePage({ subscriptions }: ProfilePageProps = {}) {
  useDocumentTitle(PAGES.profile.title);
  const { status, user, refresh, signOut } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useProfile(status === 'signedIn');
  const [busy, setBusy] = useState<Busy>(null);
  const [message, setMessage] = useState<Message>(null);
  const [editing, setEditing] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const returnFocusToEdit = useRef(false);

  // Signed out when the page opened: to /login. Signed out from here (Log out, or the header's),
  // whoever did it has already sent the reader to the feed.
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (status === 'signedIn') wasSignedIn.current = true;
    else if (status === 'signedOut' && !wasSignedIn.current) void navigate(PAGES.logIn.path, { replace: true });
  }, [status, navigate]);

  // The session ended elsewhere (expired, signed out in another tab).
  const signedOutElsewhere = isSignedOutError(profile.error);
  const askedAgain = useRef(false);
  useEffect(() => {
    if (!signedOutElsewhere || askedAgain.current) return;
    askedAgain.current = true;
    void refresh().then(() => navigate(PAGES.logIn.path, { replace: true }));
  }, [signedOutElsewhere, refresh, navigate]);

  useEffect(() => {
    if (!editing && returnFocusToEdit.current) {
      returnFocusToEdit.current = false;
      editButtonRef.current?.focus();
    }
  }, [editing]);

  function closeEditor() {
    returnFocusToEdit.current = true;
    setEditing(false);
  }

  async function save(changes: ProfileChanges) {
    setBusy('saving');
    setMessage(null);
    try {
      queryClient.setQueryData<Profile>(profileQueryKey, await updateProfile(changes));
      closeEditor();
      setMessage({ kind: 'notice', text: ACCOUNT_MESSAGES.profileSaved });
    } catch (error) {
      setMessage({ kind: 'error', text: profileErrorMessage(error, ACCOUNT_TEXTS.profileSaveFailed) });
    } finally {
      setBusy(null);
    }
  }

  async function sendVerification(email: string) {
    setBusy('sending');
    setMessage(null);
    const result = await sendVerificationEmail(email);
    setBusy(null);
    setMessage(
      result.ok
        ? { kind: 'notice', text: ACCOUNT_MESSAGES.verificationSent }
        : { kind: 'error', text: authErrorMessage(result, ACCOUNT_TEXTS.verificationFailed) },
    );
  }

  async function logOut() {
    setBusy('leaving');
    setMessage(null);
    const result = await signOut();
    if (result.ok) {
      void navigate('/');
      return;
    }
    setBusy(null);
    setMessage({ kind: 'error', text: authErrorMessage(result, ACCOUNT_TEXTS.signOutFailed) });
  }

  let content: ReactNode;
  if (status !== 'signedIn' || profile.isPending || signedOutElsewhere) {
    content = <Spinner label="Loading..." className="py-20" />;
  } else if (profile.isError) {
    content = (
      <div className="mt-6">
        <ErrorBox className="mb-5">{profileErrorMessage(profile.error, ACCOUNT_TEXTS.profileLoadFailed)}</ErrorBox>
        <button type="button" onClick={() => void profile.refetch()} className={buttonClass('primary')}>
          Try again
        </button>
      </div>
    );
  } else {
    const data = profile.data;
    const disabled = busy !== null;
    content = (
      <>
        <section aria-label="Account" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <div className="flex items-center gap-4">
            <Avatar name={data.fullName} email={data.email} className="size-16 text-2xl" />
            <div className="min-w-0">
              <p className="truncate text-xl font-semibold text-slate-900">{data.fullName.trim() || 'User'}</p>
              <p className="text-sm [overflow-wrap:anywhere] text-slate-600 sm:text-base">{data.email}</p>
            </div>
          </div>

          <div className="mt-6 border-t border-slate-100 pt-5">
            {message && (message.kind === 'error' ? <ErrorBox className="mb-5">{message.text}</ErrorBox> : <SuccessBox className="mb-5">{message.text}</SuccessBox>)}
            <div className="mb-3 flex items-center justify-between gap-3">
              <h2 className="text-lg font-semibold text-slate-900">Account details</h2>
              {!editing && (
                <button
                  ref={editButtonRef}
                  type="button"
                  disabled={disabled}
                  aria-label="Edit organization and industry"
                  onClick={() => {
                    setMessage(null);
                    setEditing(true);
                  }}
                  className={buttonClass('secondary')}
                >
                  Edit
                </button>
              )}
            </div>
            {editing ? (
              <ProfileEditForm
                profile={data}
                saving={busy === 'saving'}
                disabled={disabled}
                onSave={(changes) => void save(changes)}
                onCancel={closeEditor}
              />
            ) : (
              <dl className="divide-y divide-slate-100">
                {data.fullName.trim() && <Detail term="Full Name">{data.fullName}</Detail>}
                {data.organization && <Detail term="Organization">{data.organization}</Detail>}
                {data.industry && <Detail term="Industry">{data.industry}</Detail>}
                <Detail term="Email Verified">
                  <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <span className={data.emailVerified ? 'font-medium text-brand-800' : 'font-medium text-amber-800'}>
                      {data.emailVerified ? 'Verified' : 'Not Verified'}
                    </span>
                    {!data.emailVerified && (
                      <button
                        type="button"
                        disabled={disabled}
                        onClick={() => void sendVerification(data.email)}
                        className={buttonClass('link', 'text-sm font-semibold')}
                      >
                        {busy === 'sending' ? 'Sending...' : 'Send verification link'}
                      </button>
                    )}
                  </span>
                </Detail>
                <Detail term="Member Since">{formatMemberSince(data.createdAt)}</Detail>
              </dl>
            )}
          </div>

          <div className="mt-6 border-t border-slate-100 pt-5">
            <button type="button" disabled={disabled} onClick={() => void logOut()} className={buttonClass('secondary', 'w-full sm:w-auto')}>
              {busy === 'leaving' ? 'Logging out...' : 'Logout'}
            </button>
          </div>
        </section>

        <section aria-labelledby="subscriptions-heading" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <h2 id="subscriptions-heading" className="text-lg font-semibold text-slate-900">
            Subscriptions
          </h2>
          <p className="mt-1 text-slate-600">Manage your hansard alert subscriptions (coming soon)</p>
          <button type="button" disabled className={buttonClass('secondary', 'mt-4 w-full sm:w-auto')}>
            Configure Alerts (Coming Soon)
          </button>
          {subscriptions && user && <div className="mt-5 border-t border-slate-100 pt-5">{subscriptions(user.uid)}</div>}
        </section>
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-2xl px-4 pt-8 pb-12 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Your profile</h1>
      {content}
    </div>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}
