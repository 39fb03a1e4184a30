"use client";
// What every console form does after calling the owner's tRPC router: on success, announce the
// result in a toast (Radix toasts are an aria-live region) and re-render the server's data
// (router.refresh()) or go to the page the result belongs to; on a refusal, announce the server's
// message (already in the owner's language) and hand back its per-field messages for the form.
import { TRPCClientError } from "@trpc/client";
import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { toast } from "@/components/ui/use-toast";

export type TFieldMessages = Record<string, string>;

/** The per-field messages of a refusal (`data.fields` of the tRPC error), if any. */
function fieldMessagesOf(error: unknown): TFieldMessages {
  if (!(error instanceof TRPCClientError)) return {};
  const data = error.data as { fields?: TFieldMessages | null } | undefined;
  return data?.fields ?? {};
}

export function useOwnerAction(failedTitle: string) {
  const router = useRouter();
  const succeeded = useCallback(
    (message: string, goTo?: string) => {
      toast({ title: message });
      if (goTo) router.push(goTo);
      else router.refresh();
    },
    [router],
  );
  const failed = useCallback(
    (error: unknown): TFieldMessages => {
      const message = error instanceof Error ? error.message : String(error);
      toast({ title: failedTitle, description: message, variant: "destructive" });
      return fieldMessagesOf(error);
    },
    [failedTitle],
  );
  /** A mutation's options that announce `done` once it succeeds, and the refusal if not. */
  const reporting = useCallback((done: string) => ({ onSuccess: () => succeeded(done), onError: failed }), [succeeded, failed]);
  return { succeeded, failed, reporting };
}
