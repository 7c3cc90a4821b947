import { useHydrated } from '../../lib/use-hydrated';
import {
  createContext,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { lockScroll } from '../../lib/scroll-lock';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Open dialogs, innermost last; only the innermost one answers Escape and traps Tab. */
const stack: string[] = [];

function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[inert]') && el.getClientRects().length > 0,
  );
}

interface ModalProps {
  /** Id of the element that names the dialog (usually its heading). */
  labelledBy: string;
  describedBy?: string;
  onClose: () => void;
  closeOnBackdrop?: boolean;
  initialFocusRef?: RefObject<HTMLElement | null>;
  size?: 'md' | 'lg';
  /**
   * Where closing leads when the page opens with the dialog (a permalink): given, the server
   * renders the dialog in place, readable without JavaScript, its close control a link here.
   */
  closeHref?: string;
  children: ReactNode;
}

/** Inside a dialog rendered before hydration: where its close link leads. */
const StaticCloseHref = createContext<string | null>(null);

/**
 * An accessible modal dialog: rendered into <body>, the app behind it made inert, Tab kept
 * inside, Escape and (optionally) a backdrop click close it, page scroll locked, and focus
 * returned to whatever opened it. Mount it to open it; unmount it to close it.
 */
export function Modal(props: ModalProps) {
  // A portal into <body> exists only in the browser: a page that opens with a dialog (a Hansard's
  // permalink) renders the page on the server and opens the dialog once hydrated.
  // A dialog with somewhere to close to is rendered in place until then, the same to the pixel, so a
  // permalink reads without JavaScript and the page does not change when the live dialog takes over.
  const hydrated = useHydrated();
  if (hydrated) return <ModalDialog {...props} />;
  if (props.closeHref === undefined) return null;
  return (
    <StaticCloseHref.Provider value={props.closeHref}>
      <ModalFrame {...props} />
    </StaticCloseHref.Provider>
  );
}

interface ModalFrameProps extends ModalProps {
  panelRef?: RefObject<HTMLDivElement | null>;
  onBackdropPointerDown?: (event: PointerEvent) => void;
  onBackdropClick?: (event: MouseEvent) => void;
}

/** The backdrop and the panel: the markup the live dialog and the server-rendered one share. */
function ModalFrame({ labelledBy, describedBy, size = 'lg', panelRef, onBackdropPointerDown, onBackdropClick, children }: ModalFrameProps) {
  return (
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-slate-950/60 sm:items-center sm:p-6"
      onPointerDown={onBackdropPointerDown}
      onClick={onBackdropClick}
      data-testid="modal-backdrop"
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`relative flex max-h-[92dvh] w-full flex-col overflow-hidden rounded-t-2xl bg-white shadow-2xl outline-none sm:rounded-2xl ${
          size === 'lg' ? 'sm:max-w-2xl' : 'sm:max-w-lg'
        }`}
      >
        {children}
      </div>
    </div>
  );
}

function ModalDialog(props: ModalProps) {
  const { onClose, closeOnBackdrop = true, initialFocusRef } = props;
  const id = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const appRoot = document.getElementById('root');
    const unlock = lockScroll();
    stack.push(id);
    if (appRoot) appRoot.inert = true;
    // The panel is fixed in view, so nothing needs scrolling; skipping the scroll also skips a forced
    // layout while the page is still being built on first load.
    (initialFocusRef?.current ?? panelRef.current)?.focus({ preventScroll: true });

    return () => {
      const index = stack.lastIndexOf(id);
      if (index !== -1) stack.splice(index, 1);
      if (appRoot && stack.length === 0) appRoot.inert = false;
      unlock();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
    // Runs once per opening: the initial focus target is only read when the dialog opens.
  }, [id]);

  // A layout effect, like the one that opens the dialog: a passive effect runs only after the dialog
  // is painted, so an Escape pressed as soon as it appears would be lost.
  useLayoutEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (stack[stack.length - 1] !== id) return;
      const panel = panelRef.current;
      if (!panel) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(panel);
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        panel.focus();
      } else if (event.shiftKey && (active === first || active === panel || !panel.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [id]);

  const onBackdropPointerDown = useCallback((event: PointerEvent) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  }, []);
  const onBackdropClick = useCallback(
    (event: MouseEvent) => {
      const startedHere = pressStartedOnBackdrop.current;
      pressStartedOnBackdrop.current = false;
      if (closeOnBackdrop && startedHere && event.target === event.currentTarget) onCloseRef.current();
    },
    [closeOnBackdrop],
  );

  return createPortal(
    <ModalFrame {...props} panelRef={panelRef} onBackdropPointerDown={onBackdropPointerDown} onBackdropClick={onBackdropClick} />,
    document.body,
  );
}

interface ModalHeaderProps {
  titleId: string;
  title: ReactNode;
  onClose: () => void;
  children?: ReactNode;
}

/** The title row of a dialog with its close button. */
export function ModalHeader({ titleId, title, onClose, children }: ModalHeaderProps) {
  const closeHref = useContext(StaticCloseHref);
  const closeClass =
    '-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900';
  const closeIcon = (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
    </svg>
  );
  return (
    <div className="flex items-start gap-3 border-b border-slate-200 px-5 pt-5 pb-4 sm:px-6">
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="text-lg leading-snug font-semibold text-slate-900 sm:text-xl">
          {title}
        </h2>
        {children}
      </div>
      {closeHref === null ? (
        <button type="button" onClick={onClose} aria-label="Close" className={closeClass}>
          {closeIcon}
        </button>
      ) : (
        // Before hydration (or without JavaScript) closing is a plain link.
        <a href={closeHref} aria-label="Close" className={closeClass}>
          {closeIcon}
        </a>
      )}
    </div>
  );
}

/** The scrolling body of a dialog; focusable so it can be scrolled from the keyboard. */
export function ModalBody({ children }: { children: ReactNode }) {
  return (
    <div
      tabIndex={0}
      className="flex-1 overflow-y-auto overscroll-contain px-5 py-5 focus-visible:-outline-offset-4 sm:px-6"
    >
      {children}
    </div>
  );
}
