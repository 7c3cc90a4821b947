import { PAGES } from '@kakyere/contract/constants';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHydrated } from '../../../lib/use-hydrated';
import { AKN_SITTING, BULK_FILES, FEEDS, POPOLO_PATH, SINCE_EXAMPLE, SINCE_LISTS, type ExportLink } from '../lib/open-data-exports';

const linkClass = 'font-medium [overflow-wrap:anywhere] text-brand-700 underline decoration-brand-200 underline-offset-2 hover:decoration-brand-700';
const codeClass = 'rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em] [overflow-wrap:anywhere] text-slate-800';

/** /open-data: every feed, document and download the site offers, their formats and their terms. */
export function OpenDataPage() {
  useDocumentTitle(PAGES.openData.title);
  // The curl example names this site; the server does not know the address it is read at, so the
  // browser fills it in once the page is live (the same text on both sides until then).
  const hydrated = useHydrated();
  const origin = hydrated ? window.location.origin : 'https://<this site>';
  return (
    <div className="mx-auto max-w-3xl px-4 pt-8 pb-12 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Open data</h1>
      <p className="mt-2 text-slate-700">
        Everything Kakyerɛ publishes can be followed and downloaded without scraping the pages: feeds for newsrooms’ readers, standard documents for
        legal information institutes, and whole files for researchers’ scripts. All of it is free, and needs no key.
      </p>

      <Section id="feeds" title="Feeds (Atom)">
        <p>
          Atom 1.0 feeds, for any feed reader. Each entry says what happened and keeps its id for good. The pages that have a feed link it too.
        </p>
        <ExportList links={FEEDS} />
        <p>
          The search feed takes the same filters as the search (<code className={codeClass}>person</code>, <code className={codeClass}>party</code>,{' '}
          <code className={codeClass}>from</code>, <code className={codeClass}>to</code>, <code className={codeClass}>industry</code>…).
        </p>
      </Section>

      <Section id="akoma-ntoso" title="Standard documents (Akoma Ntoso)">
        <p>
          Sittings and bill texts in Akoma Ntoso 3.0 (OASIS LegalDocML), the XML that parliaments and legal information institutes use. Each
          document is at its Akoma Ntoso address under <code className={codeClass}>/akn/</code>, and linked from its page on this site.
        </p>
        <ul className="list-disc space-y-2 pl-5">
          <li>
            {AKN_SITTING.label}: <code className={codeClass}>{AKN_SITTING.pattern}</code>, for example{' '}
            <a className={linkClass} href={AKN_SITTING.example}>
              {AKN_SITTING.example}
            </a>
            . Each business item is a <code className={codeClass}>debateSection</code> and each speech names its speaker in the references.
          </li>
          <li>
            Each stored bill text as a <code className={codeClass}>bill</code> under <code className={codeClass}>/akn/gh/bill/…/eng@/main.xml</code>,
            an Act as an <code className={codeClass}>act</code> under <code className={codeClass}>/akn/gh/act/…/eng@/main.xml</code>: sections with
            their numbers and headings, parts and schedules. The bill’s page links its document.
          </li>
        </ul>
      </Section>

      <Section id="popolo" title="People (Popolo)">
        <p>
          The Members of Parliament, their parties, constituencies, seats and offices, in the Popolo standard of the civic-tech world (persons,
          organizations, areas, memberships and posts): the same data this site imports, so another site can import it from here.
        </p>
        <p>
          <a className={linkClass} href={POPOLO_PATH}>
            People as Popolo JSON
          </a>{' '}
          (<code className={codeClass}>{POPOLO_PATH}</code>)
        </p>
      </Section>

      <Section id="bulk" title="Bulk downloads (JSON Lines)">
        <p>
          One file per kind, one JSON object a line, made again whenever the data changes. The fields are those of the JSON API, whose reference
          is at{' '}
          <a className={linkClass} href="/api/docs">
            /api/docs
          </a>
          .
        </p>
        <ExportList links={BULK_FILES} />
      </Section>

      <Section id="since" title="Keeping a copy up to date">
        <p>
          After a first bulk download, ask the lists for what changed since your last visit: {SINCE_LISTS.map((path, i) => (
            <span key={path}>
              {i > 0 ? (i === SINCE_LISTS.length - 1 ? ' and ' : ', ') : ''}
              <code className={codeClass}>{path}</code>
            </span>
          ))}{' '}
          take <code className={codeClass}>?since=</code> with an ISO 8601 time and zone. The answer holds the records changed since then;{' '}
          <code className={codeClass}>deleted</code> lists those removed since (<code className={codeClass}>id</code>,{' '}
          <code className={codeClass}>at</code>), and for people <code className={codeClass}>merged</code> lists a merged Member’s old id and
          the id it now goes to (<code className={codeClass}>from</code>, <code className={codeClass}>into</code>). Send the answer’s{' '}
          <code className={codeClass}>as_of</code> as your next <code className={codeClass}>since</code>: it is a little early on purpose, so
          a record may come twice but never not at all.
        </p>
        <CodeBlock label="Sittings changed since 1 November 2026, with curl">{`curl "${origin}${SINCE_EXAMPLE}"`}</CodeBlock>
      </Section>

      <Section id="search-engines" title="For search engines">
        <p>
          Every sitting, bill, Member and page is in the{' '}
          <a className={linkClass} href="/sitemap.xml">
            sitemap
          </a>
          , each dated by its own last change; <a className={linkClass} href="/robots.txt">robots.txt</a> keeps crawlers out of personal pages.
        </p>
      </Section>

      <Section id="cors" title="From another website">
        <p>
          Feeds and exports are sent with <code className={codeClass}>Access-Control-Allow-Origin: *</code>, so a page on any site can read them
          from the browser. Feeds and the sitemap carry an <code className={codeClass}>ETag</code>: send it back in{' '}
          <code className={codeClass}>If-None-Match</code> and an unchanged answer is a short 304.
        </p>
      </Section>

      <Section id="terms" title="Terms of use">
        <ul className="list-disc space-y-3 pl-5">
          <li>
            <strong className="font-semibold text-slate-900">The Hansards, bills and Acts</strong> are official public records of the Parliament of
            Ghana. Parliament publishes them without an explicit licence, so Kakyerɛ cannot grant one: the transcripts and texts here are those
            records, reproduced as published. Cite the Official Report of the Parliament of Ghana when you use them.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">Kakyerɛ’s own summaries and analyses</strong> (sitting summaries, topics, industry tags,
            bill journeys) are under the{' '}
            <a className={linkClass} href="https://creativecommons.org/licenses/by/4.0/" rel="license">
              Creative Commons Attribution 4.0 licence (CC BY 4.0)
            </a>
            : use them for anything, crediting “Kakyerɛ”. Summaries are written by a machine from the record and can be wrong; each one says where
            in the record its claims come from.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">The people data</strong> is under CC BY 4.0 too, crediting “Kakyerɛ”. It was compiled
            from EveryPolitician and Wikidata (both CC0), the Official Report of 24 January 2012, parliament.gh and news reports: facts only, each
            seat with the addresses of its sources. Keep those sources when you pass it on. Coverage of the 8th and 9th Parliaments is partial: a
            Member missing from it is unknown, not absent.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">Nothing personal is ever exported.</strong> No feed, document or download holds
            subscribers, accounts, alert choices, e-mail addresses, phone numbers or readers’ feedback.
          </li>
        </ul>
      </Section>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-slate-700">{children}</div>
    </section>
  );
}

function ExportList({ links }: { links: readonly ExportLink[] }) {
  return (
    <ul className="list-disc space-y-2 pl-5">
      {links.map((link) => (
        <li key={link.pattern}>
          {link.label}:{' '}
          {link.example === link.pattern ? (
            <a className={linkClass} href={link.example}>
              {link.example}
            </a>
          ) : (
            <>
              <code className={codeClass}>{link.pattern}</code>, for example{' '}
              <a className={linkClass} href={link.example}>
                {link.example}
              </a>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A command to copy: kept on one line, scrolled sideways on a narrow screen (a named, focusable region, so by keyboard too). */
function CodeBlock({ label, children }: { label: string; children: string }) {
  return (
    <figure>
      <figcaption className="text-sm text-slate-600">{label}</figcaption>
      <pre tabIndex={0} role="region" aria-label={label} className="mt-1 max-w-full overflow-x-auto rounded-lg bg-slate-900 p-3 text-sm text-slate-50">
        <code>{children}</code>
      </pre>
    </figure>
  );
}
