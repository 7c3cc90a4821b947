import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';

describe('PUBLIC_URL', () => {
  it('defaults to http://localhost:$PORT', () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
  });

  it('is taken as given, without a trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://kakyere.example/' }).PUBLIC_URL).toBe('https://kakyere.example');
  });

  it('stops start-up with the variable named when it is not an http(s) URL', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://kakyere.example' })).toThrow(/PUBLIC_URL: must be an http\(s\) URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'kakyere' })).toThrow(/PUBLIC_URL/);
  });
});
