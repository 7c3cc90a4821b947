import { PAGES, SEARCH_QUERY_MAX_LENGTH, searchPath } from '@kakyere/contract/constants';
import { useEffect, useId, useRef, type FormEvent, type Ref } from 'react';
import { useLocation, useNavigate } from 'react-router';

function SearchIcon({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4" />
    </svg>
  );
}

/** The words searched on the search page (shown in the box there), else ''. */
function useShownWords(): string {
  const { pathname, search } = useLocation();
  return pathname === PAGES.search.path ? (new URLSearchParams(search).get('q') ?? '').trim() : '';
}

/**
 * A GET form to /search?q=, so it works before (and without) JavaScript; with it, the search opens
 * in place. A new search from the bar starts without the page's filters.
 */
function SearchBarForm({ className, inputClass, button, autoFocusRef }: { className: string; inputClass: string; button: 'icon' | 'text'; autoFocusRef?: Ref<HTMLInputElement> }) {
  const navigate = useNavigate();
  const words = useShownWords();
  const inputId = useId();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    void navigate(searchPath({ q }));
  }
  return (
    <form role="search" aria-label="Search the site" method="get" action={PAGES.search.path} onSubmit={submit} className={className}>
      <label htmlFor={inputId} className="sr-only">
        Search what was said
      </label>
      <input
        ref={autoFocusRef}
        // A new address shows its own words (or none): the box starts over with them.
        key={words}
        id={inputId}
        type="search"
        name="q"
        defaultValue={words}
        placeholder="Search what was said"
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        className={inputClass}
      />
      {button === 'icon' ? (
        <button type="submit" className="absolute inset-y-0 left-0 inline-flex w-10 items-center justify-center rounded-l-full text-slate-600 hover:text-slate-900">
          <SearchIcon className="size-5" />
          <span className="sr-only">Search</span>
        </button>
      ) : (
        <button type="submit" className="inline-flex min-h-11 shrink-0 items-center rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800">
          Search
        </button>
      )}
    </form>
  );
}

/** The top bar's search box on a wide screen, where the bar has room for it. */
export function HeaderSearchBox() {
  return (
    <SearchBarForm
      button="icon"
      className="relative hidden w-56 shrink xl:block 2xl:w-64"
      inputClass="h-11 w-full rounded-full border border-slate-300 bg-slate-50 pr-3 pl-10 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:bg-white"
    />
  );
}

/**
 * On a phone (and a narrow desktop) the bar has no room for a box: a search button that unfolds one
 * under the bar. A <details>, so it opens without JavaScript too; with it, the field takes focus and
 * closes again on the next page or Escape.
 */
export function HeaderSearchToggle() {
  const details = useRef<HTMLDetailsElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [key]);
  return (
    <details
      ref={details}
      className="group xl:hidden"
      onToggle={(event) => {
        if (event.currentTarget.open) input.current?.focus({ preventScroll: true });
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !details.current?.open) return;
        details.current.open = false;
        details.current.querySelector('summary')?.focus();
      }}
    >
      <summary className="inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-lg text-slate-700 group-open:bg-slate-100 group-open:text-brand-800 hover:bg-slate-100 hover:text-slate-900 [&::-webkit-details-marker]:hidden">
        <SearchIcon className="size-6" />
        <span className="sr-only">Search</span>
      </summary>
      <div className="absolute inset-x-0 top-full border-b border-slate-200 bg-white shadow-sm">
        <SearchBarForm
          button="text"
          autoFocusRef={input}
          className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-2.5 sm:px-6"
          inputClass="h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600"
        />
      </div>
    </details>
  );
}
