"use client";
// tRPC for client components: wrap an island that calls the API in <TRPCReactProvider>, then
// `const trpc = useTRPC()` and `useQuery(trpc.reviews.list.queryOptions())`,
// `useMutation(trpc.bookings.create.mutationOptions())`. Mount it around the islands that need
// it, not the whole page: pages without API calls then ship no React Query code. Every island
// on a page shares one QueryClient, so a mutation in one can invalidate a query in another.
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { MAX_TRPC_BATCH } from "./batch";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import type { ComponentType, ReactNode } from "react";
import superjson from "superjson";
import type { TAppRouter } from "@/server/api/root";
import { makeQueryClient } from "./query-client";

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<TAppRouter>();

let browserQueryClient: QueryClient | undefined;
let browserTRPCClient: ReturnType<typeof createTRPCClient<TAppRouter>> | undefined;

function getQueryClient(): QueryClient {
  // On the server each render gets its own client, so that no visitor sees another's data.
  if (typeof window === "undefined") return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}

function getTRPCClient() {
  const create = () =>
    createTRPCClient<TAppRouter>({
      // Same origin: the browser sends the `lang` cookie, so errors come in the visitor's language.
      links: [httpBatchLink({ url: "/api/trpc", transformer: superjson, maxItems: MAX_TRPC_BATCH })],
    });
  if (typeof window === "undefined") return create();
  browserTRPCClient ??= create();
  return browserTRPCClient;
}

export function TRPCReactProvider({ children }: { children: ReactNode }) {
  const queryClient = getQueryClient();
  const trpcClient = getTRPCClient();
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}

/**
 * An island that calls the API, with its own provider, so that a page carries the API's code only
 * where an island needs it (the console's frame carries none). Every island on a page shares the
 * one QueryClient and tRPC client, so a mutation in one still invalidates a query in another.
 */
export function withTRPC<TProps extends object>(Island: ComponentType<TProps>): ComponentType<TProps> {
  function WithTRPC(props: TProps) {
    return (
      <TRPCReactProvider>
        <Island {...props} />
      </TRPCReactProvider>
    );
  }
  WithTRPC.displayName = `withTRPC(${Island.displayName ?? Island.name})`;
  return WithTRPC;
}
