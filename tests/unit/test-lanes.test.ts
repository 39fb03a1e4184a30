// The test lanes' places never meet: no two lanes (of up to four instances side by side) share a
// port or a Redis database, no port is one that fetch refuses ("bad ports": a stack on 5060 could
// not be reached), every port is below the range the system hands out for outgoing connections,
// and the full stacks the test files start are named apart (a stack's name names its database and
// folders, and files in different lanes run at once) and fit in their lane's 200 ports.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { lanePlaces, MAX_LANES } from "../../scripts/test-env.mjs";

const INSTANCES = 4;
/** The Fetch standard's bad ports: fetch (and so Node's) refuses to connect to them. */
const BAD_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110, 111, 113, 115, 117,
  119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636,
  989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);
/** Linux hands out outgoing connections' ports from here up (net.ipv4.ip_local_port_range). */
const EPHEMERAL_START = 32768;

const root = path.resolve(import.meta.dirname, "../..");
const testFiles = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? testFiles(path.join(dir, entry.name)) : entry.name.endsWith(".ts") ? [path.join(dir, entry.name)] : [],
  );

describe("test lanes", () => {
  const lanes = Array.from({ length: INSTANCES }, (_, instance) =>
    Array.from({ length: MAX_LANES + 1 }, (_, lane) => ({ name: `instance ${instance} lane ${lane}`, ...lanePlaces(instance, lane) })),
  ).flat();

  it("give every lane ports of its own, none of them a bad port or an ephemeral one, and a Redis database of its own", () => {
    const owner = new Map<number, string>();
    for (const lane of lanes) {
      const ports = [
        ...Array.from({ length: 10 }, (_, i) => lane.testPort + i),
        ...Array.from({ length: 200 }, (_, i) => lane.stackPortBase + i),
      ];
      for (const port of ports) {
        expect(owner.get(port), `port ${port} of ${lane.name}`).toBeUndefined();
        owner.set(port, lane.name);
        expect(BAD_PORTS.has(port), `port ${port} of ${lane.name} is one fetch refuses`).toBe(false);
        expect(port, `port ${port} of ${lane.name}`).toBeLessThan(EPHEMERAL_START);
      }
    }
    const databases = lanes.map((lane) => lane.redisDatabase);
    expect(new Set(databases).size).toBe(databases.length);
    for (const database of databases) expect(database >= 0 && database <= 15, `Redis database ${database}`).toBe(true);
  });

  it("the stacks the test files start have names of their own and fit in a lane's ports", () => {
    const names = new Map<string, string>();
    for (const file of [...testFiles("tests/integration"), ...testFiles("tests/security"), ...testFiles("tests/faults")]) {
      const text = readFileSync(path.join(root, file), "utf8");
      for (const [, name, slot] of text.matchAll(/startStack\(\s*"([^"]+)",\s*(\d+)/g)) {
        expect(names.get(name!), `the stack "${name}" of ${file}`).toBeUndefined();
        names.set(name!, file);
        expect(Number(slot), `the slot of "${name}" in ${file}`).toBeLessThan(20);
      }
      for (const [, offset] of text.matchAll(/STACK_PORT_BASE \+ (\d+)/g))
        expect(Number(offset), `STACK_PORT_BASE + ${offset} in ${file}`).toBeLessThan(200);
    }
    expect(names.size).toBeGreaterThan(10);
  });
});
