import { NOTIFICATION_PROMPT_TEXTS as TEXT } from '@kakyere/contract/constants';
import { useId, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { lineIconProps } from '../../../components/ui/icon-props';


/**
 * The floating 'Stay Updated' card (spec §2). A non-modal dialog: it does not take focus from what
 * the reader is doing, its buttons are in the tab order, and Escape inside it dismisses it. Above
 * the bottom bar on phones, in the corner from md up.
 */
export function NotificationPrompt({ onEnable, onDismiss }: { onEnable: () => Promise<void>; onDismiss: () => void }) {
  const titleId = useId();
  const textId = useId();
  const [enabling, setEnabling] = useState(false);

  async function enable() {
    setEnabling(true);
    try {
      await onEnable();
    } finally {
      setEnabling(false);
    }
  }

  return (
    <section
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !enabling) onDismiss();
      }}
      className="fixed inset-x-3 bottom-[calc(5.75rem+env(safe-area-inset-bottom))] z-30 mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-4 shadow-xl shadow-slate-900/10 sm:p-5 md:inset-x-auto md:right-6 md:bottom-6 md:w-[24rem]"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <svg {...lineIconProps} className="size-5">
            <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
            <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
          </svg>
        </span>
        <h2 id={titleId} className="min-w-0 flex-1 text-base font-semibold text-slate-900">
          {TEXT.title}
        </h2>
        <button
          type="button"
          aria-label={TEXT.close}
          disabled={enabling}
          onClick={onDismiss}
          className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800 disabled:opacity-50"
        >
          <svg {...lineIconProps} className="size-5">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      {/* Under the title beside the bell where there is room; the whole width on the narrowest phones. */}
      <p id={textId} className="mt-1 text-sm leading-relaxed text-slate-700 min-[360px]:pl-13">
        {TEXT.body}
      </p>
      {/* Side by side wherever both fit (from 360 px), stacked on the narrowest phones. */}
      <div className="mt-4 flex flex-col gap-2 min-[360px]:flex-row">
        <button type="button" disabled={enabling} onClick={() => void enable()} className={buttonClass('primary', 'min-[360px]:flex-1')}>
          {enabling ? TEXT.enabling : TEXT.enable}
        </button>
        <button type="button" disabled={enabling} onClick={onDismiss} className={buttonClass('secondary')}>
          {TEXT.notNow}
        </button>
      </div>
      <p className="mt-3 text-xs text-slate-600">{TEXT.note}</p>
    </section>
  );
}
