import { create } from 'xmlbuilder2';
import { aknDocumentPath, aknExpressionUri, aknWorkUri, AKN_COUNTRY, AKN_LANGUAGE, type AknWork } from '@kakyere/contract';

/**
 * What every Akoma Ntoso document Kakyerɛ serves opens with: the root in the AKN 3.0 namespace, the
 * FRBR identification of its work, expression and manifestation, and the two organisations it
 * names (the Parliament, author of the record; Kakyerɛ, which made this XML of it).
 */

export type XMLBuilder = ReturnType<typeof create>;

export const AKN_NAMESPACE = 'http://docs.oasis-open.org/legaldocml/ns/akn/3.0';

export const PARLIAMENT_EID = 'parliament';
export const PUBLISHER_EID = 'kakyere';

export interface AknFrame {
  work: AknWork;
  /** The work's (and this expression's) date and what it is the date of: YYYY-MM-DD, e.g. 'sitting'. */
  workDate: { date: string; name: string };
  /** The day the record this XML is made from last changed, YYYY-MM-DD. */
  generated: string;
  /** FRBRnumber and FRBRname of the work, where it has them ("989", "Right to Information Act, 2019"). */
  number?: string;
  name?: string;
}

/** A new document: the root element and its document element (`debate`, `act`, `bill`) with its meta filled in. */
export function openAknDocument(frame: AknFrame): { doc: XMLBuilder; root: XMLBuilder; meta: XMLBuilder; references: XMLBuilder } {
  // Characters XML cannot carry (control bytes from an OCR'd PDF) are dropped rather than failing the document.
  const doc = create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' });
  const root = doc.ele(AKN_NAMESPACE, 'akomaNtoso').ele(frame.work.type, { name: frame.work.type });
  const meta = root.ele('meta');
  const identification = meta.ele('identification', { source: `#${PUBLISHER_EID}` });
  const dated = (parent: XMLBuilder, date: { date: string; name: string }) => parent.ele('FRBRdate', { date: date.date, name: date.name });

  const work = identification.ele('FRBRWork');
  work.ele('FRBRthis', { value: `${aknWorkUri(frame.work)}/main` });
  work.ele('FRBRuri', { value: aknWorkUri(frame.work) });
  dated(work, frame.workDate);
  work.ele('FRBRauthor', { href: `#${PARLIAMENT_EID}` });
  work.ele('FRBRcountry', { value: AKN_COUNTRY });
  if (frame.number) work.ele('FRBRnumber', { value: frame.number });
  if (frame.name) work.ele('FRBRname', { value: frame.name });

  const expression = identification.ele('FRBRExpression');
  expression.ele('FRBRthis', { value: `${aknExpressionUri(frame.work)}/main` });
  expression.ele('FRBRuri', { value: aknExpressionUri(frame.work) });
  dated(expression, frame.workDate);
  expression.ele('FRBRauthor', { href: `#${PARLIAMENT_EID}` });
  expression.ele('FRBRlanguage', { language: AKN_LANGUAGE });

  const manifestation = identification.ele('FRBRManifestation');
  manifestation.ele('FRBRthis', { value: aknDocumentPath(frame.work) });
  manifestation.ele('FRBRuri', { value: `${aknExpressionUri(frame.work)}.akn` });
  dated(manifestation, { date: frame.generated, name: 'generation' });
  manifestation.ele('FRBRauthor', { href: `#${PUBLISHER_EID}` });

  const references = meta.ele('references', { source: `#${PUBLISHER_EID}` });
  references.ele('TLCOrganization', { eId: PARLIAMENT_EID, href: `/ontology/organization/${AKN_COUNTRY}/parliament`, showAs: 'Parliament of Ghana' });
  references.ele('TLCOrganization', { eId: PUBLISHER_EID, href: `/ontology/organization/${AKN_COUNTRY}/kakyere`, showAs: 'Kakyerɛ' });
  return { doc, root, meta, references };
}

export const serialiseAknDocument = (doc: XMLBuilder): string => doc.end({ prettyPrint: true });

/** An eId part from any text: letters and digits, runs of anything else as one hyphen ("PART II — X" → "part-ii-x"). */
export function eIdPart(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'x'
  );
}

/** "2026-11-22 00:18:52.6+00" or an ISO timestamp → "2026-11-22". */
export const dayOf = (timestamp: string): string => new Date(timestamp).toISOString().slice(0, 10);
