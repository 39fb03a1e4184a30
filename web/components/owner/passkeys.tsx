"use client";
// The owner's passkeys on the Today screen: add one on this device (the browser's own passkey
// dialog, through WebAuthn's JSON helpers), see them, remove one. Hidden behind a note where the
// browser cannot make passkeys; signing in by e-mailed link always remains.
import { useMutation } from "@tanstack/react-query";
import { useState, useSyncExternalStore } from "react";
import { ActionButton } from "@/components/ui/action-button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { TConsoleDictionary } from "@/content/dictionaries/console";
import { fill } from "@/lib/fill";
import { useTRPC, withTRPC } from "@/trpc/react";
import { formatMoment } from "./format";
import { useOwnerAction } from "./use-owner-action";
import type { TOwnerOutputs } from "@/server/api/root";

/** One passkey as owner.passkeys.list gives it. */
type TPasskey = TOwnerOutputs["passkeys"]["list"][number];

/** WebAuthn's JSON helpers, where the browser has them (Chromium 129+, Safari 18.4+, Firefox 119+). */
type TPublicKeyCredentialJson = typeof PublicKeyCredential & {
  parseCreationOptionsFromJSON?: (options: unknown) => PublicKeyCredentialCreationOptions;
};

function passkeyApi(): TPublicKeyCredentialJson | undefined {
  const api = typeof window === "undefined" ? undefined : (window.PublicKeyCredential as TPublicKeyCredentialJson | undefined);
  return api && typeof api.parseCreationOptionsFromJSON === "function" ? api : undefined;
}

/** Whether the browser can make passkeys never changes while the page is open. */
const subscribeToNothing = () => () => undefined;

function PasskeysIsland({ t, passkeys }: { t: TConsoleDictionary; passkeys: TPasskey[] }) {
  const trpc = useTRPC();
  const { succeeded, failed, reporting } = useOwnerAction(t.shell.failed);
  // Known only in the browser: the server renders neither the form nor the note.
  const supported = useSyncExternalStore(
    subscribeToNothing,
    () => Boolean(passkeyApi()),
    () => null,
  );
  const [name, setName] = useState(t.passkeys.defaultName);

  const options = useMutation(trpc.owner.passkeys.registrationOptions.mutationOptions());
  const register = useMutation(trpc.owner.passkeys.register.mutationOptions());
  const remove = useMutation(trpc.owner.passkeys.remove.mutationOptions(reporting(t.passkeys.removed)));

  async function add() {
    const api = passkeyApi();
    if (!api?.parseCreationOptionsFromJSON) return;
    try {
      const creation = api.parseCreationOptionsFromJSON(await options.mutateAsync());
      const credential = (await navigator.credentials.create({ publicKey: creation })) as PublicKeyCredential | null;
      if (!credential) throw new Error(t.passkeys.failed);
      await register.mutateAsync({ name: name.trim() || t.passkeys.defaultName, response: credential.toJSON() as never });
      succeeded(t.passkeys.added);
    } catch (error) {
      // The owner closing the browser's dialog is not a failure worth more than the message.
      failed(error instanceof DOMException ? new Error(t.passkeys.failed) : error);
    }
  }

  const busy = options.isPending || register.isPending;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">{t.passkeys.intro}</p>
      {passkeys.length === 0 ? (
        <p className="text-sm">{t.passkeys.none}</p>
      ) : (
        <ul className="flex flex-col divide-y" data-testid="passkeys">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span>
                <span className="font-semibold">{passkey.name}</span>{" "}
                <span className="text-muted-foreground">· {fill(t.passkeys.addedOn, { date: formatMoment(passkey.createdAt) })}</span>
              </span>
              <ActionButton
                variant="outline"
                size="sm"
                disabled={remove.isPending}
                aria-label={`${t.passkeys.remove}: ${passkey.name}`}
                onClick={() => remove.mutate({ id: passkey.id })}
              >
                {t.passkeys.remove}
              </ActionButton>
            </li>
          ))}
        </ul>
      )}
      {supported === false && <p className="text-sm">{t.passkeys.unsupported}</p>}
      {supported && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <div className="flex flex-col gap-1">
            <Label htmlFor="passkey-name">{t.passkeys.name}</Label>
            <Input id="passkey-name" value={name} maxLength={60} onChange={(event) => setName(event.target.value)} />
          </div>
          <ActionButton type="submit" disabled={busy} className="h-auto min-h-11 shrink py-2 whitespace-normal">
            {t.passkeys.add}
          </ActionButton>
        </form>
      )}
    </div>
  );
}

export const Passkeys = withTRPC(PasskeysIsland);
