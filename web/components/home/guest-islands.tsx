"use client";
// The home page's data islands (reviews, guest photos) under one tRPC provider, so that they
// share a QueryClient. They fetch in the browser, which keeps the home page itself static.
import type { TDictionary, TLanguage } from "@/content/dictionaries";
import { TRPCReactProvider } from "@/trpc/react";
import { GuestPhotosSection } from "./guest-photos-section";
import { ReviewsSection } from "./reviews-section";

type TGuestIslandsProps = { language: TLanguage; reviews: TDictionary["reviews"]; photos: TDictionary["guestPhotos"] };

export function GuestIslands({ language, reviews, photos }: TGuestIslandsProps) {
  return (
    <TRPCReactProvider>
      <ReviewsSection texts={reviews} language={language} />
      <GuestPhotosSection texts={photos} />
    </TRPCReactProvider>
  );
}
