// /robots.txt: everything public may be crawled except the API, the owner's and guests' links
// (the guest's booking pages and confirmations, the booking and review forms that need no script, the cleaner's sheet), the queue dashboard and the calendar feeds;
// points to the sitemap.
import type { MetadataRoute } from "next";
import { getConfig } from "@/server/config";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      { userAgent: "*", allow: "/", disallow: ["/api/", "/owner/", "/verify/", "/book", "/review", "/cleaner/", "/admin/", "/calendar/"] },
    ],
    sitemap: new URL("/sitemap.xml", getConfig().APP_URL).toString(),
  };
}
