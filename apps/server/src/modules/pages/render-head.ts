import { SITE_NAME } from '@kakyere/contract';
import type { PageDescription } from './describe-page.js';

/** The default link-preview card (1200×630 PNG; WhatsApp shows no SVG). */
export const OG_IMAGE = { path: '/og-card.png', width: 1200, height: 630, alt: 'Kakyerɛ: the Parliament of Ghana, in plain words' };

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for an HTML attribute or element body: data can hold any characters. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/**
 * The per-page part of <head>: title, description, canonical URL, Open Graph and Twitter card
 * tags. Every value is escaped; URLs are absolute on `publicUrl`.
 */
export function renderHead(page: PageDescription, publicUrl: string): string {
  const absolute = (path: string) => new URL(path, publicUrl).href;
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    ...(page.status === 404 || page.private ? [meta('name', 'robots', 'noindex')] : [`<link rel="canonical" href="${escapeHtml(absolute(page.path))}" />`]),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', page.type),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', absolute(page.path)),
    meta('property', 'og:locale', 'en_GB'),
    meta('property', 'og:image', absolute(OG_IMAGE.path)),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(OG_IMAGE.width)),
    meta('property', 'og:image:height', String(OG_IMAGE.height)),
    meta('property', 'og:image:alt', OG_IMAGE.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', absolute(OG_IMAGE.path)),
    ...(page.status === 200 ? (page.alternates ?? []) : []).map(
      (alternate) => `<link rel="alternate" type="${alternate.type}" title="${escapeHtml(alternate.title)}" href="${escapeHtml(absolute(alternate.href))}" />`,
    ),
  ];
  return tags.join('\n    ');
}

/**
 * The built index.html with its generic <title> and description replaced by the page's head. The
 * shell marks where they go with the `<!--page-head-->` … `<!--/page-head-->` comments.
 */
export function injectHead(shell: string, head: string): string {
  return shell.replace(/<!--page-head-->[\s\S]*?<!--\/page-head-->/, head);
}
