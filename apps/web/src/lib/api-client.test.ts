import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, classifyAnswer, deleteJson, failureOf, getJson, isNotFound, patchJson, postForMessage, postJson, putJson, shouldRetry } from './api-client';

describe('classifyAnswer', () => {
  it('passes a success envelope', () => {
    expect(classifyAnswer(200, { success: true, data: [] })).toBeNull();
  });

  it('reads success: false as the server refusing, whatever the HTTP status', () => {
    expect(classifyAnswer(200, { success: false, error: 'x' })).toBe('refused');
    expect(classifyAnswer(400, { success: false, error: 'x' })).toBe('refused');
    expect(classifyAnswer(500, { success: false, error: 'x' })).toBe('refused');
  });

  it('reads 404 as not found, with or without a body', () => {
    expect(classifyAnswer(404, { success: false, error: 'Bill not found' })).toBe('notFound');
    expect(classifyAnswer(404, null)).toBe('notFound');
  });

  it('reads anything but the envelope as unexpected', () => {
    expect(classifyAnswer(200, null)).toBe('unexpected');
    expect(classifyAnswer(200, '<html>')).toBe('unexpected');
    expect(classifyAnswer(200, { data: [] })).toBe('unexpected');
    expect(classifyAnswer(200, { success: true })).toBe('unexpected');
    expect(classifyAnswer(502, { success: true, data: 1 })).toBe('unexpected');
  });

  it('passes a message-only success where the route answers with one, and only there', () => {
    expect(classifyAnswer(201, { success: true, message: 'Subscribed' }, 'message')).toBeNull();
    expect(classifyAnswer(201, { success: true, message: 'Subscribed' })).toBe('unexpected');
    expect(classifyAnswer(200, { success: true, data: {} }, 'message')).toBe('unexpected');
    expect(classifyAnswer(400, { success: false, message: 'Email is required' }, 'message')).toBe('refused');
  });
});

describe('requestJson', () => {
  afterEach(() => vi.unstubAllGlobals());
  const answer = (status: number, body: string) => vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { status })));

  it('returns the envelope of a successful answer', async () => {
    answer(200, '{"success":true,"data":[1]}');
    expect(await getJson('/api/x')).toEqual({ success: true, data: [1] });
  });

  it('keeps the server\'s own error text', async () => {
    answer(400, '{"success":false,"error":"Question must be between 1 and 140 characters"}');
    const error = await postJson('/api/x', { question: ' ' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ failure: 'refused', status: 400, serverMessage: 'Question must be between 1 and 140 characters' });
  });

  it('sends a POST body as JSON', async () => {
    const fetch = vi.fn(async () => new Response('{"success":true,"data":{}}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await postJson('/api/ask', { question: 'Who pays?' });
    expect(fetch).toHaveBeenCalledWith('/api/ask', expect.objectContaining({ method: 'POST', body: '{"question":"Who pays?"}' }));
    expect((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it('sends a PATCH body as JSON, and reads a 401 as the server refusing', async () => {
    const fetch = vi.fn(async () => new Response('{"success":false,"error":"Please sign in to see your profile."}', { status: 401 }));
    vi.stubGlobal('fetch', fetch);
    const error = await patchJson('/api/me/profile', { organization: '' }).catch((e: unknown) => e);
    expect(fetch).toHaveBeenCalledWith('/api/me/profile', expect.objectContaining({ method: 'PATCH', body: '{"organization":""}' }));
    expect(error).toMatchObject({ failure: 'refused', status: 401, serverMessage: 'Please sign in to see your profile.' });
  });

  it('sends PUT and DELETE, a DELETE without a body', async () => {
    const fetch = vi.fn(async () => new Response('{"success":true,"data":{}}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await putJson('/api/notifications/manage', { token: 't' });
    await deleteJson('/api/notifications/manage?token=t');
    const [put, del] = fetch.mock.calls as unknown as [string, RequestInit][];
    expect(put![1]).toMatchObject({ method: 'PUT', body: '{"token":"t"}' });
    expect(del![1]).toMatchObject({ method: 'DELETE', body: undefined });
    expect(del![1].headers).not.toHaveProperty('content-type');
  });

  it('reads a message-only answer, and keeps a failure worded `message` as the server text', async () => {
    answer(201, '{"success":true,"message":"Subscription successful!"}');
    expect(await postForMessage('/api/notifications/subscribe', {})).toEqual({ success: true, message: 'Subscription successful!' });
    answer(429, '{"success":false,"message":"Too many requests."}');
    expect(await postForMessage('/api/notifications/subscribe', {}).catch((e: unknown) => e)).toMatchObject({
      failure: 'refused',
      status: 429,
      serverMessage: 'Too many requests.',
    });
  });

  it('classifies no answer, an unreadable one and a 404', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(failureOf(await getJson('/api/x').catch((e: unknown) => e))).toBe('network');
    answer(502, '<h1>Bad gateway</h1>');
    expect(failureOf(await getJson('/api/x').catch((e: unknown) => e))).toBe('unexpected');
    answer(404, '{"success":false,"error":"Bill not found"}');
    expect(isNotFound(await getJson('/api/x').catch((e: unknown) => e))).toBe(true);
  });

  it('passes an abort through untouched', async () => {
    const controller = new AbortController();
    vi.stubGlobal('fetch', vi.fn(async () => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    }));
    const error = await getJson('/api/x', controller.signal).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
  });
});

describe('shouldRetry', () => {
  it('retries an answer that never came (or came garbled) once, never the server\'s own answer', () => {
    expect(shouldRetry(0, new ApiRequestError('network', 0))).toBe(true);
    expect(shouldRetry(0, new ApiRequestError('unexpected', 502))).toBe(true);
    expect(shouldRetry(1, new ApiRequestError('network', 0))).toBe(false);
    expect(shouldRetry(0, new ApiRequestError('refused', 500))).toBe(false);
    expect(shouldRetry(0, new ApiRequestError('notFound', 404))).toBe(false);
  });
});
