import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { responseCachesPlugin } from '../src/plugins/response-caches.js';
import { securityPlugin } from '../src/plugins/security.js';
import { webAppPlugin } from '../src/plugins/web-app.js';

describe('app composition', () => {
  it.each([
    ['response-caches', responseCachesPlugin, /config/],
    ['security', securityPlugin, /config/],
    ['web-app', webAppPlugin, /config/],
  ] as const)('the %s plugin refuses to start without the plugins it depends on', async (_name, plugin, missing) => {
    const app = Fastify({ logger: false });
    await expect(app.register(plugin).ready()).rejects.toThrow(missing);
    await app.close();
  });
});
