import type { ReactNode } from 'react';

export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-2 text-sm font-semibold tracking-wide text-slate-900 uppercase">{title}</h3>
      {children}
    </section>
  );
}

export function BulletList({ items, columns = false }: { items: readonly string[]; columns?: boolean }) {
  if (items.length === 0) return <NoneRecorded />;
  return (
    <ul
      className={`list-disc space-y-1 pl-5 text-slate-700 marker:text-brand-600 ${
        columns ? 'sm:columns-2 sm:gap-8 [&>li]:break-inside-avoid' : ''
      }`}
    >
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export function NoneRecorded() {
  return <p className="text-sm text-slate-600">None recorded.</p>;
}
