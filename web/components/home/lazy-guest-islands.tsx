"use client";
// Loads the reviews and guest-photo islands (React Query, the tRPC client and superjson) as their
// own chunk once the visitor scrolls near them, so the home page's first load carries no API code
// and runs none of it. Until then a spinner holds their place; both sit below the stays and the
// about block.
import { lazy, type ComponentProps } from "react";
import { NearScreen } from "@/components/ui/near-screen";
import { Spinner } from "@/components/ui/spinner";

const GuestIslands = lazy(() => import("./guest-islands").then((module) => ({ default: module.GuestIslands })));

const placeholder = (
  <div className="mx-auto flex max-w-6xl justify-center px-4 py-14">
    <Spinner className="text-secondary" />
  </div>
);

export function LazyGuestIslands(props: ComponentProps<typeof GuestIslands>) {
  return (
    <NearScreen placeholder={placeholder}>
      <GuestIslands {...props} />
    </NearScreen>
  );
}
