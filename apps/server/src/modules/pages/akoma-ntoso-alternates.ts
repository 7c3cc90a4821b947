import { AKN_CONTENT_TYPE, aknDocumentPath, billTextWork, type PageName } from '@kakyere/contract';
import type { Database } from '@kakyere/db';
import { selectBillTextFacts } from '../records/bill-texts/bill-text-repository.js';
import { selectDebatePath } from '../records/hansards/debate-work.js';

/**
 * A sitting's page names its Akoma Ntoso debate when it has speeches stored; a bill's page, its text
 * as an Akoma Ntoso act or bill when one is stored. Nothing else has a standard document. (An
 * AlternateSource of page-alternates.ts, typed here by its shape: that file lists this one.)
 */
export async function akomaNtosoAlternates({ name, id, db }: { name: PageName; id?: string; db?: Database }): Promise<AknAlternate[]> {
  if (!db || !id) return [];
  if (name === 'hansard') {
    const href = await selectDebatePath(db, id);
    return href ? [{ type: AKN_CONTENT_TYPE, href, title: 'This sitting as Akoma Ntoso XML' }] : [];
  }
  if (name === 'bill') {
    const facts = await selectBillTextFacts(db, id);
    return facts ? [{ type: AKN_CONTENT_TYPE, href: aknDocumentPath(billTextWork(facts)), title: "This bill's text as Akoma Ntoso XML" }] : [];
  }
  return [];
}

interface AknAlternate {
  type: typeof AKN_CONTENT_TYPE;
  href: string;
  title: string;
}
