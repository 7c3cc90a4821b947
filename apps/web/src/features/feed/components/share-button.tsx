import { useEffect, useRef, useState } from 'react';
import { hansardPermalink } from '../../../lib/hansard-links';
import { shareLink } from '../lib/share-link';
import { ShareIcon } from './icons';

const CONFIRMATION_MS = 3000;

export function ShareButton({ id, title, className }: { id: string; title: string; className: string }) {
  const [message, setMessage] = useState('');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function onShare() {
    const url = hansardPermalink(window.location.origin, id);
    const outcome = await shareLink({ title, url });
    if (outcome === 'copied') setMessage('Link copied');
    else if (outcome === 'failed') setMessage(`Could not copy the link: ${url}`);
    else return;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setMessage(''), CONFIRMATION_MS);
  }

  return (
    <span className="relative inline-flex">
      <button type="button" onClick={onShare} className={className}>
        <ShareIcon />
        Share
      </button>
      <span
        role="status"
        className={`pointer-events-none absolute right-0 bottom-full z-10 mb-2 w-max max-w-64 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium break-all text-white shadow-lg transition-opacity ${
          message ? 'opacity-100' : 'opacity-0'
        }`}
      >
        {message}
      </span>
    </span>
  );
}
