import { ExternalLink } from '../../../components/ui/external-link';
import { isWebLink, sourceHost } from '../lib/journey';

/** Where a fact comes from: each source by its site's name, opening in a new tab. */
export function SourceLinks({ urls, label, className = '' }: { urls: readonly string[]; label: string; className?: string }) {
  if (urls.length === 0) return null;
  return (
    <ul aria-label={label} className={className || 'flex flex-wrap gap-x-4'}>
      {urls.map((url) => (
        <li key={url} className="min-w-0">
          {isWebLink(url) ? (
            <ExternalLink href={url} className="text-sm font-medium">
              <span className="break-all">{sourceHost(url)}</span>
            </ExternalLink>
          ) : (
            <span className="text-sm break-all text-slate-700">{url}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The bill's sources in full, so a reader can see exactly which page each link opens. */
export function SourceList({ urls }: { urls: readonly string[] }) {
  if (urls.length === 0) {
    return <p className="text-sm text-slate-600">No sources recorded.</p>;
  }
  return (
    <ol className="space-y-1">
      {urls.map((url) => (
        <li key={url} className="min-w-0">
          {isWebLink(url) ? (
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className="group flex min-h-11 min-w-0 flex-col justify-center rounded-lg py-1"
            >
              <span className="font-semibold text-brand-700 underline-offset-4 group-hover:underline">
                {sourceHost(url)}
                <span className="sr-only"> (opens in a new tab)</span>
              </span>
              <span className="truncate text-xs text-slate-600">{url}</span>
            </a>
          ) : (
            <span className="text-sm break-all text-slate-700">{url}</span>
          )}
        </li>
      ))}
    </ol>
  );
}
