import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config.js';

/**
 * The import walls in eslint.config.js, tried with a one-line file at each place: a later
 * no-restricted-imports entry replaces an earlier one for the files both match, so a wall can fall
 * silently when an entry is added. Each case names the file it pretends to be and what it imports.
 */
const eslint = new ESLint({ cwd: repoRoot });

async function restrictedImports(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = x;\n`, { filePath: `${repoRoot}/${filePath}` });
  return result!.messages.filter((m) => /no-restricted-imports/.test(m.ruleId ?? '')).map((m) => m.message);
}

describe('import walls', () => {
  it.each([
    ['apps/web/src/features/bills/probe.ts', "import { x } from '@kakyere/db';", /HTTP only/],
    ['apps/web/src/features/alerts/probe.tsx', "import { x } from 'fastify';", /HTTP only/],
    ['apps/web/src/components/probe.tsx', "import { x } from '@kakyere/db';", /HTTP only/],
    ['apps/web/src/lib/probe.ts', "import { x } from '../../../server/src/config.js';", /HTTP only/],
    ['apps/web/src/app/probe.ts', "import { x } from '@kakyere/db';", /HTTP only/],
    ['apps/web/src/features/bills/probe.ts', "import { x } from '../alerts/alert-form.js';", /Features do not import each other/],
    ['apps/web/src/components/probe.tsx', "import { x } from '../features/bills/bills-page.js';", /must not depend on features/],
    ['packages/contract/src/probe.ts', "import { x } from '@kakyere/db';", /no I\/O/],
    ['apps/server/src/modules/engines/official-report/probe.ts', "import { x } from '../ai/hansard-analysis/analyse-sitting.js';", /imports neither/],
    ['apps/server/src/modules/engines/ai/probe.ts', "import { x } from '../../records/ingest/ingest-hansard.js';", /does not import modules\/records\/ingest/],
    ['apps/server/src/modules/engines/ai/legal-opinion/probe.ts', "import { x } from '../hansard-analysis/validate-analysis.js';", /does not import another task/],
    ['apps/server/src/modules/engines/ai/hansard-analysis/builtin/probe.ts', "import { x } from '../../legal-opinion/tokenise.js';", /does not import another task/],
    ['apps/server/src/modules/engines/ai/shared/probe.ts', "import { x } from '../hansard-analysis/analysis-engine.js';", /does not import another task/],
    ['apps/server/src/modules/engines/ai/legal-opinion/probe.ts', "import { x } from '../../../records/ingest/ingest-hansard.js';", /does not import modules\/records\/ingest/],
    ['apps/server/src/modules/records/alerts/probe.ts', "import { x } from '../../../jobs/job-queue.js';", /never imports jobs/],
    ['apps/server/src/modules/records/bills/probe.ts', "import { x } from '../../../runtime/build-services.js';", /never imports jobs/],
    ['apps/server/src/modules/engines/ai/hansard-analysis/builtin/probe.ts', "import { x } from '../../../../../routes/bills.js';", /never imports jobs/],
    ['apps/server/src/modules/engines/official-report/probe.ts', "import { x } from '../../../plugins/web-app.js';", /never imports jobs/],
    ['apps/server/src/modules/engines/text-index/probe.ts', "import { x } from '../../../cli/ingest.js';", /never imports jobs/],
    ['apps/server/src/routes/probe.ts', "import { x } from '../../../web/src/app/router.js';", /does not import web code/],
  ])('%s may not %s', async (file, source, message) => {
    const messages = await restrictedImports(file, source);
    expect(messages.some((m) => message.test(m)), messages.join('\n') || 'no restricted-import error').toBe(true);
  });

  it('lets the allowed imports through (the probe itself is not what fails)', async () => {
    expect(await restrictedImports('apps/web/src/features/bills/probe.ts', "import { x } from '@kakyere/contract/constants';")).toEqual([]);
    expect(await restrictedImports('apps/server/src/modules/engines/ai/probe.ts', "import { x } from '../official-report/parsed-sitting.js';")).toEqual([]);
    expect(await restrictedImports('apps/server/src/modules/records/alerts/probe.ts', "import { x } from '../../../config.js';")).toEqual([]);
    expect(await restrictedImports('apps/server/src/runtime/probe.ts', "import { x } from '../jobs/job-queue.js';")).toEqual([]);
  });
});
