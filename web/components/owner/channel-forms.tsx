"use client";
// The channel calendars screen's controls: copy this site's calendar address for a stay, add a
// channel's calendar (stay, channel, address; the server's refusals under their fields), and per
// imported calendar "import now" and "remove" (after a confirmation step in place).
import { useMutation } from "@tanstack/react-query";
import { useRef, useState, type FormEvent } from "react";
import { ActionButton } from "@/components/ui/action-button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/use-toast";
import type { TConsoleDictionary } from "@/content/dictionaries/console";
import type { TLanguage } from "@/content/dictionaries";
import { STAY_IDS, STAYS, type TStayId } from "@/content/stays";
import { FEED_SOURCES, type TFeedSource } from "@/content/channels";
import { useTRPC, withTRPC } from "@/trpc/react";
import { ConfirmStep } from "./confirm-step";
import { ConsoleField, useEntryForm } from "./console-form";
import { useOwnerAction } from "./use-owner-action";

const SELECT_CLASSES = "h-11 w-full rounded-md border border-input bg-card px-3 text-base aria-invalid:border-destructive md:text-sm";

/** A stay's export address, selectable in a read-only field, with a button that copies it. */
export function CopyAddress({ t, id, label, url }: { t: TConsoleDictionary; id: string; label: string; url: string }) {
  const field = useRef<HTMLInputElement>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t.channels.copied });
    } catch {
      // No clipboard (an old browser, a page not in focus): the address is selected to copy by hand.
      field.current?.select();
    }
  }
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <div className="flex gap-2">
        <Input ref={field} id={id} readOnly value={url} className="min-w-0 flex-1 font-mono text-xs" onFocus={(e) => e.target.select()} />
        <ActionButton type="button" variant="outline" onClick={() => void copy()}>
          {t.channels.copy}
        </ActionButton>
      </div>
    </div>
  );
}

function AddFeedFormIsland({ t, language }: { t: TConsoleDictionary; language: TLanguage }) {
  const trpc = useTRPC();
  const empty = { stay: STAY_IDS[0], source: "airbnb", url: "" } as Record<"stay" | "source" | "url", string>;
  const { consoleForm, values, set } = useEntryForm("feed", t.shell.failed, empty, t.channels.added);
  const add = useMutation(
    trpc.owner.feeds.add.mutationOptions({
      onSuccess: (result) => consoleForm.succeeded(result.queued ? t.channels.added : t.channels.addedNotQueued),
      onError: consoleForm.refused,
    }),
  );
  function submit(event: FormEvent) {
    event.preventDefault();
    const url = values.url.trim();
    if (!consoleForm.passes(/^https?:\/\/\S+$/i.test(url) ? {} : { url: t.channels.badUrl })) return;
    add.mutate({ stay: values.stay as TStayId, source: values.source as TFeedSource, url }, { onSuccess: () => set("url")("") });
  }
  return (
    <form ref={consoleForm.form} noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-2" aria-labelledby="add-feed-heading">
      <ConsoleField form={consoleForm} name="stay" label={t.channels.stay}>
        {(field) => (
          <NativeSelect
            {...field}
            value={values.stay}
            onChange={set("stay")}
            className={SELECT_CLASSES}
            options={STAY_IDS.map((stay) => [stay, STAYS[stay].name[language]] as const)}
          />
        )}
      </ConsoleField>
      <ConsoleField form={consoleForm} name="source" label={t.channels.source}>
        {(field) => (
          <NativeSelect
            {...field}
            value={values.source}
            onChange={set("source")}
            className={SELECT_CLASSES}
            options={FEED_SOURCES.map((source) => [source, t.sources[source]] as const)}
          />
        )}
      </ConsoleField>
      <ConsoleField form={consoleForm} name="url" label={t.channels.url} hint={t.channels.urlHint} className="sm:col-span-2">
        {(field) => (
          <Input
            {...field}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            maxLength={2000}
            value={values.url}
            onChange={set("url")}
          />
        )}
      </ConsoleField>
      <ActionButton type="submit" variant="secondary" className="justify-self-start" disabled={add.isPending}>
        {t.channels.add}
      </ActionButton>
    </form>
  );
}

/** "Import now" and "remove" for one imported calendar; a calendar set in the settings is not removed here. */
function FeedActionsIsland({ t, id, removable }: { t: TConsoleDictionary; id: string; removable: boolean }) {
  const trpc = useTRPC();
  const { reporting } = useOwnerAction(t.shell.failed);
  const sync = useMutation(trpc.owner.feeds.syncNow.mutationOptions(reporting(t.channels.queued)));
  const remove = useMutation(trpc.owner.feeds.remove.mutationOptions(reporting(t.channels.removed)));
  const [asking, setAsking] = useState(false);
  const removeButton = useRef<HTMLButtonElement>(null);
  if (asking)
    return (
      <ConfirmStep
        id={`remove-feed-${id}`}
        question={t.channels.removeConfirm}
        yes={t.channels.remove}
        back={t.common.back}
        pending={remove.isPending}
        opener={removeButton}
        onYes={() => remove.mutate({ id })}
        onBack={() => setAsking(false)}
      />
    );
  return (
    <div className="flex flex-wrap gap-2">
      <ActionButton variant="outline" disabled={sync.isPending} onClick={() => sync.mutate({ id })}>
        {t.channels.syncNow}
      </ActionButton>
      {removable && (
        <ActionButton ref={removeButton} variant="outline" disabled={remove.isPending} onClick={() => setAsking(true)}>
          {t.channels.remove}
        </ActionButton>
      )}
    </div>
  );
}

export const AddFeedForm = withTRPC(AddFeedFormIsland);
export const FeedActions = withTRPC(FeedActionsIsland);
