"use client";
// The console header's language toggle: the owner's choice goes through /owner/language (the door
// of the console's account: kept on the account and in the `lang` cookie), then the screen is
// rendered again in it, keeping what the owner has open. No API client: the console's frame ships
// none. Disabled until hydrated, as every console button that acts through script.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/use-toast";
import type { TLanguage } from "@/content/dictionaries";
import { setLanguage } from "@/lib/set-language";
import { useHydrated } from "@/lib/use-hydrated";

type TLanguageToggleProps = { to: TLanguage; label: string; action: string; failedTitle: string; className: string };

export function LanguageToggle({ to, label, action, failedTitle, className }: TLanguageToggleProps) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [pending, setPending] = useState(false);
  async function change() {
    setPending(true);
    try {
      // The door answers 303 back to the screen; that redirect is the success, not a page to load.
      const reply = await fetch(action, { method: "POST", redirect: "manual" });
      if (reply.type !== "opaqueredirect" && !reply.ok) throw new Error(`status ${reply.status}`);
      setLanguage(to);
      router.refresh();
    } catch {
      toast({ title: failedTitle, variant: "destructive" });
    } finally {
      setPending(false);
    }
  }
  return (
    <button type="button" data-slot="button" lang={to} className={className} disabled={!hydrated || pending} onClick={() => void change()}>
      {label}
    </button>
  );
}
