import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { create } from 'xmlbuilder2';

export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const XMLLINT = '/usr/bin/xmllint';
const hasXmllint = existsSync(XMLLINT);
if (!hasXmllint) console.warn('xmllint not installed (Debian libxml2-utils): sitemaps are parsed, but not checked for well-formedness by libxml2');

/** What is read of xmlbuilder2's DOM (the server's types have no DOM lib). */
interface XmlElement {
  localName: string;
  namespaceURI: string | null;
  textContent: string | null;
  getElementsByTagNameNS(namespace: string, name: string): ArrayLike<XmlElement> & Iterable<XmlElement>;
}

export interface SitemapEntry {
  loc: string;
  lastmod: string | undefined;
}

/**
 * A sitemap file as a crawler reads it: well-formed XML (libxml2 refuses what is not), its root
 * element in the sitemap namespace, and each entry's loc and lastmod.
 */
export function readSitemap(xml: string): { root: string; namespace: string | null; entries: SitemapEntry[] } {
  if (hasXmllint) execFileSync(XMLLINT, ['--noout', '-'], { input: xml, stdio: ['pipe', 'ignore', 'pipe'] });
  const root = create(xml).root().node as unknown as XmlElement;
  const tag = root.localName === 'sitemapindex' ? 'sitemap' : 'url';
  const entries = [...root.getElementsByTagNameNS(SITEMAP_NS, tag)].map((element) => ({
    loc: element.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]!.textContent!,
    lastmod: element.getElementsByTagNameNS(SITEMAP_NS, 'lastmod')[0]?.textContent ?? undefined,
  }));
  return { root: root.localName, namespace: root.namespaceURI, entries };
}
