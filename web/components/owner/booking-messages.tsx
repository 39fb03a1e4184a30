"use client";
// A booking's thread with its guest on the console's booking page: the messages (the guest's
// unread ones marked new), the saved replies (inserted in the guest's language, whatever the
// console's), the message field, sending (the guest gets it by e-mail), and the WhatsApp button
// that opens a chat with the guest's number (E.164 digits) and the message typed so far.
import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { ActionButton } from "@/components/ui/action-button";
import { Badge } from "@/components/ui/badge";
import { Textarea } from "@/components/ui/textarea";
import type { TConsoleDictionary } from "@/content/dictionaries/console";
import { MESSAGE_MAX_LENGTH, SAVED_REPLIES, SAVED_REPLY_KEYS } from "@/content/messages";
import { fill } from "@/lib/fill";
import type { TThread } from "@/server/owner/message-actions";
import { useTRPC, withTRPC } from "@/trpc/react";
import { ConsoleField, useEntryForm } from "./console-form";
import { formatMoment, whatsappDigits } from "./format";

/** https://wa.me/<digits>?text=<message>: WhatsApp's own link to a chat with the number, the message prefilled. */
export function whatsappChatUrl(e164: string, message: string): string {
  const base = `https://wa.me/${whatsappDigits(e164)}`;
  return message.trim() ? `${base}?text=${encodeURIComponent(message.trim())}` : base;
}

function BookingMessagesIsland({ t, bookingId, thread }: { t: TConsoleDictionary; bookingId: string; thread: TThread }) {
  const m = t.messages;
  const trpc = useTRPC();
  const { consoleForm, values, set, settled } = useEntryForm("message", t.shell.failed, { body: "" }, m.sent);
  const body = values.body;
  const send = useMutation(trpc.owner.messages.send.mutationOptions(settled));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!consoleForm.passes(body.trim() ? {} : { body: t.errors.required })) return;
    send.mutate({ id: bookingId, body: body.trim() });
  }

  function insert(text: string) {
    set("body")(body.trim() ? `${body.trimEnd()}\n\n${text}` : text);
    requestAnimationFrame(() => document.getElementById("message-body")?.focus());
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{m.intro}</p>
      {thread.messages.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.empty}</p>
      ) : (
        <ol className="flex flex-col gap-2" data-testid="thread">
          {thread.messages.map((message) => (
            <li
              key={message.id}
              data-testid="thread-message"
              className={message.author === "guest" ? "mr-6 rounded-md bg-muted p-3 text-sm" : "ml-6 rounded-md border p-3 text-sm"}
            >
              <p className="flex flex-wrap items-center gap-2 text-muted-foreground">
                <span className="font-semibold text-foreground">{message.author === "guest" ? m.fromGuest : m.fromOwner}</span>
                <time dateTime={message.createdAt}>{formatMoment(message.createdAt)}</time>
                {message.unread && <Badge>{m.unread}</Badge>}
              </p>
              <p className="break-words whitespace-pre-wrap">{message.body}</p>
            </li>
          ))}
        </ol>
      )}
      {thread.erased ? (
        <p className="text-sm text-muted-foreground">{m.closed}</p>
      ) : (
        <form ref={consoleForm.form} noValidate onSubmit={submit} className="flex flex-col gap-3">
          <div className="flex flex-col gap-2">
            <p className="text-sm font-medium" id="saved-replies-label">
              {m.savedReplies}
            </p>
            <div className="flex flex-wrap gap-2" role="group" aria-labelledby="saved-replies-label" aria-describedby="saved-replies-hint">
              {SAVED_REPLY_KEYS.map((key) => (
                <ActionButton key={key} size="sm" variant="outline" onClick={() => insert(SAVED_REPLIES[key][thread.language])}>
                  {m.savedReplyNames[key]}
                </ActionButton>
              ))}
            </div>
            <p id="saved-replies-hint" className="text-xs text-muted-foreground">
              {fill(m.savedRepliesHint, { language: m.languageNames[thread.language] })}
            </p>
          </div>
          <ConsoleField
            form={consoleForm}
            name="body"
            label={m.label}
            hint={thread.hasEmail ? fill(m.hint, { language: m.languageNames[thread.language] }) : m.noEmail}
          >
            {(field) => <Textarea {...field} rows={5} maxLength={MESSAGE_MAX_LENGTH} value={body} onChange={set("body")} />}
          </ConsoleField>
          <div className="flex flex-wrap items-center gap-2">
            <ActionButton type="submit" disabled={send.isPending}>
              {m.send}
            </ActionButton>
            {thread.guestPhone && (
              <a
                href={whatsappChatUrl(thread.guestPhone, body)}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="whatsapp-message"
                aria-describedby="whatsapp-hint"
                className="inline-flex h-11 items-center rounded-md border border-input bg-card px-4 text-sm font-semibold text-secondary hover:bg-muted"
              >
                {m.whatsapp}
              </a>
            )}
          </div>
          {thread.guestPhone && (
            <p id="whatsapp-hint" className="text-xs text-muted-foreground">
              {m.whatsappHint}
            </p>
          )}
        </form>
      )}
    </div>
  );
}

export const BookingMessages = withTRPC(BookingMessagesIsland);
