// tRPC for server components. `caller` runs a procedure in-process (no HTTP):
// `const reviews = await caller.reviews.list()`. To hand data to a client island instead,
// `prefetch(trpc.reviews.list.queryOptions())` and wrap the island in <HydrateClient> inside
// <TRPCReactProvider>. Both read the request's headers (language, client address), which makes
// the page dynamic: on a page that should stay static, let the island fetch in the browser.
import "server-only";
import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { createTRPCOptionsProxy, type TRPCQueryOptions } from "@trpc/tanstack-react-query";
import { headers } from "next/headers";
import { cache, createElement, type ReactNode } from "react";
import { appRouter, createCaller } from "@/server/api/root";
import { createTRPCContext } from "@/server/api/trpc";
import { makeQueryClient } from "./query-client";

const createContext = cache(async () => createTRPCContext({ headers: new Headers(await headers()) }));

/** One QueryClient per request. */
export const getQueryClient = cache(makeQueryClient);

export const trpc = createTRPCOptionsProxy({ ctx: createContext, router: appRouter, queryClient: getQueryClient });

export const caller = createCaller(createContext);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any procedure's query options
export function prefetch<T extends ReturnType<TRPCQueryOptions<any>>>(queryOptions: T): void {
  void getQueryClient().prefetchQuery(queryOptions);
}

export function HydrateClient({ children }: { children: ReactNode }) {
  return createElement(HydrationBoundary, { state: dehydrate(getQueryClient()) }, children);
}
