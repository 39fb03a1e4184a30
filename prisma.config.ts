// Prisma CLI configuration: where the schema and migrations live, and which database to use.
// Prisma's native schema engine where npm install could download it, else the Wasm stand-in.
import { defineConfig } from "prisma/config";
import { usePrismaWasmEngine } from "./scripts/prisma-engine-env.mjs";

usePrismaWasmEngine();

const LOCAL_DATABASE_URL = "postgresql://postgres@127.0.0.1:5432/orania_stays";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? LOCAL_DATABASE_URL },
});
