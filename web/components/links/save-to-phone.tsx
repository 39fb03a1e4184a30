"use client";
// The guest's booking page's part that keeps it on the phone: it registers the service worker
// (web/public/sw.js: the page, its downloads and an offline page, kept for when there is no
// signal), and where the browser can add the site to the home screen, offers to. Without script,
// or in a browser that cannot install, it shows nothing and the page is as before.
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";

/** Chromium's install prompt (not in the DOM's types). */
type TInstallPrompt = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: "accepted" | "dismissed" }> };

export const SERVICE_WORKER_PATH = "/sw.js";

export function SaveToPhone({ label, note }: { label: string; note: string }) {
  const [install, setInstall] = useState<TInstallPrompt | null>(null);
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: "/" }).catch(() => {
      // The page works as before without it.
    });
    const offered = (event: Event) => {
      event.preventDefault();
      setInstall(event as TInstallPrompt);
    };
    const installed = () => setInstall(null);
    window.addEventListener("beforeinstallprompt", offered);
    window.addEventListener("appinstalled", installed);
    return () => {
      window.removeEventListener("beforeinstallprompt", offered);
      window.removeEventListener("appinstalled", installed);
    };
  }, []);
  if (!install) return null;
  return (
    <p className="flex flex-col items-start gap-2">
      <Button
        type="button"
        variant="outline"
        aria-describedby="save-to-phone-note"
        onClick={() => {
          void install.prompt().then(() => setInstall(null));
        }}
      >
        {label}
      </Button>
      <span id="save-to-phone-note" className="text-sm text-muted-foreground">
        {note}
      </span>
    </p>
  );
}
