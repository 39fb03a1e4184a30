"use client";
// Loads the reviews and guest-photo islands (React Query, the tRPC client and superjson) as their
// own chunk after the page is interactive, so the home page's first load carries no API code.
// Until then a spinner holds their place; both sit below the stays and the about block.
import dynamic from "next/dynamic";
import { Spinner } from "@/components/ui/spinner";

export const LazyGuestIslands = dynamic(() => import("./guest-islands").then((module) => module.GuestIslands), {
  ssr: false,
  loading: () => (
    <div className="mx-auto flex max-w-6xl justify-center px-4 py-14">
      <Spinner className="text-secondary" />
    </div>
  ),
});
