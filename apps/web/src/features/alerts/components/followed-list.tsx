import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { ErrorBox, SuccessBox } from '../../../components/ui/message-boxes';
import { useHydrated } from '../../../lib/use-hydrated';
import { alertErrorMessage } from '../lib/alert-error-message';

type Notice = { kind: 'success' | 'error'; text: string } | null;

export interface FollowedListProps<Item extends { id: string }> {
  token: string;
  initial: readonly Item[];
  /** The section's heading id and words, the line under it, and what it says when the last one is removed. */
  headingId: string;
  title: string;
  description: string;
  none: string;
  /** What an item is called (its remove button's name) and how it shows. */
  name(item: Item): string;
  show(item: Item): ReactNode;
  /** Stops following it; answers those still followed. */
  unfollow(token: string, id: string): Promise<Item[]>;
  queryKey: readonly unknown[];
  removed(name: string): string;
  failed: string;
}

/**
 * What the manage page's subscription follows (Members, searches), each with a remove control;
 * nothing when there is none. Kept here, so the list (and what removing did) stays on the page when
 * the last one is removed.
 */
export function FollowedList<Item extends { id: string }>(props: FollowedListProps<Item>) {
  const { token, headingId, title } = props;
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const [items, setItems] = useState(props.initial);
  const [removing, setRemoving] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  async function remove(item: Item) {
    if (!hydrated || removing) return;
    setRemoving(item.id);
    setNotice(null);
    try {
      const left = await props.unfollow(token, item.id);
      setItems(left);
      queryClient.setQueryData(props.queryKey, left);
      setNotice({ kind: 'success', text: props.removed(props.name(item)) });
    } catch (error) {
      setNotice({ kind: 'error', text: alertErrorMessage(error, props.failed) });
    } finally {
      setRemoving(null);
    }
  }

  if (items.length === 0 && !notice) return null;
  return (
    <section aria-labelledby={headingId} className="mt-8 border-t border-slate-100 pt-6">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{props.description}</p>
      {items.length === 0 && <p className="mt-3 text-sm text-slate-700">{props.none}</p>}
      <ul className="mt-3 divide-y divide-slate-100" aria-label={title}>
        {items.map((item) => (
          <li key={item.id} className="flex items-center justify-between gap-3 py-2.5">
            {props.show(item)}
            <button
              type="button"
              disabled={!hydrated || removing !== null}
              onClick={() => void remove(item)}
              aria-label={`Stop following ${props.name(item)}`}
              className={buttonClass('secondary', 'text-sm')}
            >
              {removing === item.id ? 'Removing...' : 'Remove'}
            </button>
          </li>
        ))}
      </ul>
      {notice?.kind === 'success' && <SuccessBox className="mt-3">{notice.text}</SuccessBox>}
      {notice?.kind === 'error' && <ErrorBox className="mt-3">{notice.text}</ErrorBox>}
    </section>
  );
}
