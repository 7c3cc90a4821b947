import { BILL_STATUS_COLOURS, STAGE_STATUS_COLOURS } from '@kakyere/contract/constants';
import type { BillStatus, StageStatus } from '@kakyere/contract';

export type BadgeTone = 'blue' | 'green' | 'red' | 'grey' | 'yellow';

export interface BadgeSpec {
  label: string;
  tone: BadgeTone;
}

/**
 * Tailwind classes per tone: dark text on a pale fill, every pair well above 4.5:1 contrast.
 * Written out in full so Tailwind finds them.
 */
export const BADGE_TONE_CLASSES: Record<BadgeTone, string> = {
  blue: 'bg-blue-50 text-blue-800 ring-blue-200',
  green: 'bg-green-50 text-green-800 ring-green-200',
  red: 'bg-red-50 text-red-800 ring-red-200',
  grey: 'bg-slate-100 text-slate-700 ring-slate-300',
  yellow: 'bg-amber-50 text-amber-900 ring-amber-300',
};

/** 'in_progress' → 'In Progress', 'withdrawn' → 'Withdrawn'. */
export function humanize(value: string): string {
  return value
    .trim()
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/** Spec §4: active blue, passed green, rejected red, withdrawn grey, lapsed yellow. */
export function billStatusBadge(status: BillStatus): BadgeSpec {
  return { label: humanize(status), tone: BILL_STATUS_COLOURS[status] };
}

/** Spec §4: completed green, in_progress blue, pending grey, rejected red. */
export function stageStatusBadge(status: StageStatus): BadgeSpec {
  return { label: humanize(status), tone: STAGE_STATUS_COLOURS[status] };
}

/** Spec §4: adopted green, rejected red, withdrawn grey, anything else blue (e.g. pending). */
export function amendmentStatusBadge(status: string): BadgeSpec {
  const key = status.trim().toLowerCase();
  const tone: BadgeTone =
    key === 'adopted' ? 'green' : key === 'rejected' ? 'red' : key === 'withdrawn' ? 'grey' : 'blue';
  return { label: humanize(status) || 'Status not recorded', tone };
}

/** Spec §4: support green, oppose red, any other position (neutral, mixed…) grey. */
export function stakeholderPositionBadge(position: string): BadgeSpec {
  const key = position.trim().toLowerCase();
  const tone: BadgeTone = key === 'support' ? 'green' : key === 'oppose' ? 'red' : 'grey';
  return { label: humanize(position) || 'Position not recorded', tone };
}
