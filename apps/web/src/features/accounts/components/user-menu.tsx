import type { SignedInUser } from '@kakyere/contract';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ACCOUNT_TEXTS } from '../lib/account-texts';
import { useAuth } from './auth-provider';
import { Avatar } from './avatar';

const itemClass =
  'flex min-h-11 w-full items-center px-4 text-left text-sm font-medium text-slate-800 hover:bg-slate-100 focus:bg-slate-100 focus-visible:outline-offset-[-3px] disabled:cursor-not-allowed disabled:opacity-50';

/**
 * The signed-in reader's avatar, opening a menu (WAI-ARIA menu button): their name and e-mail, a
 * Profile link and Log out. Arrow keys, Home and End move between items; Escape closes it and
 * puts focus back on the avatar, as does a click outside (unless it lands on another control). Tab
 * closes it too, and focus moves on as usual.
 */
export function UserMenu({ user }: { user: SignedInUser }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [focusLast, setFocusLast] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const identityId = useId();
  const label = user.displayName?.trim() || user.email;

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    const list = items();
    (focusLast ? list[list.length - 1] : list[0])?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (rootRef.current?.contains(event.target as Node)) return;
      setOpen(false);
      // A click on a control keeps focus there; anywhere else (text, the page's <main>) puts it back
      // on the avatar, once the press has moved focus or dropped it with the menu item it was on.
      setTimeout(() => {
        const active = document.activeElement;
        if (!(active instanceof HTMLElement) || active === document.body || active.tabIndex < 0) {
          buttonRef.current?.focus({ preventScroll: true });
        }
      }, 0);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open, focusLast]);

  function show(last: boolean) {
    setFocusLast(last);
    setFailed(false);
    setOpen(true);
  }

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function onButtonKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowUp');
    }
  }

  function onMenuKeyDown(event: KeyboardEvent) {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const moveTo = (next: number) => {
      event.preventDefault();
      list[(next + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') moveTo(index + 1);
    else if (event.key === 'ArrowUp') moveTo(index - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(list.length - 1);
    else if (event.key === 'Tab') setOpen(false);
  }

  async function logOut() {
    setBusy(true);
    const result = await signOut();
    setBusy(false);
    if (!result.ok) {
      setFailed(true);
      return;
    }
    setOpen(false);
    void navigate('/');
  }

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          close();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`Account menu for ${label}`}
        onClick={() => (open ? setOpen(false) : show(false))}
        onKeyDown={onButtonKeyDown}
        className="inline-flex size-11 items-center justify-center rounded-full hover:bg-slate-100"
      >
        <Avatar name={user.displayName} email={user.email} photoUrl={user.photoURL} />
      </button>
      {open && (
        <div className="absolute top-full right-0 z-50 mt-2 w-64 max-w-[calc(100vw-2rem)] overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg">
          <div id={identityId} className="border-b border-slate-100 px-4 py-3">
            {user.displayName?.trim() && <p className="truncate font-semibold text-slate-900">{user.displayName}</p>}
            <p className="truncate text-sm text-slate-600">{user.email}</p>
          </div>
          <ul ref={menuRef} id={menuId} role="menu" aria-labelledby={identityId} onKeyDown={onMenuKeyDown} className="py-1">
            <li role="none">
              <Link role="menuitem" tabIndex={-1} to="/profile" onClick={() => setOpen(false)} className={itemClass}>
                Profile
              </Link>
            </li>
            <li role="none">
              <button
                role="menuitem"
                tabIndex={-1}
                type="button"
                disabled={busy}
                onClick={() => void logOut()}
                className={itemClass}
              >
                {busy ? 'Logging out...' : 'Log out'}
              </button>
            </li>
          </ul>
          {failed && (
            <p role="alert" className="mx-2 mb-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {ACCOUNT_TEXTS.signOutFailed}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
