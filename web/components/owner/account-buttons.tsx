"use client";
// The owner's account actions: switch the console's language (the header's toggle; remembered on
// the owner's account and in the `lang` cookie the server renders from) and sign out on every
// device (the Today screen's "Your devices" panel).
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { ActionButton } from "@/components/ui/action-button";
import type { TConsoleDictionary } from "@/content/dictionaries/console";
import { setLanguage } from "@/lib/set-language";
import { useTRPC } from "@/trpc/react";
import { useOwnerAction } from "./use-owner-action";

export function LanguageToggle({ t }: { t: TConsoleDictionary }) {
  const trpc = useTRPC();
  const router = useRouter();
  const { failed } = useOwnerAction(t.shell.failed);
  const other = t.language === "en" ? "af" : "en";
  const change = useMutation(
    trpc.owner.account.setLanguage.mutationOptions({
      onSuccess: () => {
        setLanguage(other);
        router.refresh();
      },
      onError: failed,
    }),
  );
  return (
    <ActionButton variant="ghost" size="sm" lang={other} disabled={change.isPending} onClick={() => change.mutate({ language: other })}>
      {t.shell.otherLanguage}
    </ActionButton>
  );
}

export function SignOutEverywhere({ t }: { t: TConsoleDictionary }) {
  const trpc = useTRPC();
  const { succeeded, failed } = useOwnerAction(t.shell.failed);
  const signOut = useMutation(
    trpc.owner.account.signOutEverywhere.mutationOptions({
      onSuccess: () => succeeded(t.shell.signedOutEverywhere, "/owner/sign-in"),
      onError: failed,
    }),
  );
  return (
    <ActionButton variant="outline" className="self-start" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
      {t.shell.signOutEverywhere}
    </ActionButton>
  );
}
