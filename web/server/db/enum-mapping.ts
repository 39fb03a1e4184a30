// Two-way maps between the wire's ids ("vacation-home") and the generated enums' member names
// ("vacation_home"), which differ because TypeScript identifiers cannot hold hyphens.
import "server-only";
export function makeEnumMapping<TWire extends string, TDbValue extends string>(toDb: Record<TWire, TDbValue>) {
  const fromDb = Object.fromEntries(Object.entries(toDb).map(([wire, db]) => [db, wire])) as Record<TDbValue, TWire>;
  return {
    toDb: (value: TWire): TDbValue => toDb[value],
    fromDb: (value: TDbValue): TWire => fromDb[value],
  };
}
