// Test projects: unit (pure functions, no services), and integration, security (hostile inputs),
// faults (services failing mid-stream) and load (mixed traffic), which run against the real
// PostgreSQL, Redis, the S3 server of tests/integration/global-setup.ts and the built site. They
// share one project, one file at a time: each file gets a database of its own and the site on the
// test port serving it (tests/integration/setup-db.ts). `npm test` runs everything.
import path from "node:path";
import { defineConfig } from "vitest/config";
import { TEST_ENV } from "./scripts/test-env.mjs";

const alias = { "@": path.resolve(import.meta.dirname, "web") };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/{integration,security,faults,load}/**/*.test.ts"],
          environment: "node",
          env: TEST_ENV,
          globalSetup: ["tests/integration/global-setup.ts"],
          setupFiles: ["tests/integration/setup-db.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
