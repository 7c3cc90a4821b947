import { eq } from 'drizzle-orm';
import { STAGES, type StageKey, type StageStatus } from '@kakyere/contract';
import { bills, hansards, type Database } from '@kakyere/db';
import { formatSittingDate } from './format-sitting-date.js';
import type { AlertItem } from './render-alert.js';

type Reader = Pick<Database, 'select'>;
type Payload = Record<string, unknown>;

const stageLabel = (stage: unknown) => STAGES.find((s) => s.key === stage)?.label ?? 'a new';

/** What happened to a bill, in the words its alert opens with: "Second Reading completed". */
export function describeBillEvent(type: string, payload: Payload): string {
  if (type === 'bill-status-changed') {
    const words: Record<string, string> = { passed: 'Passed by Parliament', rejected: 'Rejected', withdrawn: 'Withdrawn', lapsed: 'Lapsed', active: 'Back before Parliament' };
    return words[String(payload.status)] ?? 'Status changed';
  }
  const stage = stageLabel(payload.stage as StageKey);
  const status = payload.stageStatus as StageStatus | undefined;
  if (type === 'bill-created') return status === 'completed' && payload.stage === 'implementation' ? 'Now on Kakyerɛ, in force' : `Now on Kakyerɛ, at the ${stage} stage`;
  if (status === 'completed') return `${stage} completed`;
  if (status === 'rejected') return `Stopped at the ${stage} stage`;
  if (status === 'in_progress') return `Now at the ${stage} stage`;
  return 'Journey updated';
}

async function loadHansard(db: Reader, publicUrl: string, hansardId: string): Promise<AlertItem | null> {
  const [row] = await db
    .select({ id: hansards.id, title: hansards.title, date: hansards.sittingDate, session: hansards.sessionType, summary: hansards.summary, industries: hansards.affectedIndustries })
    .from(hansards)
    .where(eq(hansards.id, hansardId));
  if (!row) return null;
  const when = `${row.session ? `${row.session}, ` : ''}${formatSittingDate(row.date)}`;
  return { kind: 'hansard', title: row.title, when, summary: row.summary, industries: row.industries, link: `${publicUrl}/hansards/${encodeURIComponent(row.id)}` };
}

async function loadBill(db: Reader, publicUrl: string, type: string, payload: Payload & { billId: string }): Promise<AlertItem | null> {
  const [row] = await db.select({ id: bills.id, title: bills.title, summary: bills.summary, industries: bills.industries }).from(bills).where(eq(bills.id, payload.billId));
  if (!row) return null;
  // What the event said happened, not the bill's state now: a later move is its own alert.
  return { kind: 'bill', title: row.title, when: describeBillEvent(type, payload), summary: row.summary, industries: row.industries, link: `${publicUrl}/bills/${encodeURIComponent(row.id)}` };
}

/** The item an event announces, as alerts describe it; null when it no longer exists (or the event announces nothing). */
export async function loadAlertItem(db: Reader, publicUrl: string, type: string, payload: Payload): Promise<AlertItem | null> {
  if (type === 'hansard-published' && typeof payload.hansardId === 'string') return loadHansard(db, publicUrl, payload.hansardId);
  if (type.startsWith('bill-') && typeof payload.billId === 'string') return loadBill(db, publicUrl, type, { ...payload, billId: payload.billId });
  return null;
}

/** The industries an event's item touches: what subscriptions match on. */
export async function industriesOfEvent(db: Reader, type: string, payload: Payload): Promise<string[]> {
  if (type === 'hansard-published' && typeof payload.hansardId === 'string') {
    const [row] = await db.select({ industries: hansards.affectedIndustries }).from(hansards).where(eq(hansards.id, payload.hansardId));
    return row?.industries ?? [];
  }
  if (type.startsWith('bill-') && typeof payload.billId === 'string') {
    const [row] = await db.select({ industries: bills.industries }).from(bills).where(eq(bills.id, payload.billId));
    return row?.industries ?? [];
  }
  return [];
}
