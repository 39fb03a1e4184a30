"use client";
// The reviews screen's forms: approve or reject a waiting review, the owner's public reply to an
// approved one, and a review imported by hand from another channel.
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent, type ReactNode } from "react";
import { ActionButton } from "@/components/ui/action-button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { NativeSelect, type TSelectOptions } from "@/components/ui/native-select";
import type { TConsoleDictionary } from "@/content/dictionaries/console";
import type { TLanguage } from "@/content/dictionaries/types";
import { IMPORT_SOURCES, REVIEW_SOURCES } from "@/content/review-sources";
import { STAY_IDS, STAYS } from "@/content/stays";
import { isIsoDate } from "@/server/calendar/dates";
import { useTRPC, withTRPC } from "@/trpc/react";
import { ConsoleField, HintedTextarea, useEntryForm, type TFieldProps } from "./console-form";
import { useOwnerAction, type TFieldMessages } from "./use-owner-action";

const SELECT_CLASS = "h-11 rounded-md border border-input bg-card px-3 text-base";

/** Approve or reject a waiting review, or a guest's photo submission. */
function ReviewDecisionIsland({ t, id, kind = "reviews" }: { t: TConsoleDictionary; id: string; kind?: "reviews" | "guestPhotos" }) {
  const trpc = useTRPC();
  const { reporting } = useOwnerAction(t.shell.failed);
  const done = kind === "reviews" ? t.reviews : t.guestPhotos;
  const calls = trpc.owner[kind];
  const approve = useMutation(calls.approve.mutationOptions(reporting(done.approved)));
  const reject = useMutation(calls.reject.mutationOptions(reporting(done.rejected)));
  const pending = approve.isPending || reject.isPending;
  return (
    <div className="flex flex-wrap gap-2">
      <ActionButton type="button" variant="secondary" disabled={pending} onClick={() => approve.mutate({ id })}>
        {t.reviews.approve}
      </ActionButton>
      <ActionButton type="button" variant="outline" disabled={pending} onClick={() => reject.mutate({ id })}>
        {t.reviews.reject}
      </ActionButton>
    </div>
  );
}

function ReplyFormIsland({ t, id, reply }: { t: TConsoleDictionary; id: string; reply: string }) {
  const trpc = useTRPC();
  const { reporting } = useOwnerAction(t.shell.failed);
  const [text, setText] = useState(reply);
  const save = useMutation(trpc.owner.reviews.reply.mutationOptions(reporting(t.reviews.replySaved)));
  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ id, reply: text.trim() });
  }
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-1">
      <HintedTextarea
        id={`reply-${id}`}
        label={t.reviews.reply}
        hint={t.reviews.replyHint}
        value={text}
        maxLength={2000}
        onChange={(event) => setText(event.target.value)}
      />
      <ActionButton type="submit" variant="outline" className="self-start" disabled={save.isPending}>
        {t.reviews.saveReply}
      </ActionButton>
    </form>
  );
}

type TControlProps = TFieldProps & { value: string; onChange: (event: { target: { value: string } }) => void };
type TImportValues = { stay: string; source: string; date: string; name: string; comment: string; rating: string; language: string };

function ImportReviewFormIsland({ t, language, today }: { t: TConsoleDictionary; language: TLanguage; today: string }) {
  const trpc = useTRPC();
  const empty: TImportValues = { stay: STAY_IDS[0], source: IMPORT_SOURCES[0], date: today, name: "", comment: "", rating: "5", language };
  const { consoleForm, values, set, settled } = useEntryForm("import", t.shell.failed, empty, t.reviews.imported);
  const add = useMutation(trpc.owner.reviews.import.mutationOptions(settled));
  function submit(event: FormEvent) {
    event.preventDefault();
    const found: TFieldMessages = {};
    if (!isIsoDate(values.date)) found.date = t.errors.invalidDate;
    if (values.name.trim() === "") found.name = t.errors.required;
    if (values.comment.trim() === "") found.comment = t.errors.required;
    if (!consoleForm.passes(found)) return;
    add.mutate({
      stay: values.stay as (typeof STAY_IDS)[number],
      source: values.source as (typeof IMPORT_SOURCES)[number],
      date: values.date,
      name: values.name.trim(),
      comment: values.comment.trim(),
      rating: Number(values.rating),
      language: values.language as TLanguage,
    });
  }
  /** A field of the form: a select of the given options, or the control drawn by the given function. */
  const labelled = (
    name: keyof TImportValues,
    label: string,
    control: ((props: TControlProps) => ReactNode) | TSelectOptions,
    className?: string,
  ) => (
    <ConsoleField form={consoleForm} name={name} label={label} className={className}>
      {(field) => {
        const props = { ...field, value: values[name], onChange: set(name) };
        return typeof control === "function" ? control(props) : <NativeSelect {...props} className={SELECT_CLASS} options={control} />;
      }}
    </ConsoleField>
  );
  return (
    <form ref={consoleForm.form} noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
      {labelled(
        "stay",
        t.common.stay,
        STAY_IDS.map((stay) => [stay, STAYS[stay].name[language]] as const),
      )}
      {labelled(
        "source",
        t.reviews.source,
        IMPORT_SOURCES.map((source) => [source, REVIEW_SOURCES[source]] as const),
      )}
      {labelled("date", t.reviews.date, (props) => (
        <Input {...props} type="date" max={today} />
      ))}
      {labelled("name", t.reviews.name, (props) => (
        <Input {...props} maxLength={100} autoComplete="off" />
      ))}
      {labelled(
        "rating",
        t.reviews.rating,
        ["5", "4", "3", "2", "1"].map((n) => [n, n] as const),
      )}
      {labelled("language", t.reviews.language, [
        ["en", "English"],
        ["af", "Afrikaans"],
      ])}
      {labelled(
        "comment",
        t.reviews.comment,
        (props) => (
          <Textarea {...props} maxLength={2000} />
        ),
        "sm:col-span-2",
      )}
      <ActionButton type="submit" variant="secondary" className="justify-self-start" disabled={add.isPending}>
        {t.reviews.importButton}
      </ActionButton>
    </form>
  );
}

export const ReviewDecision = withTRPC(ReviewDecisionIsland);
export const ReplyForm = withTRPC(ReplyFormIsland);
export const ImportReviewForm = withTRPC(ImportReviewFormIsland);
