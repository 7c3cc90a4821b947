import { STAGES } from '@kakyere/contract';
import type { BillImportOutcome } from './import-bills.js';

const stageLabel = (key: string) => STAGES.find((s) => s.key === key)?.label ?? key;
const statusWord = (status: string) => status.replace('_', ' ');

/** One line per bill for the import command: what changed and what it announced. */
export function formatBillOutcome(outcome: BillImportOutcome): string {
  const tagged = outcome.taggedIndustries;
  const event = `${outcome.event ? ` → event ${outcome.event.type}` : ''}${tagged && outcome.kind !== 'unchanged' ? ` (no industries given; read from its title and summary: ${tagged.join(', ') || 'none found'})` : ''}`;
  if (outcome.kind === 'created') return `+ ${outcome.billId}: created "${outcome.title}"${event}`;
  if (outcome.kind === 'unchanged') return `= ${outcome.billId}: unchanged`;
  const parts: string[] = [];
  if (outcome.status) parts.push(`status ${outcome.status.from} → ${outcome.status.to}`);
  for (const stage of outcome.stages) parts.push(`${stageLabel(stage.stage)} ${statusWord(stage.from)} → ${statusWord(stage.to)}`);
  const other = outcome.changed.filter((field) => field !== 'status' && field !== 'currentStage' && field !== 'stages');
  if (other.length > 0) parts.push(`changed ${other.join(', ')}`);
  if (outcome.changed.includes('stages') && outcome.stages.length === 0) parts.push('stage records edited');
  return `~ ${outcome.billId}: ${parts.join('; ')}${event}`;
}

export function summariseBillImport(outcomes: readonly BillImportOutcome[], dryRun: boolean): string {
  const count = (kind: BillImportOutcome['kind']) => outcomes.filter((o) => o.kind === kind).length;
  const events = outcomes.filter((o) => o.event).length;
  const tail = dryRun
    ? `${events} event${events === 1 ? '' : 's'} would be announced. Nothing was written (--dry-run).`
    : `${events} event${events === 1 ? '' : 's'} recorded; the running server sends their alerts (on the embedded database, when it next starts).`;
  return `${count('created')} created, ${count('updated')} updated, ${count('unchanged')} unchanged${dryRun ? ' (would be)' : ''}. ${tail}`;
}
