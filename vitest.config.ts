// Test projects: unit (pure functions, no services), and integration, security (hostile inputs),
// faults (services failing mid-stream) and load (mixed traffic), which run against the real
// PostgreSQL, Redis, a local S3 server and the built site. Files run in lanes side by side
// (TEST_LANES of them, 2 unless set): each file gets a database of its own, and its lane's ports,
// S3 server and Redis database (tests/integration/setup-db.ts, scripts/test-env.mjs). The load
// test measures the site under a fixed rate, so it runs last and alone. `npm test` runs everything.
import path from "node:path";
import { defineConfig } from "vitest/config";
import { TEST_ENV, VITEST_LANES as lanes } from "./scripts/test-env.mjs";

// The server's modules say `import "server-only"`, which Next.js turns into nothing on the server and into a
// build error in browser code; in a test, as in the worker (tsconfig.json), it is nothing.
const alias = {
  "@": path.resolve(import.meta.dirname, "web"),
  "server-only": path.resolve(import.meta.dirname, "node_modules/server-only/empty.js"),
};
const ALONE = ["tests/load/**/*.test.ts"];

const integration = {
  environment: "node" as const,
  env: TEST_ENV,
  setupFiles: ["tests/integration/setup-db.ts"],
  testTimeout: 120_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  resolve: { alias },
  test: {
    maxWorkers: lanes,
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node", maxWorkers: lanes },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/{integration,security,faults}/**/*.test.ts"],
          exclude: ALONE,
          ...integration,
          maxWorkers: lanes,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "alone",
          include: ALONE,
          ...integration,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
