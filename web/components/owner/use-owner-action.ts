"use client";
// What every console form does after calling the owner's tRPC router: on success, announce the
// result in a toast (Radix toasts are an aria-live region) and re-render the server's data
// (router.refresh()) or go to the page the result belongs to; on a refusal, hand back its
// per-field messages (already in the owner's language) for the form to show under its fields,
// and announce in a toast what the form cannot show there.
import { TRPCClientError } from "@trpc/client";
import { useRouter } from "next/navigation";
import { useCallback, type RefObject } from "react";
import { toast } from "@/components/ui/use-toast";

export type TFieldMessages = Record<string, string>;

/** The per-field messages of a refusal (`data.fields` of the tRPC error), if any. */
function fieldMessagesOf(error: unknown): TFieldMessages {
  if (!(error instanceof TRPCClientError)) return {};
  const data = error.data as { fields?: TFieldMessages | null } | undefined;
  return data?.fields ?? {};
}

/** True when the form has a control for each of the messages (and there is at least one). */
function showsEvery(form: HTMLFormElement | null, fields: TFieldMessages): boolean {
  const names = Object.keys(fields);
  return names.length > 0 && names.every((name) => form?.querySelector(`[name="${CSS.escape(name)}"]`));
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
  const announce = useCallback(
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      toast({ title: failedTitle, description: message, variant: "destructive" });
    },
    [failedTitle],
  );
  /** A refusal: announced in a toast; its per-field messages for the form, if any. */
  const failed = useCallback(
    (error: unknown): TFieldMessages => {
      announce(error);
      return fieldMessagesOf(error);
    },
    [announce],
  );
  /**
   * A form's refusal: its per-field messages for the form. One whose every message has its field
   * in the form is said under those fields only; any other is also announced in a toast.
   */
  const failedIn = useCallback(
    (error: unknown, form: RefObject<HTMLFormElement | null>): TFieldMessages => {
      const fields = fieldMessagesOf(error);
      if (!showsEvery(form.current, fields)) announce(error);
      return fields;
    },
    [announce],
  );
  /** A mutation's options that announce `done` once it succeeds, and the refusal if not. */
  const reporting = useCallback((done: string) => ({ onSuccess: () => succeeded(done), onError: failed }), [succeeded, failed]);
  return { succeeded, failed, failedIn, reporting };
}
