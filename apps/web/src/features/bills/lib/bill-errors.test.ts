import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { billJourneyErrorMessage, billsListErrorMessage } from './bill-errors';

describe('bill error messages (spec §8)', () => {
  it('maps list failures', () => {
    expect(billsListErrorMessage(new ApiRequestError('refused', 200, 'x'))).toBe('Failed to fetch bills');
    expect(billsListErrorMessage(new ApiRequestError('network', 0))).toBe('Failed to connect to server');
    expect(billsListErrorMessage(new ApiRequestError('unexpected', 502))).toBe('Failed to connect to server');
    expect(billsListErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to connect to server');
  });

  it('maps journey failures', () => {
    expect(billJourneyErrorMessage(new ApiRequestError('notFound', 404))).toBe('Bill not found');
    expect(billJourneyErrorMessage(new ApiRequestError('refused', 500, 'x'))).toBe('Failed to fetch bill journey');
    expect(billJourneyErrorMessage(new ApiRequestError('network', 0))).toBe('Failed to connect to server');
    expect(billJourneyErrorMessage(new ApiRequestError('unexpected', 200))).toBe('Failed to connect to server');
  });
});
