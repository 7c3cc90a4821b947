import { eq } from 'drizzle-orm';
import { STAGES, unhandledEvent, type BillEvent, type BillStatus, type DomainEvent, type StageKey, type StageStatus } from '@kakyere/contract';
import { bills, hansards, type DbExecutor } from '@kakyere/db';
import { formatSittingDate } from './format-sitting-date.js';
import type { AlertItem } from './render-alert.js';

const stageLabel = (stage: StageKey) => STAGES.find((s) => s.key === stage)?.label ?? 'a new';

// Keyed by every status: one added to the contract without words here fails the typecheck.
const STATUS_WORDS: Record<BillStatus, string> = { passed: 'Passed by Parliament', rejected: 'Rejected', withdrawn: 'Withdrawn', lapsed: 'Lapsed', active: 'Back before Parliament' };
const MOVE_WORDS: Record<StageStatus, (stage: string) => string> = {
  completed: (stage) => `${stage} completed`,
  rejected: (stage) => `Stopped at the ${stage} stage`,
  in_progress: (stage) => `Now at the ${stage} stage`,
  pending: () => 'Journey updated',
};

/** What happened to a bill, in the words its alert opens with: "Second Reading completed". */
export function describeBillEvent(event: BillEvent): string {
  switch (event.type) {
    case 'bill-status-changed':
      return STATUS_WORDS[event.payload.status];
    case 'bill-created': {
      const { stage, stageStatus } = event.payload;
      return stageStatus === 'completed' && stage === 'implementation' ? 'Now on Kakyerɛ, in force' : `Now on Kakyerɛ, at the ${stageLabel(stage)} stage`;
    }
    case 'bill-stage-changed':
      return MOVE_WORDS[event.payload.stageStatus](stageLabel(event.payload.stage));
    default:
      return unhandledEvent(event);
  }
}

async function loadHansard(db: DbExecutor, publicUrl: string, hansardId: string): Promise<AlertItem | null> {
  const [row] = await db
    .select({ id: hansards.id, title: hansards.title, date: hansards.sittingDate, session: hansards.sessionType, summary: hansards.summary, industries: hansards.affectedIndustries })
    .from(hansards)
    .where(eq(hansards.id, hansardId));
  if (!row) return null;
  const when = `${row.session ? `${row.session}, ` : ''}${formatSittingDate(row.date)}`;
  return { kind: 'hansard', title: row.title, when, summary: row.summary, industries: row.industries, link: `${publicUrl}/hansards/${encodeURIComponent(row.id)}` };
}

async function loadBill(db: DbExecutor, publicUrl: string, event: BillEvent): Promise<AlertItem | null> {
  const [row] = await db.select({ id: bills.id, title: bills.title, summary: bills.summary, industries: bills.industries }).from(bills).where(eq(bills.id, event.payload.billId));
  if (!row) return null;
  // What the event said happened, not the bill's state now: a later move is its own alert.
  return { kind: 'bill', title: row.title, when: describeBillEvent(event), summary: row.summary, industries: row.industries, link: `${publicUrl}/bills/${encodeURIComponent(row.id)}` };
}

/** The item an event announces, as alerts describe it; null when it no longer exists. */
export async function loadAlertItem(db: DbExecutor, publicUrl: string, event: DomainEvent): Promise<AlertItem | null> {
  switch (event.type) {
    case 'hansard-published':
      return loadHansard(db, publicUrl, event.payload.hansardId);
    case 'bill-created':
    case 'bill-stage-changed':
    case 'bill-status-changed':
      return loadBill(db, publicUrl, event);
    default:
      return unhandledEvent(event);
  }
}

/** The industries an event's item touches: what subscriptions match on. */
export async function industriesOfEvent(db: DbExecutor, event: DomainEvent): Promise<string[]> {
  switch (event.type) {
    case 'hansard-published': {
      const [row] = await db.select({ industries: hansards.affectedIndustries }).from(hansards).where(eq(hansards.id, event.payload.hansardId));
      return row?.industries ?? [];
    }
    case 'bill-created':
    case 'bill-stage-changed':
    case 'bill-status-changed': {
      const [row] = await db.select({ industries: bills.industries }).from(bills).where(eq(bills.id, event.payload.billId));
      return row?.industries ?? [];
    }
    default:
      return unhandledEvent(event);
  }
}
