import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles';
import { AppShell } from '../shell/app-shell';

/** Shown when a screen fails to render or its code cannot be downloaded (e.g. offline). */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <AppShell>
        <ErrorContent title="Page not found" text="There is nothing at this address." />
      </AppShell>
    );
  }
  console.error(error);
  return (
    <AppShell>
      <ErrorContent
        title="Something went wrong"
        text="This screen could not be shown. Check your connection and try again."
        reload
      />
    </AppShell>
  );
}

function ErrorContent({ title, text, reload = false }: { title: string; text: string; reload?: boolean }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-4 text-slate-700">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {reload && (
          <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
            Try again
          </button>
        )}
        <Link to="/" className={buttonClass(reload ? 'secondary' : 'primary')}>
          Go to the feed
        </Link>
      </div>
    </div>
  );
}
