// The methods a route does not serve. A route file names the handlers it has, and exports what
// this returns for the rest: each answers 405 with an Allow header naming the route's methods (a
// 405 must say what the route accepts; Next.js's own 405 names none), and OPTIONS answers 204
// with the same Allow. HEAD is served by GET where the route has one (Next.js does that itself).
//   export const { PUT, DELETE, PATCH, OPTIONS } = otherMethods({ GET, POST });
import "server-only";

const METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"] as const;
type TMethod = (typeof METHODS)[number];
type TRefused<THandlers> = Exclude<TMethod, keyof THandlers | (THandlers extends { GET: unknown } ? "HEAD" : never)> | "OPTIONS";

/** The Allow header of a route with these methods: HEAD with GET, OPTIONS always, in a fixed order. */
export function allowHeader(methods: readonly string[]): string {
  const allowed = new Set<string>([...methods, "OPTIONS"]);
  if (allowed.has("GET")) allowed.add("HEAD");
  return METHODS.filter((method) => allowed.has(method)).join(", ");
}

/** A 405 naming the methods that would be served. */
export function methodNotAllowed(allow: string): Response {
  return new Response(null, { status: 405, headers: { allow, "cache-control": "no-store" } });
}

/** Marks the handlers otherMethods makes, so that a listing of a route's own methods can leave them out. */
const REFUSAL = Symbol.for("orania-stays.method-refusal");

/** Whether a route module's export is a refusal made by otherMethods rather than a handler of its own. */
export function isMethodRefusal(handler: unknown): boolean {
  return typeof handler === "function" && REFUSAL in handler;
}

export function otherMethods<THandlers extends Partial<Record<TMethod, unknown>>>(
  handlers: THandlers,
): Record<TRefused<THandlers>, () => Response> {
  const allow = allowHeader(Object.keys(handlers));
  const served = new Set(allow.split(", "));
  const refused: Partial<Record<TMethod, () => Response>> = {};
  const refuse = Object.assign(() => methodNotAllowed(allow), { [REFUSAL]: true });
  for (const method of METHODS) if (!served.has(method)) refused[method] = refuse;
  refused.OPTIONS = () => new Response(null, { status: 204, headers: { allow } });
  return refused as Record<TRefused<THandlers>, () => Response>;
}
