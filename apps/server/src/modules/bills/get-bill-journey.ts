import { BILL_MESSAGES, type BillJourneyResponse } from '@kakyere/contract';
import type { Database } from '@kakyere/db';
import { notFound } from '../../errors.js';
import { selectBillJourneyRows } from './bill-repository.js';
import { toApiAmendment, toApiBill, toApiDebate, toApiStages, toApiStakeholder } from './to-api-bill.js';

export async function getBillJourney(db: Database, id: string): Promise<BillJourneyResponse> {
  const rows = await selectBillJourneyRows(db, id);
  if (!rows) throw notFound(BILL_MESSAGES.billNotFound);
  const bill = toApiBill(rows.bill);
  return {
    success: true,
    data: {
      bill,
      stages: toApiStages(bill, rows.stages),
      amendments: rows.amendments.map(toApiAmendment),
      debates: rows.debates.map(toApiDebate),
      stakeholders: rows.stakeholders.map(toApiStakeholder),
    },
  };
}
