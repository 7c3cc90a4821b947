import { describe, expect, it } from 'vitest';
import {
  BILL_STATUSES,
  DOMAIN_EVENT_TYPES,
  DomainEventSchema,
  STAGE_KEYS,
  STAGE_STATUSES,
  UnreadableEventError,
  readDomainEvent,
  type DomainEvent,
  type DomainEventOf,
  type DomainEventType,
} from '@kakyere/contract';
import { bills, hansards, type SubscriptionRow } from '@kakyere/db';
import { eventJobPayload } from '../../src/jobs/event-job-payload.js';
import { staleEventReason } from '../../src/modules/records/alerts/alert-age.js';
import { industriesOfEvent, loadAlertItem } from '../../src/modules/records/alerts/load-alert-item.js';
import { renderAlertEmail, renderAlertText } from '../../src/modules/records/alerts/render-alert.js';
import { recordEvent } from '../../src/modules/delivery/events/record-event.js';

// Every member of the union, with samples covering every stage, stage status and bill status. The
// mapped type makes a new member without samples fail the typecheck; the first test, at run time.
const SAMPLES: { [T in DomainEventType]: DomainEventOf<T>[] } = {
  'hansard-published': [{ type: 'hansard-published', payload: { hansardId: '2024-03-05-plenary' } }],
  'bill-created': STAGE_KEYS.flatMap((stage) => STAGE_STATUSES.map((stageStatus) => ({ type: 'bill-created' as const, payload: { billId: 'rent-bill', stage, stageStatus } }))),
  'bill-stage-changed': STAGE_KEYS.flatMap((stage) => STAGE_STATUSES.map((stageStatus) => ({ type: 'bill-stage-changed' as const, payload: { billId: 'rent-bill', stage, stageStatus } }))),
  'bill-status-changed': BILL_STATUSES.flatMap((status) => BILL_STATUSES.map((previousStatus) => ({ type: 'bill-status-changed' as const, payload: { billId: 'rent-bill', status, previousStatus } }))),
};
const ALL: DomainEvent[] = Object.values(SAMPLES).flat();

/** A reader that finds the one sitting and the one bill, whatever is asked (the loaders' queries are one-row lookups by id). */
const rows = new Map<unknown, object>([
  [hansards, { id: '2024-03-05-plenary', title: 'Minister answers questions on cocoa prices', date: '2024-03-05', session: 'Plenary sitting', summary: 'Cocoa.', industries: ['Agriculture'] }],
  [bills, { id: 'rent-bill', title: 'Rent Bill, 2024', summary: 'Tenants.', industries: ['Housing'] }],
]);
const reader = { select: () => ({ from: (table: unknown) => ({ where: async () => [rows.get(table)] }) }) } as unknown as Parameters<typeof loadAlertItem>[0];
const subscriber = { id: 's', email: 'a@example.org', name: null, industries: ['Agriculture', 'Housing'] } as unknown as SubscriptionRow;
const links = { unsubscribe: 'https://kakyere.example/u', oneClickUnsubscribe: 'https://kakyere.example/u1', manage: 'https://kakyere.example/m' };

describe('a stored event is read once, through the contract', () => {
  it('has samples for every member of the union', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...DOMAIN_EVENT_TYPES].sort());
    for (const event of ALL) expect(readDomainEvent({ id: 1, ...event })).toEqual(event);
  });

  it('reads the rows the writers store, as they store them (no older shapes exist)', () => {
    expect(readDomainEvent({ id: 1, type: 'hansard-published', payload: { hansardId: 'h' } })).toEqual({ type: 'hansard-published', payload: { hansardId: 'h' } });
    const moved = { billId: 'vat-bill', stage: 'presidential_assent', stageStatus: 'in_progress' };
    expect(readDomainEvent({ id: 2, type: 'bill-stage-changed', payload: moved })).toEqual({ type: 'bill-stage-changed', payload: moved });
    const lapsed = { billId: 'vat-bill', status: 'lapsed', previousStatus: 'active' };
    expect(readDomainEvent({ id: 3, type: 'bill-status-changed', payload: lapsed })).toEqual({ type: 'bill-status-changed', payload: lapsed });
  });

  it('drops a field it does not know rather than passing it on', () => {
    expect(readDomainEvent({ id: 4, type: 'hansard-published', payload: { hansardId: 'h', note: 'x' } })).toEqual({ type: 'hansard-published', payload: { hansardId: 'h' } });
  });

  it('rejects a row whose payload lacks a field, naming the row and the field', () => {
    const read = () => readDomainEvent({ id: 7, type: 'bill-stage-changed', payload: { billId: 'vat-bill', stage: 'committee' } });
    expect(read).toThrow(UnreadableEventError);
    expect(read).toThrow(/^domain event 7 \(type 'bill-stage-changed'\) does not match its schema: payload\.stageStatus: Invalid option/);
  });

  it('rejects a field of the wrong type, a value outside its enum, an unknown type and a missing payload', () => {
    expect(() => readDomainEvent({ id: 8, type: 'hansard-published', payload: { hansardId: 42 } })).toThrow(/domain event 8 .*payload\.hansardId: Invalid input: expected string, received number/);
    expect(() => readDomainEvent({ id: 9, type: 'bill-status-changed', payload: { billId: 'b', status: 'vetoed', previousStatus: 'active' } })).toThrow(/payload\.status: Invalid option/);
    expect(() => readDomainEvent({ id: 10, type: 'bill-renamed', payload: { billId: 'b' } })).toThrow(/domain event 10 \(type 'bill-renamed'\) .*type: Invalid discriminator value/);
    expect(() => readDomainEvent({ id: 11, type: 'hansard-published', payload: null })).toThrow(/payload: Invalid input: expected object, received null/);
  });
});

describe('every member of the union renders into an alert', () => {
  it('loads an item for each, with its own words, and the e-mail and the text render', async () => {
    for (const event of ALL) {
      const item = await loadAlertItem(reader, 'https://kakyere.example', event);
      expect(item, event.type).not.toBeNull();
      expect(item!.kind).toBe(event.type === 'hansard-published' ? 'hansard' : 'bill');
      expect(item!.when).toMatch(/^[A-Z]/);
      expect(item!.when).not.toMatch(/undefined|null/);
      expect(renderAlertEmail('d', 'kakyere.example', subscriber, item!, links).text).toContain(`${item!.when}: ${item!.title}.`);
      expect(renderAlertText(item!, { item: item!.link, stop: links.unsubscribe })).toContain(item!.link);
      expect(await industriesOfEvent(reader, event)).toEqual(item!.industries);
      await staleEventReason(reader, event, 1_000_000);
    }
  });

  it('words each kind of event as before', async () => {
    const when = async (event: DomainEvent) => (await loadAlertItem(reader, 'https://kakyere.example', event))!.when;
    expect(await when(SAMPLES['hansard-published'][0]!)).toBe('Plenary sitting, 5 March 2024');
    expect(await when({ type: 'bill-created', payload: { billId: 'rent-bill', stage: 'implementation', stageStatus: 'completed' } })).toBe('Now on Kakyerɛ, in force');
    expect(await when({ type: 'bill-created', payload: { billId: 'rent-bill', stage: 'committee', stageStatus: 'in_progress' } })).toBe('Now on Kakyerɛ, at the Committee Stage stage');
    expect(await when({ type: 'bill-stage-changed', payload: { billId: 'rent-bill', stage: 'second_reading', stageStatus: 'completed' } })).toBe('Second Reading completed');
    expect(await when({ type: 'bill-stage-changed', payload: { billId: 'rent-bill', stage: 'third_reading', stageStatus: 'rejected' } })).toBe('Stopped at the Third Reading stage');
    expect(await when({ type: 'bill-stage-changed', payload: { billId: 'rent-bill', stage: 'presidential_assent', stageStatus: 'in_progress' } })).toBe('Now at the Presidential Assent stage');
    expect(await when({ type: 'bill-stage-changed', payload: { billId: 'rent-bill', stage: 'publication', stageStatus: 'pending' } })).toBe('Journey updated');
    expect(await when({ type: 'bill-status-changed', payload: { billId: 'rent-bill', status: 'passed', previousStatus: 'active' } })).toBe('Passed by Parliament');
    expect(await when({ type: 'bill-status-changed', payload: { billId: 'rent-bill', status: 'active', previousStatus: 'lapsed' } })).toBe('Back before Parliament');
  });

  it('announces nothing when the item is gone', async () => {
    const empty = { select: () => ({ from: () => ({ where: async () => [] }) }) } as unknown as Parameters<typeof loadAlertItem>[0];
    for (const type of DOMAIN_EVENT_TYPES) expect(await loadAlertItem(empty, 'https://kakyere.example', SAMPLES[type][0]!)).toBeNull();
  });
});

describe('the writer and the event jobs use the same union', () => {
  it('the writer refuses an event built past the types, before anything is stored', async () => {
    const inserted: unknown[] = [];
    const executor = { insert: () => ({ values: (row: unknown) => ({ onConflictDoNothing: async () => void inserted.push(row) }) }) } as unknown as Parameters<typeof recordEvent>[0];
    const renamed = { type: 'bill-stage-changed', payload: { billId: 'b', stage: 'committee', status: 'completed' } } as unknown as DomainEvent;
    await expect(recordEvent(executor, renamed, 'k')).rejects.toThrow(/stageStatus/);
    expect(inserted).toEqual([]);
    await recordEvent(executor, SAMPLES['hansard-published'][0]!, 'k');
    expect(inserted).toEqual([{ type: 'hansard-published', payload: { hansardId: '2024-03-05-plenary' }, dedupeKey: 'k' }]);
  });

  it('an event job reads the relay’s payload (the event’s fields beside eventId) into the typed event, and nothing else', () => {
    for (const event of ALL) expect(eventJobPayload(event.type).parse({ ...event.payload, eventId: 12 })).toEqual({ eventId: 12, event: DomainEventSchema.parse(event) });
    expect(eventJobPayload('hansard-published').parse({ hansardId: 'h', eventId: 3, extra: true })).toEqual({ eventId: 3, event: { type: 'hansard-published', payload: { hansardId: 'h' } } });
    expect(() => eventJobPayload('bill-created').parse({ billId: 'b', stage: 'committee', eventId: 3 })).toThrow(/stageStatus/);
    expect(() => eventJobPayload('hansard-published').parse({ hansardId: 'h' })).toThrow(/eventId/);
  });
});
