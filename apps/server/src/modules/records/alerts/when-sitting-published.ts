import { unhandledEvent, type DomainEvent } from '@kakyere/contract';

/**
 * The fan-outs that follow speech (Members, searches) act only on a published sitting; bills have no
 * speeches. One switch, so a new event kind is decided for them in one place (exhaustive).
 */
export async function whenSittingPublished(event: DomainEvent, record: (hansardId: string) => Promise<string[]>): Promise<string[]> {
  switch (event.type) {
    case 'hansard-published':
      return record(event.payload.hansardId);
    case 'bill-created':
    case 'bill-stage-changed':
    case 'bill-status-changed':
      return [];
    default:
      return unhandledEvent(event);
  }
}
