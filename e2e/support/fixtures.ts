import { test as base, expect as baseExpect, type ConsoleMessage, type Page } from '@playwright/test';
import { STORAGE_KEYS } from './constants.js';

/**
 * Console errors (including CSP violations, which Chromium reports as console errors), warnings
 * the site's own scripts log (React Router's among them: they are its bundles) and uncaught page
 * errors seen during a test. Any that the test did not declare as expected fail the test when it ends.
 */
export interface ConsoleErrors {
  /** Declares errors this test expects (e.g. the 500 it stubbed); matched against the text. */
  allow(...patterns: RegExp[]): void;
  /** Everything recorded so far, allowed or not. */
  readonly all: readonly string[];
  /** What has been recorded that no allow() pattern covers. */
  unexpected(): string[];
}

interface Options {
  /** Store the onboarding completion flag before any page script runs, so the tour stays closed. */
  skipOnboarding: boolean;
  /**
   * Store the notification prompt's flag likewise, so the 'Stay Updated' card (2 s after sign-in,
   * while the browser's permission is undecided) does not cover what the test works with.
   */
  skipNotificationPrompt: boolean;
}

interface Fixtures {
  consoleErrors: ConsoleErrors;
}

function describeMessage(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  return url ? `${message.text()} (${url}:${lineNumber})` : message.text();
}

/**
 * A warning logged by the site's scripts (the built bundles under /assets/), not by the browser
 * itself about the page (e.g. an unused preload), which has no script there.
 */
function isSiteScriptWarning(message: ConsoleMessage): boolean {
  if (message.type() !== 'warning') return false;
  const { url } = message.location();
  try {
    return new URL(url).pathname.startsWith('/assets/');
  } catch {
    return false;
  }
}

function watchConsole(page: Page, sink: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error') sink.push(describeMessage(message));
    else if (isSiteScriptWarning(message)) sink.push(`Warning: ${describeMessage(message)}`);
  });
  page.on('pageerror', (error) => sink.push(`Uncaught ${error.name}: ${error.message}`));
}

export const test = base.extend<Options & Fixtures>({
  skipOnboarding: [true, { option: true }],
  skipNotificationPrompt: [true, { option: true }],

  // Pages arrive rendered from the server; a test acts once the page is interactive (hydrated), as
  // it would once a reader can. Pages opened with scripts off have no such moment.
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false) await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
      return response;
    };
    await use(page);
  },

  // Most tests stub or delay API calls with page.route, which a controlling service worker would
  // bypass, and a fresh worker per test only adds noise. The service worker gets its own spec.
  serviceWorkers: 'block',

  context: async ({ context, skipOnboarding, skipNotificationPrompt }, use) => {
    const keys = [...(skipOnboarding ? [STORAGE_KEYS.onboardingComplete] : []), ...(skipNotificationPrompt ? [STORAGE_KEYS.notificationPromptShown] : [])];
    if (keys.length > 0) {
      await context.addInitScript((flags) => {
        try {
          for (const key of flags) window.localStorage.setItem(key, 'true');
        } catch {
          // Storage may be unavailable in some frames; the tour is then shown, as on a real device.
        }
      }, keys);
    }
    await use(context);
  },

  consoleErrors: [
    async ({ context }, use) => {
      const seen: string[] = [];
      const allowed: RegExp[] = [];
      context.pages().forEach((page) => watchConsole(page, seen));
      context.on('page', (page) => watchConsole(page, seen));
      const errors: ConsoleErrors = {
        allow: (...patterns) => void allowed.push(...patterns),
        get all() {
          return seen;
        },
        unexpected: () => seen.filter((text) => !allowed.some((pattern) => pattern.test(text))),
      };
      await use(errors);
      expect(errors.unexpected(), 'console errors, site warnings or uncaught exceptions during the test').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Assertions wait up to 15 s: the suite runs two browsers on two cores, where a first page load
 * can take several seconds when the machine is busy.
 */
export const expect = baseExpect.configure({ timeout: 15_000 });

/** The browser logs every HTTP error response of a fetch as a console error. */
export function failedResource(status: number): RegExp {
  return new RegExp(`Failed to load resource: the server responded with a status of ${status}\\b`);
}
