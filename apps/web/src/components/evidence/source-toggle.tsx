import type { ReactNode } from 'react';
import { QuoteIcon } from './quoted-source';

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 20 20"
      className={`size-3.5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M5 8l5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The small "Source" disclosure button after a claim; its hit area reaches past its pill. */
export function SourceToggle({
  open,
  panelId,
  what,
  onToggle,
}: {
  open: boolean;
  panelId: string;
  /** What it is the source of, for its accessible name: "sentence 2". */
  what: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      aria-label={`${open ? 'Hide' : 'Show'} source for ${what}`}
      onClick={onToggle}
      className={`relative ml-1.5 inline-flex h-6 translate-y-[-1px] items-center gap-1 rounded-full px-2 align-middle text-xs font-medium ring-1 ring-inset transition-colors after:absolute after:-inset-x-1 after:-inset-y-2.5 after:content-[''] ${
        open
          ? 'bg-brand-700 text-white ring-brand-700 hover:bg-brand-800'
          : 'bg-white text-brand-800 ring-brand-200 hover:bg-brand-50'
      }`}
    >
      <QuoteIcon className="size-3" />
      Source
      <Chevron open={open} />
    </button>
  );
}

/** Text followed by a control that wraps together with the text's last word, never alone. */
export function WithTrailing({ text, children }: { text: string; children: ReactNode }) {
  const cut = text.trimEnd().search(/\S+$/);
  if (cut <= 0) return <span className="whitespace-nowrap">{text}{children}</span>;
  return (
    <>
      {text.slice(0, cut)}
      <span className="whitespace-nowrap">
        {text.slice(cut).trimEnd()}
        {children}
      </span>
    </>
  );
}
