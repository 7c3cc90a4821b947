import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { securityPlugin } from '../src/plugins/security.js';
import { servicesPlugin } from '../src/plugins/services-plugin.js';
import type { Services } from '../src/runtime/build-services.js';
import { webAppPlugin } from '../src/plugins/web-app.js';

describe('app composition', () => {
  it.each([
    ['security', securityPlugin, /config/],
    ['web-app', webAppPlugin, /config/],
  ] as const)('the %s plugin refuses to start without the plugins it depends on', async (_name, plugin, missing) => {
    const app = Fastify({ logger: false });
    await expect(app.register(plugin).ready()).rejects.toThrow(missing);
    await app.close();
  });

  it('the services plugin refuses to start without the config and the database', async () => {
    const app = Fastify({ logger: false });
    await expect(app.register(servicesPlugin, { services: {} as Services }).ready()).rejects.toThrow(/config/);
    await app.close();
  });
});
