"use client";
// The owner's account action that needs script: sign out on every device (the Today screen's
// "Your devices" panel). The header's language toggle is a plain form (/owner/language).
import { useMutation } from "@tanstack/react-query";
import { ActionButton } from "@/components/ui/action-button";
import type { TConsoleDictionary } from "@/content/dictionaries/console";
import { useTRPC, withTRPC } from "@/trpc/react";
import { useOwnerAction } from "./use-owner-action";

function SignOutEverywhereIsland({ t }: { t: TConsoleDictionary }) {
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

export const SignOutEverywhere = withTRPC(SignOutEverywhereIsland);
