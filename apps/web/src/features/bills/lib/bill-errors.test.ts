import { describe, expect, it } from 'vitest';
import {
  billJourneyErrorMessage,
  billsListErrorMessage,
  BillsRequestError,
  classifyAnswer,
  shouldRetryBillsCall,
} from './bill-errors';

describe('classifyAnswer', () => {
  it('passes successful answers on to the schema', () => {
    expect(classifyAnswer(200, { success: true, data: [] })).toBeNull();
  });

  it('reads success: false as a failure, whatever the HTTP status', () => {
    expect(classifyAnswer(200, { success: false, error: 'x' })).toBe('failed');
    expect(classifyAnswer(500, { success: false, error: 'x' })).toBe('failed');
  });

  it('reads 404 as not found', () => {
    expect(classifyAnswer(404, { success: false, error: 'Bill not found' })).toBe('notFound');
    expect(classifyAnswer(404, null)).toBe('notFound');
  });

  it('reads anything else as a connection (parse) failure', () => {
    expect(classifyAnswer(200, null)).toBe('connect');
    expect(classifyAnswer(200, '<html>')).toBe('connect');
    expect(classifyAnswer(200, { data: [] })).toBe('connect');
    expect(classifyAnswer(502, { success: true })).toBe('connect');
  });
});

describe('error messages (spec §8)', () => {
  it('maps list failures', () => {
    expect(billsListErrorMessage(new BillsRequestError('failed', 200))).toBe('Failed to fetch bills');
    expect(billsListErrorMessage(new BillsRequestError('connect', 0))).toBe('Failed to connect to server');
    expect(billsListErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to connect to server');
  });

  it('maps journey failures', () => {
    expect(billJourneyErrorMessage(new BillsRequestError('notFound', 404))).toBe('Bill not found');
    expect(billJourneyErrorMessage(new BillsRequestError('failed', 500))).toBe('Failed to fetch bill journey');
    expect(billJourneyErrorMessage(new BillsRequestError('connect', 0))).toBe('Failed to connect to server');
  });

  it('retries a failed connection once, never a server answer', () => {
    expect(shouldRetryBillsCall(0, new BillsRequestError('connect', 0))).toBe(true);
    expect(shouldRetryBillsCall(1, new BillsRequestError('connect', 0))).toBe(false);
    expect(shouldRetryBillsCall(0, new BillsRequestError('failed', 200))).toBe(false);
    expect(shouldRetryBillsCall(0, new BillsRequestError('notFound', 404))).toBe(false);
  });
});
