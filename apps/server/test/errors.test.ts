import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, badRequest, ERROR_STATUS, forbidden, notFound, rateLimited, unauthenticated } from '../src/errors.js';
import { registerErrorHandlers } from '../src/plugins/error-handler.js';
import { createTestApp, type TestApp } from './test-app.js';

describe('AppError', () => {
  it('takes its HTTP status from its code alone', () => {
    expect(badRequest('x').statusCode).toBe(400);
    expect(unauthenticated('x').statusCode).toBe(401);
    expect(forbidden('x').statusCode).toBe(403);
    expect(notFound('x').statusCode).toBe(404);
    expect(rateLimited('x').statusCode).toBe(429);
    for (const [code, status] of Object.entries(ERROR_STATUS)) expect(new AppError(code as keyof typeof ERROR_STATUS, 'x').statusCode).toBe(status);
  });

  it('keeps a message for the log apart from the one people see', () => {
    const error = badRequest('Question must be between 1 and 140 characters', 'question of 212 characters from 10.0.0.1');
    expect(error.userMessage).toBe('Question must be between 1 and 140 characters');
    expect(error.message).toBe('question of 212 characters from 10.0.0.1');
    expect(error.code).toBe('invalid_input');
  });
});

describe('the error handler', () => {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);
  const body = { body: z.object({ email: z.string().email() }) };
  app.post('/default', { schema: body }, async () => {
    throw forbidden('Not yours');
  });
  app.post('/message', { schema: body, config: { errorEnvelope: 'message' } }, async () => {
    throw notFound('No such subscription');
  });
  app.get('/crash', async () => {
    throw new Error('secret connection string postgres://user:pw@db');
  });
  app.get('/crash-message', { config: { errorEnvelope: 'message' } }, async () => {
    throw new Error('boom');
  });
  beforeAll(() => app.ready());
  afterAll(() => app.close());

  const post = (url: string, payload: Record<string, string>) => app.inject({ method: 'POST', url, payload });

  it('answers with the code\'s status in the spec\'s { success: false, error } shape by default', async () => {
    const res = await post('/default', { email: 'ama@example.com' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, error: 'Not yours' });
    const invalid = await post('/default', { email: 'not-an-email' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ success: false, error: expect.stringContaining("field 'email'") });
  });

  it('uses { success: false, message } where a route asks for it, for its own errors, bad input and bad JSON alike', async () => {
    const res = await post('/message', { email: 'ama@example.com' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'No such subscription' });
    expect((await post('/message', { email: 'x' })).json()).toEqual({ success: false, message: expect.stringContaining("field 'email'") });
    const badJson = await app.inject({ method: 'POST', url: '/message', payload: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(badJson.statusCode).toBe(400);
    expect(Object.keys(badJson.json() as object).sort()).toEqual(['message', 'success']);
  });

  it('never shows what went wrong inside: a 500 says only that something did', async () => {
    const res = await app.inject({ method: 'GET', url: '/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('postgres://');
    expect(res.json()).toEqual({ success: false, error: 'Something went wrong on our side. Please try again later.' });
    expect((await app.inject({ method: 'GET', url: '/crash-message' })).json()).toEqual({
      success: false,
      message: 'Something went wrong on our side. Please try again later.',
    });
  });
});

describe('OpenAPI', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('documents the 429, 500 and 503 answers of every API route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json() as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
    expect(operations.length).toBeGreaterThanOrEqual(6);
    for (const { path, method, op } of operations) {
      expect(Object.keys(op.responses), `${method} ${path}`).toEqual(expect.arrayContaining(['429', '500', '503']));
    }
    expect(Object.keys(doc.paths['/api/bills/{id}/journey']!.get!.responses)).toEqual(expect.arrayContaining(['200', '400', '404']));
  });
});

describe('addresses Fastify refuses before choosing a route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_ON_START: 'false' });
  });
  afterAll(() => t.close());

  it('answer 400 in the error envelope, without echoing the address: a part too long, or badly encoded', async () => {
    const long = 'a'.repeat(150);
    for (const url of [`/p/${long}`, `/u/${long}`, `/api/hansards/${long}`]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ success: false, error: 'Invalid address: a part of it is too long' });
    }
    const encoded = await t.app.inject({ url: '/api/hansards/%E0%A4%A' });
    expect(encoded.statusCode).toBe(400);
    expect(encoded.json()).toEqual({ success: false, error: 'Invalid address: it is not correctly encoded' });
  });
});
