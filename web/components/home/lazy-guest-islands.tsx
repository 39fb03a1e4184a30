"use client";
// Loads the reviews and guest-photo islands (React Query, the tRPC client and superjson) as their
// own chunk once the visitor scrolls near them, so the home page's first load carries no API code
// and runs none of it. Until then a spinner holds their place; both sit below the stays and the
// about block.
import dynamic from "next/dynamic";
import type { ComponentProps } from "react";
import { NearScreen } from "@/components/ui/near-screen";
import { Spinner } from "@/components/ui/spinner";

const placeholder = (
  <div className="mx-auto flex max-w-6xl justify-center px-4 py-14">
    <Spinner className="text-secondary" />
  </div>
);

const GuestIslands = dynamic(() => import("./guest-islands").then((module) => module.GuestIslands), {
  ssr: false,
  loading: () => placeholder,
});

export function LazyGuestIslands(props: ComponentProps<typeof GuestIslands>) {
  return (
    <NearScreen placeholder={placeholder} testId="guest-islands">
      <GuestIslands {...props} />
    </NearScreen>
  );
}
