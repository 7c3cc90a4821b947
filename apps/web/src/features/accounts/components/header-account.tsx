import { PAGES } from '@kakyere/contract/constants';
import { Link } from 'react-router';
import { useAuth } from './auth-provider';
import { UserMenu } from './user-menu';

/**
 * The top bar's account corner (spec "Navigation shell"): Log in and Sign up for a signed-out
 * reader, the avatar menu for a signed-in one, and an empty circle of the avatar's size while
 * nobody has said yet (a page the server rendered always has the answer).
 *
 * On every page, so it takes only the page table from the contract (which the router ships in the
 * first download anyway), not the account texts.
 */
export function HeaderAccount() {
  const { status, user } = useAuth();
  if (status === 'loading') {
    return (
      <span aria-hidden="true" data-testid="account-pending" className="inline-flex size-11 items-center justify-center">
        <span className="size-9 rounded-full bg-slate-100" />
      </span>
    );
  }
  if (user) return <UserMenu user={user} />;
  return (
    <>
      <Link
        to={PAGES.logIn.path}
        className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100"
      >
        Log in
      </Link>
      <Link
        to={PAGES.signUp.path}
        className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
      >
        Sign up
      </Link>
    </>
  );
}
