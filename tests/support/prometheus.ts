// A strict reader of Prometheus' text exposition format (0.0.4), for tests: it throws on any line
// a Prometheus server would refuse, and checks what the format requires of each family (a TYPE
// before its samples and at most once, a family's samples together, counters not negative,
// histogram buckets cumulative with an le of +Inf equal to _count).
export type TPromSample = { name: string; labels: Record<string, string>; value: number };
export type TPromFamily = { name: string; type: string; help?: string; samples: TPromSample[] };

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = new Set(["counter", "gauge", "histogram", "summary", "untyped"]);

function parseValue(text: string, line: string): number {
  if (text === "NaN") return Number.NaN;
  if (text === "+Inf" || text === "Inf") return Infinity;
  if (text === "-Inf") return -Infinity;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) throw new Error(`not a number: ${text} in ${line}`);
  return Number(text);
}

/** The labels of `{...}` starting at `text[0]`; returns them and the rest of the line. */
function parseLabels(text: string, line: string): [Record<string, string>, string] {
  const labels: Record<string, string> = {};
  let at = 1;
  for (;;) {
    if (text[at] === "}") return [labels, text.slice(at + 1)];
    const eq = text.indexOf("=", at);
    if (eq < 0) throw new Error(`bad labels in ${line}`);
    const name = text.slice(at, eq);
    if (!LABEL_NAME.test(name)) throw new Error(`bad label name "${name}" in ${line}`);
    if (name in labels) throw new Error(`label ${name} twice in ${line}`);
    if (text[eq + 1] !== '"') throw new Error(`label value not quoted in ${line}`);
    let value = "";
    let i = eq + 2;
    for (; i < text.length && text[i] !== '"'; i++) {
      if (text[i] === "\n") throw new Error(`raw line feed in ${line}`);
      if (text[i] !== "\\") {
        value += text[i];
        continue;
      }
      const next = text[++i];
      if (next === "\\") value += "\\";
      else if (next === '"') value += '"';
      else if (next === "n") value += "\n";
      else throw new Error(`bad escape \\${next} in ${line}`);
    }
    if (text[i] !== '"') throw new Error(`unterminated label value in ${line}`);
    labels[name] = value;
    at = i + 1;
    if (text[at] === ",") at++;
    else if (text[at] !== "}") throw new Error(`expected , or } in ${line}`);
  }
}

/** The family a sample belongs to: its own name, or a histogram's _bucket/_sum/_count (a summary's _sum/_count). */
function familyOf(sample: string, families: Map<string, TPromFamily>): TPromFamily | undefined {
  const exact = families.get(sample);
  if (exact && exact.type !== "histogram") return exact;
  for (const suffix of ["_bucket", "_sum", "_count"]) {
    if (!sample.endsWith(suffix)) continue;
    const family = families.get(sample.slice(0, -suffix.length));
    if (family?.type === "histogram" || (family?.type === "summary" && suffix !== "_bucket")) return family;
  }
  return undefined;
}

function checkHistogram(family: TPromFamily): void {
  const groups = new Map<string, TPromSample[]>();
  const key = (labels: Record<string, string>) =>
    JSON.stringify(
      Object.entries(labels)
        .filter(([name]) => name !== "le")
        .sort(([a], [b]) => a.localeCompare(b)),
    );
  for (const sample of family.samples) groups.set(key(sample.labels), [...(groups.get(key(sample.labels)) ?? []), sample]);
  for (const samples of groups.values()) {
    const buckets = samples.filter((s) => s.name === `${family.name}_bucket`);
    const count = samples.find((s) => s.name === `${family.name}_count`);
    if (!count || !samples.some((s) => s.name === `${family.name}_sum`)) throw new Error(`${family.name}: a series without _sum or _count`);
    if (buckets.some((b) => b.labels.le === undefined)) throw new Error(`${family.name}: a bucket without le`);
    const ordered = buckets.map((b) => ({ le: parseValue(b.labels.le!, b.name), value: b.value })).sort((a, b) => a.le - b.le);
    if (ordered.at(-1)?.le !== Infinity) throw new Error(`${family.name}: no +Inf bucket`);
    ordered.forEach((b, i) => {
      if (i > 0 && b.value < ordered[i - 1]!.value) throw new Error(`${family.name}: buckets not cumulative`);
    });
    if (ordered.at(-1)!.value !== count.value)
      throw new Error(`${family.name}: +Inf bucket ${ordered.at(-1)!.value} != _count ${count.value}`);
  }
}

/** Every family of a scrape, by name; throws on anything malformed. */
export function parsePrometheusText(text: string): Map<string, TPromFamily> {
  if (!text.endsWith("\n")) throw new Error("the exposition must end with a line feed");
  const families = new Map<string, TPromFamily>();
  const closed = new Set<string>();
  let current: TPromFamily | undefined;
  for (const line of text.slice(0, -1).split("\n")) {
    if (line.trim() === "") continue;
    if (line.startsWith("#")) {
      const [, keyword, name, ...rest] = line.split(" ");
      if (keyword !== "HELP" && keyword !== "TYPE") continue;
      if (!name || !METRIC_NAME.test(name)) throw new Error(`bad metric name in ${line}`);
      let family = families.get(name);
      if (family && family !== current) throw new Error(`${name} appears in two places`);
      if (keyword === "TYPE") {
        if (family?.samples.length) throw new Error(`TYPE of ${name} after its samples`);
        if (!TYPES.has(rest.join(" "))) throw new Error(`bad type in ${line}`);
        if (family && family.type !== "untyped") throw new Error(`TYPE of ${name} twice`);
      }
      if (!family) {
        if (current) closed.add(current.name);
        family = { name, type: "untyped", samples: [] };
        families.set(name, family);
      }
      if (keyword === "TYPE") family.type = rest.join(" ");
      else family.help = rest.join(" ");
      current = family;
      continue;
    }
    const nameEnd = line.search(/[{ ]/);
    if (nameEnd <= 0) throw new Error(`bad sample line: ${line}`);
    const name = line.slice(0, nameEnd);
    if (!METRIC_NAME.test(name)) throw new Error(`bad metric name in ${line}`);
    let labels: Record<string, string> = {};
    let rest = line.slice(nameEnd);
    if (rest.startsWith("{")) [labels, rest] = parseLabels(rest, line);
    const parts = rest.trim().split(/ +/);
    if (!rest.startsWith(" ") || parts.length < 1 || parts.length > 2) throw new Error(`bad sample line: ${line}`);
    const value = parseValue(parts[0]!, line);
    if (parts[1] !== undefined && !/^-?\d+$/.test(parts[1])) throw new Error(`bad timestamp in ${line}`);
    let family = familyOf(name, families);
    if (!family) {
      if (families.has(name)) throw new Error(`a bare sample ${name} of a ${families.get(name)!.type}`);
      family = { name, type: "untyped", samples: [] };
      families.set(name, family);
    }
    if (closed.has(family.name)) throw new Error(`samples of ${family.name} are not together`);
    if (current && current !== family) closed.add(current.name);
    current = family;
    if (family.type === "counter" && !(value >= 0)) throw new Error(`counter ${name} is ${value}`);
    family.samples.push({ name, labels, value });
  }
  for (const family of families.values()) if (family.type === "histogram") checkHistogram(family);
  return families;
}
