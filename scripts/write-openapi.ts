// Writes the OpenAPI document the site serves at /api/openapi.json to a file, for the linter
// (npm run lint:openapi): built by the same code from the same schemas, with this run's settings.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildOpenApiDocument } from "@/server/contract/openapi";

const target = path.resolve(process.argv[2] ?? "var/openapi.json");
mkdirSync(path.dirname(target), { recursive: true });
writeFileSync(target, `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
console.log(`OpenAPI document written to ${path.relative(process.cwd(), target)}`);
