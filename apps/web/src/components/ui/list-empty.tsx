interface ListEmptyProps {
  title: string;
  hint: string;
}

/** A list with nothing to show (or nothing that matches): what was not found, and what to try. */
export function ListEmpty({ title, hint }: ListEmptyProps) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 text-slate-600">{hint}</p>
    </div>
  );
}
