import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles';
import { useDocumentTitle } from '../../lib/use-document-title';

const SCREENS: Record<string, { title: string; description: string }> = {
  bills: {
    title: 'Parliamentary Bills',
    description: 'Track every bill through the eight stages of becoming law.',
  },
  subscribe: {
    title: 'Subscribe to Kakyerɛ',
    description: 'Get alerts by e-mail, SMS or WhatsApp when Parliament discusses your industry.',
  },
};

/** Stands in for screens that are not built yet, so navigation never dead-ends. */
export function ComingSoonPage() {
  const [, section = '', detail] = useLocation().pathname.split('/');
  const screen =
    section === 'bills' && detail
      ? { title: 'Bill Journey', description: 'Follow one bill through each stage, with debates and amendments.' }
      : (SCREENS[section] ?? { title: 'Coming soon', description: '' });
  useDocumentTitle(screen.title);
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Coming soon</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{screen.title}</h1>
      {screen.description && <p className="mt-4 text-slate-700">{screen.description}</p>}
      <p className="mt-2 text-slate-700">
        This screen is coming soon. Meanwhile, you can read the latest proceedings.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass('primary')}>
          Go to the feed
        </Link>
        <Link to="/hansards" className={buttonClass('secondary')}>
          Browse all Hansards
        </Link>
      </div>
    </div>
  );
}
