import { PAGES } from '@kakyere/contract/constants';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles';
import { useDocumentTitle } from '../../lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle(PAGES.notFound.title);
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">Page not found</h1>
      <p className="mt-4 text-slate-700">There is nothing at this address. It may have moved.</p>
      <Link to="/" className={buttonClass('primary', 'mt-8')}>
        Go to the feed
      </Link>
    </div>
  );
}
