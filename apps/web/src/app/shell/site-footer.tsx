import { PAGES } from '@kakyere/contract/constants';
import { Link } from 'react-router';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-8 text-sm text-slate-600 sm:flex-row sm:items-end sm:justify-between sm:px-6">
        <div>
          <p className="font-semibold text-slate-800">
            Kakyerɛ <span className="font-normal text-slate-600">— “tell it”</span>
          </p>
          <p>Making Parliament’s proceedings accessible, understandable and actionable.</p>
        </div>
        <nav aria-label="About the data">
          <Link to={PAGES.openData.path} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-4 hover:underline">
            Open data: feeds and downloads
          </Link>
        </nav>
        <p>
          {/* The server's year: a reader whose clock says otherwise keeps it, and hydration does not complain. */}
          © <span suppressHydrationWarning>{year}</span> Kakyerɛ. Public records of the Parliament of Ghana.
        </p>
      </div>
    </footer>
  );
}
