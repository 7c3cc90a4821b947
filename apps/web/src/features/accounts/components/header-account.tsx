import { Link } from 'react-router';
import { useAuth } from './auth-provider';
import { UserMenu } from './user-menu';

/**
 * The top bar's account corner (spec "Navigation shell"): Log in and Sign up for a signed-out
 * reader, the avatar menu for a signed-in one, and an empty circle of the avatar's size while
 * nobody has said yet (a page the server rendered always has the answer).
 *
 * On every page, so it takes no values from the contract (its account texts would come along into
 * the first download): the paths are spelled out, as ACCOUNT_PATHS has them.
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
        to="/login"
        className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100"
      >
        Log in
      </Link>
      <Link
        to="/signup"
        className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
      >
        Sign up
      </Link>
    </>
  );
}
