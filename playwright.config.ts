// Browser tests (tests/e2e): Debian's Chromium (/usr/bin/chromium; Playwright's own browser
// download cannot run here) against the built site, started with its own server (web/server.mjs)
// on the test port with the browser suite's settings of scripts/test-env.mjs (E2E_ENV), beside the
// local S3 stand-in, SMTP inbox and worker process that tests/e2e/global-setup.ts starts. `npm test`
// runs them after vitest; alone: `npm run build && npm run test:e2e`.
import { defineConfig } from "@playwright/test";
import path from "node:path";
import { BROWSER_SUITE_CHROMIUM, CHROMIUM_FLAGS, E2E_ENV, E2E_RESULTS_DIR, siteServerPath, TEST_PORT } from "./scripts/test-env.mjs";

const baseURL = `http://127.0.0.1:${TEST_PORT}`;
const inheritedEnv = Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined));

export default defineConfig({
  testDir: "tests/e2e",
  // Every file a spec imports is compiled with tsconfig.json, where the server's `import "server-only"`
  // is nothing, as in the worker (web/tsconfig.json is the site's, where Next.js enforces it).
  tsconfig: "./tsconfig.json",
  globalSetup: "./tests/e2e/global-setup.ts",
  outputDir: path.join(E2E_RESULTS_DIR, "playwright"),
  // Two shared cores: one browser at a time keeps timings honest.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  // A test's budget guards against a hang, it measures nothing: the journeys here take 10 to 40
  // steps through a site, a worker and a browser sharing two cores, and half a minute (Playwright's
  // default) left several of them seconds from the limit on a quiet machine.
  timeout: 90_000,
  // Likewise a step's wait for what it expects: two shards keep both cores busy, and under that load
  // a toast after a server action took more than 10 s to show.
  expect: { timeout: 20_000 },
  reporter: "list",
  use: {
    baseURL,
    locale: "en-ZA",
    // A failing test keeps a screenshot, and with E2E_TRACE=1 its trace (DOM snapshots of each
    // step). A trace is recorded for every test to keep the failing ones', which costs the shared
    // cores on every run while CI's record keeps only the output: rerun a failure with it on.
    trace: process.env.E2E_TRACE === "1" ? { mode: "retain-on-failure", screenshots: false, snapshots: true, sources: true } : "off",
    screenshot: "only-on-failure",
    // The site honours reduced motion (no transitions, no endless spinners): nothing to paint
    // between the steps a test waits for. Motion itself is not what these tests check.
    reducedMotion: "reduce",
    launchOptions: {
      executablePath: BROWSER_SUITE_CHROMIUM,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium", viewport: { width: 1280, height: 800 } } }],
  webServer: {
    // web/server.mjs gives Next.js no hostname: with one, Next 16 treats the proxy's rewrite of a
    // neutral page's RSC request as external and fetches it from itself over HTTP (see web/proxy.ts).
    // The lane's own copy of the build (scripts/test-env.mjs: a shard runs in a lane of its own).
    command: `node ${siteServerPath()} -p ${TEST_PORT}`,
    url: `${baseURL}/`,
    env: { ...inheritedEnv, ...E2E_ENV },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
