import { PARLIAMENT_GH_HANSARD_LISTING_URL } from '@kakyere/contract/constants';

/**
 * Where a reader can read a sitting whose transcript Kakyerɛ does not have: `text` is the link,
 * `note` (may be empty) follows it and says whose copy it is.
 */
export interface TranscriptLink {
  href: string;
  text: string;
  note: string;
}

interface KnownSite {
  domain: string;
  text: string;
  note: string;
}

// Matched on the domain and its subdomains (www.parliament.gh, www.odekro.org).
const KNOWN_SITES: readonly KnownSite[] = [
  {
    domain: 'parliament.gh',
    text: "Read this sitting on the Parliament of Ghana's website",
    note: ' (parliament.gh), the official record',
  },
  {
    // Odekro is a civil-society monitor of Parliament, so say whose copy it is.
    domain: 'odekro.org',
    text: 'Read this sitting on Odekro (odekro.org)',
    note: ", a parliamentary-monitoring site's copy of the record",
  },
];

function webUrl(value: string | null | undefined): URL | null {
  const text = value?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The link for a sitting's empty Full Proceedings panel, named by where it leads: the sitting's own
 * document when it has a web address, otherwise Parliament's Hansard listing.
 */
export function transcriptLink(documentUrl: string | null | undefined): TranscriptLink {
  const url = webUrl(documentUrl);
  if (!url) {
    return {
      href: PARLIAMENT_GH_HANSARD_LISTING_URL,
      text: "Find it in the Parliament of Ghana's Hansard listing",
      note: ' (parliament.gh), where the Official Reports are published',
    };
  }
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const site = KNOWN_SITES.find(({ domain }) => host === domain || host.endsWith(`.${domain}`));
  if (site) return { href: url.href, text: site.text, note: site.note };
  return { href: url.href, text: `Read this sitting on ${host.replace(/^www\./, '')}`, note: '' };
}
