import { describe, expect, it } from "vitest";
import { makeQueryClient } from "@/trpc/query-client";

describe("the React Query client of the tRPC islands", () => {
  it("never retries, never goes stale, never refetches on focus or reconnect and never polls", () => {
    const { queries, mutations } = makeQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      retry: false,
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      refetchInterval: false,
    });
    expect(mutations).toMatchObject({ retry: false });
  });
});
