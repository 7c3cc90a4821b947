/**
 * What an import changes about one bill, compared on what readers see: the bill's fields, its
 * journey (the eight stages as the page shows them, derived from status and current stage), its
 * amendments, debates and stakeholders. And the one event that announces it.
 */
import { buildJourney, STAGES, type BillStatus, type DomainEvent, type StageKey, type StageStatus } from '@kakyere/contract';
import type { SeedBill } from '@kakyere/db';

export interface BillChange {
  billId: string;
  title: string;
  kind: 'created' | 'updated' | 'unchanged';
  /** The top-level fields and parts that differ ('status', 'stages', 'debates', …); empty when created or unchanged. */
  changed: string[];
  /** Stages whose status on the journey differs. */
  stages: { stage: StageKey; from: StageStatus; to: StageStatus }[];
  status?: { from: BillStatus; to: BillStatus };
}

/** Undefined and null mean the same in the file; key order must not matter. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)).map(([k, x]) => [k, x ?? null]))
      : v,
  );
}

const stageOrder = (stage: StageKey) => STAGES.findIndex((s) => s.key === stage);
const inJourneyOrder = <T extends { stage: StageKey }>(stages: readonly T[]) => [...stages].sort((a, b) => stageOrder(a.stage) - stageOrder(b.stage));

/** A bill as it would be stored: links to sittings the site does not hold dropped, stages in journey order. */
export function asStored(bill: SeedBill, knownHansardIds: ReadonlySet<string>): SeedBill {
  const linked = (id: string | null | undefined) => (id && knownHansardIds.has(id) ? id : null);
  return {
    ...bill,
    stages: inJourneyOrder(bill.stages),
    amendments: bill.amendments.map((a) => ({ ...a, hansardId: linked(a.hansardId) })),
    debates: bill.debates.map((d) => ({ ...d, hansardId: linked(d.hansardId), hansardUrl: d.hansardUrl ?? null })),
  };
}

/** `before` as stored (stage records in any order), `after` as `asStored` gives it. */
export function describeBillChange(stored: SeedBill | null, after: SeedBill): BillChange {
  const before = stored && { ...stored, stages: inJourneyOrder(stored.stages) };
  const base = { billId: after.id, title: after.title, changed: [] as string[], stages: [] as BillChange['stages'] };
  if (!before) return { ...base, kind: 'created' };
  const changed = (Object.keys(after) as (keyof SeedBill)[]).filter((key) => canonical(before[key]) !== canonical(after[key]));
  if (changed.length === 0) return { ...base, kind: 'unchanged' };
  const was = buildJourney(before, before.stages);
  const now = buildJourney(after, after.stages);
  const stages = now.flatMap((stage, index) => {
    const from = was[index]!.stageStatus;
    return from === stage.stageStatus ? [] : [{ stage: stage.stage, from, to: stage.stageStatus }];
  });
  const status = before.status === after.status ? undefined : { from: before.status, to: after.status };
  return { ...base, kind: 'updated', changed, stages, ...(status ? { status } : {}) };
}

/**
 * The one event an import announces for a bill, so a follower gets one alert per bill per import:
 * a new bill; else a changed status (passed, lapsed, …), the headline; else the journey's move,
 * named by the furthest stage that changed. Edits that move nothing (a summary reworded, a source
 * added) announce nothing.
 */
export function eventForChange(change: BillChange, after: SeedBill): DomainEvent | null {
  if (change.kind === 'created') {
    return { type: 'bill-created', payload: { billId: change.billId, stage: after.currentStage, stageStatus: buildJourney(after, after.stages)[stageOrder(after.currentStage)]!.stageStatus } };
  }
  if (change.status) return { type: 'bill-status-changed', payload: { billId: change.billId, status: change.status.to, previousStatus: change.status.from } };
  const moved = change.stages.at(-1);
  if (moved) return { type: 'bill-stage-changed', payload: { billId: change.billId, stage: moved.stage, stageStatus: moved.to } };
  return null;
}
