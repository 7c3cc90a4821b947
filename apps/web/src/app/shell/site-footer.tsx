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
        <p>
          {/* The server's year: a reader whose clock says otherwise keeps it, and hydration does not complain. */}
          © <span suppressHydrationWarning>{year}</span> Kakyerɛ. Public records of the Parliament of Ghana.
        </p>
      </div>
    </footer>
  );
}
