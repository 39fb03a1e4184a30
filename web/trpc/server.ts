// tRPC for server components: `caller` runs a procedure in-process (no HTTP), with the request's
// headers as its context (language, client address, the owner's session), e.g.
// `const reviews = await caller.owner.reviews.list()`. Reading the headers makes the page dynamic:
// a page that should stay static lets its island fetch in the browser instead (trpc/react.tsx).
import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { createCaller } from "@/server/api/root";
import { createTRPCContext } from "@/server/api/trpc";

const createContext = cache(async () => createTRPCContext({ headers: new Headers(await headers()) }));

export const caller = createCaller(createContext);
