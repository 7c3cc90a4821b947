import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);

// Debian's Chromium, never a downloaded browser (the build machines cannot download one).
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './specs',
  outputDir: '../test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium },
      grep: /@phone/,
    },
  ],
  webServer: {
    command: 'npx tsx e2e/support/start-e2e-server.ts',
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/hansards?limit=1`,
    reuseExistingServer: false,
    // Start-up creates an in-memory database, migrates and seeds it, and imports one bill text; generous for a loaded CI machine.
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // The address the browser uses: e-mailed links and Google's return land on it, with its cookies.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: ':memory:',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '0',
      // The fixtures' sittings are from 2011–12: alerts for them all the same (the age rule has its own tests).
      ALERT_MAX_AGE_DAYS: '1000000',
    },
  },
});
