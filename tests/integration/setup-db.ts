// Closes the suite's database connection when a test file is done.
import { afterAll } from "vitest";
import { getDb } from "@/server/db/client";

afterAll(async () => {
  await getDb().$disconnect();
});
