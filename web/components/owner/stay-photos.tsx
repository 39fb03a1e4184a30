"use client";
// A stay's photos in the console: add several at once (each file its own upload, with its
// progress), put them in order by dragging or with each photo's buttons (keyboard and touch),
// choose the cover, describe each in English and Afrikaans, remove one. Every change is saved at
// once and the stay's page renders anew.
import { useMutation } from "@tanstack/react-query";
import { ArrowDownIcon, ArrowUpIcon, GripVerticalIcon, StarIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, type ChangeEvent, type FormEvent, type PointerEvent } from "react";
import { ActionButton } from "@/components/ui/action-button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import type { TConsoleDictionary } from "@/content/dictionaries/console";
import type { TStayId } from "@/content/stays";
import { fill } from "@/lib/fill";
import type { TConsolePhoto } from "@/server/photos/stay-photos";
import { useTRPC, withTRPC } from "@/trpc/react";
import { ConsoleField, useConsoleForm } from "./console-form";
import { useOwnerAction } from "./use-owner-action";

const ACCEPTED = "image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif";

type TUpload = { key: string; name: string; loaded: number; total: number; error?: string };

/** Sends one file's bytes; reports progress; resolves with the server's error message, if any. */
function sendPhoto(stay: TStayId, file: File, onProgress: (loaded: number) => void): Promise<string | undefined> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", `/owner/stay-photos?stay=${stay}`);
    // The server reads the type from the bytes; a file the browser cannot name is still an image to send.
    request.setRequestHeader("Content-Type", file.type.startsWith("image/") ? file.type : "image/unknown");
    request.upload.onprogress = (event) => onProgress(event.loaded);
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) return resolve(undefined);
      try {
        const body = JSON.parse(request.responseText) as { error?: { message?: string } };
        resolve(body.error?.message ?? String(request.status));
      } catch {
        resolve(String(request.status));
      }
    };
    request.onerror = () => resolve(String(request.status || "network"));
    request.send(file);
  });
}

function UploadPhotos({ t, stay, maxMegabytes }: { t: TConsoleDictionary; stay: TStayId; maxMegabytes: number }) {
  const router = useRouter();
  const [uploads, setUploads] = useState<TUpload[]>([]);
  const [busy, setBusy] = useState(false);
  const inputId = `upload-${stay}`;

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    if (files.length === 0) return;
    const started = files.map((file, index) => ({ key: `${Date.now()}-${index}`, name: file.name, loaded: 0, total: file.size }));
    setUploads(started);
    setBusy(true);
    let added = 0;
    // One at a time: a phone's upload is the narrow part, and the server makes each photo's sizes as it arrives.
    for (const [index, file] of files.entries()) {
      const key = started[index]!.key;
      const update = (change: Partial<TUpload>) =>
        setUploads((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));
      const error = await sendPhoto(stay, file, (loaded) => update({ loaded }));
      if (error) update({ error });
      else {
        added += 1;
        update({ loaded: file.size });
      }
    }
    setBusy(false);
    if (added > 0) toast({ title: fill(t.stayPhotos.uploaded, { count: added }) });
    setUploads((all) => all.filter((item) => item.error));
    router.refresh();
  }

  return (
    <div className="flex flex-col gap-2">
      <label
        htmlFor={inputId}
        className="inline-flex h-11 w-fit cursor-pointer items-center rounded-md bg-primary px-4 text-sm font-semibold text-primary-foreground focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring hover:bg-primary-hover has-[:disabled]:opacity-60"
      >
        {t.stayPhotos.choose}
        <input
          id={inputId}
          type="file"
          accept={ACCEPTED}
          multiple
          disabled={busy}
          onChange={(event) => void upload(event)}
          aria-describedby={`${inputId}-hint`}
          className="sr-only"
          data-testid={`upload-${stay}`}
        />
      </label>
      <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
        {fill(t.stayPhotos.chooseHint, { max: maxMegabytes })}
      </p>
      {uploads.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-live="polite" data-testid={`uploads-${stay}`}>
          {uploads.map((item) => (
            <li key={item.key} className="flex flex-col gap-1 text-sm">
              {item.error ? (
                <p role="alert" className="text-destructive">
                  {fill(t.stayPhotos.uploadFailed, { name: item.name })}: {item.error}
                </p>
              ) : (
                <>
                  <span>{fill(t.stayPhotos.uploading, { name: item.name })}</span>
                  <progress
                    value={item.loaded}
                    max={item.total || 1}
                    aria-label={fill(t.stayPhotos.uploading, { name: item.name })}
                    className="h-2 w-full"
                  />
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function AltForm({ t, photo }: { t: TConsoleDictionary; photo: TConsolePhoto }) {
  const trpc = useTRPC();
  const form = useConsoleForm(`alt-${photo.id}`, t.shell.failed);
  const [altEn, setAltEn] = useState(photo.altEn);
  const [altAf, setAltAf] = useState(photo.altAf);
  const save = useMutation(
    trpc.owner.stayPhotos.saveAlt.mutationOptions({ onSuccess: () => form.succeeded(t.stayPhotos.altSaved), onError: form.refused }),
  );
  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ id: photo.id, altEn: altEn.trim(), altAf: altAf.trim() });
  }
  return (
    <form ref={form.form} noValidate onSubmit={submit} className="flex flex-col gap-2">
      {(
        [
          ["altEn", t.stayPhotos.altEn, altEn, setAltEn],
          ["altAf", t.stayPhotos.altAf, altAf, setAltAf],
        ] as const
      ).map(([name, label, value, set]) => (
        <ConsoleField key={name} form={form} name={name} label={label}>
          {(field) => <Input {...field} value={value} maxLength={300} onChange={(event) => set(event.target.value)} />}
        </ConsoleField>
      ))}
      <ActionButton type="submit" variant="outline" size="sm" className="w-fit" disabled={save.isPending}>
        {t.stayPhotos.saveAlt}
      </ActionButton>
    </form>
  );
}

/** True when both lists hold the same photos, in any order. */
function sameMembers(a: string[], b: string[]): boolean {
  return a.length === b.length && b.every((id) => a.includes(id));
}

function StayPhotoManagerIsland({
  t,
  stay,
  stayName,
  photos,
  maxMegabytes,
}: {
  t: TConsoleDictionary;
  stay: TStayId;
  stayName: string;
  photos: TConsolePhoto[];
  maxMegabytes: number;
}) {
  const trpc = useTRPC();
  const { succeeded, failed, reporting } = useOwnerAction(t.shell.failed);
  const [dragged, setDragged] = useState<string | null>(null);
  const byId = new Map(photos.map((photo) => [photo.id, photo]));

  // The order as shown: the owner's last move, shown at once and kept until the server's data
  // carries it. A refresh begun before that move (by an earlier move or any other change) may land
  // after it with the order before it; it does not put that order back on screen. A refused move
  // is dropped, and so is a move whose photos are no longer the server's (one added or removed).
  const [moved, setMoved] = useState<string[] | null>(null);
  const serverIds = photos.map((p) => p.id);
  // A move the server has not shown yet: the same photos, in another order.
  const ahead = moved !== null && sameMembers(moved, serverIds) && moved.join() !== serverIds.join();
  const ids = ahead ? moved : serverIds;
  if (moved && !ahead) setMoved(null);

  // An order change is under way from the moment it is shown until the server has answered: set
  // in the same render as the new order (the mutation's own pending state follows a tick later, and
  // a drag begun in that tick would be dropped).
  const [ordering, setOrdering] = useState(false);
  const order = useMutation(
    trpc.owner.stayPhotos.order.mutationOptions({
      onSuccess: () => succeeded(t.stayPhotos.moved),
      onError: (error) => {
        setMoved(null);
        failed(error);
      },
      onSettled: () => setOrdering(false),
    }),
  );
  const orderBusy = ordering || order.isPending;
  const cover = useMutation(trpc.owner.stayPhotos.setCover.mutationOptions(reporting(t.stayPhotos.coverSet)));
  const remove = useMutation(trpc.owner.stayPhotos.remove.mutationOptions(reporting(t.stayPhotos.removed)));

  function move(id: string, to: number) {
    const from = ids.indexOf(id);
    // One order change at a time, so they reach the server in the order the owner made them.
    if (orderBusy || from < 0 || to < 0 || to >= ids.length || from === to) return;
    const next = [...ids];
    next.splice(from, 1);
    next.splice(to, 0, id);
    setMoved(next);
    setOrdering(true);
    order.mutate({ stay, ids: next });
  }

  // Dragging by a photo's handle, with a mouse, a pen or a finger (pointer events, so touch works
  // as well): the photo goes where the pointer is let go over another photo.
  const [over, setOver] = useState<string | null>(null);
  const photoAt = (event: PointerEvent) =>
    document.elementFromPoint(event.clientX, event.clientY)?.closest<HTMLElement>("[data-photo-id]")?.dataset.photoId ?? null;
  function startDrag(event: PointerEvent<HTMLElement>, id: string) {
    if (orderBusy) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragged(id);
  }
  function endDrag(event: PointerEvent) {
    const target = photoAt(event);
    if (dragged && target && target !== dragged) move(dragged, ids.indexOf(target));
    setDragged(null);
    setOver(null);
  }

  return (
    <div className="flex flex-col gap-4">
      <UploadPhotos t={t} stay={stay} maxMegabytes={maxMegabytes} />
      {ids.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.stayPhotos.none}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t.stayPhotos.dragHint}</p>
          <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid={`stay-photos-${stay}`}>
            {ids.map((id, index) => {
              const photo = byId.get(id)!;
              const position = fill(t.stayPhotos.position, { n: index + 1, total: ids.length });
              return (
                <li
                  key={id}
                  data-photo-id={id}
                  className={`flex flex-col gap-2 rounded-lg border bg-card p-3 ${dragged === id ? "opacity-50" : ""} ${
                    dragged && over === id && dragged !== id ? "ring-2 ring-primary" : ""
                  }`}
                >
                  <div className="flex items-center justify-between gap-2 text-sm">
                    <span className="flex items-center gap-1 font-semibold">
                      {/* The handle is for pointers; keyboard and screen reader users have the buttons below. */}
                      <span
                        aria-hidden
                        data-testid="drag-handle"
                        onPointerDown={(event) => startDrag(event, id)}
                        onPointerMove={(event) => (dragged ? setOver(photoAt(event)) : undefined)}
                        onPointerUp={endDrag}
                        onPointerCancel={() => setDragged(null)}
                        className="inline-flex size-9 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-muted active:cursor-grabbing"
                      >
                        <GripVerticalIcon className="size-5" />
                      </span>
                      {position}
                    </span>
                    {photo.cover ? (
                      <span className="inline-flex items-center gap-1 rounded-full bg-secondary px-2 py-0.5 text-xs font-semibold text-secondary-foreground">
                        <StarIcon aria-hidden className="size-3 fill-current" />
                        {t.stayPhotos.cover}
                      </span>
                    ) : null}
                  </div>
                  {photo.preview ? (
                    // eslint-disable-next-line @next/next/no-img-element -- the console's preview of the photo's smallest size
                    <img
                      src={photo.preview}
                      alt={photo.altEn || photo.altAf || fill(t.stayPhotos.photoAlt, { n: index + 1, stay: stayName })}
                      width={photo.width ?? undefined}
                      height={photo.height ?? undefined}
                      draggable={false}
                      className="aspect-[3/2] w-full rounded-md border object-cover"
                    />
                  ) : (
                    <p className="flex aspect-[3/2] items-center justify-center rounded-md border p-2 text-center text-sm text-muted-foreground">
                      {photo.state === "failed" ? t.stayPhotos.failed : t.stayPhotos.processing}
                    </p>
                  )}
                  <div className="flex flex-wrap gap-2">
                    {(
                      [
                        { step: -1, label: t.stayPhotos.moveUp, Icon: ArrowUpIcon },
                        { step: 1, label: t.stayPhotos.moveDown, Icon: ArrowDownIcon },
                      ] as const
                    ).map(({ step, label, Icon }) => (
                      <ActionButton
                        key={step}
                        type="button"
                        variant="outline"
                        size="sm"
                        disabled={!ids[index + step] || orderBusy}
                        onClick={() => move(id, index + step)}
                        aria-label={`${label}: ${position}`}
                      >
                        <Icon aria-hidden className="size-4" />
                        {label}
                      </ActionButton>
                    ))}
                    <ActionButton
                      type="button"
                      variant="secondary"
                      size="sm"
                      aria-pressed={photo.cover}
                      disabled={photo.cover || cover.isPending}
                      onClick={() => cover.mutate({ id })}
                      aria-label={`${t.stayPhotos.makeCover}: ${position}`}
                    >
                      {t.stayPhotos.makeCover}
                    </ActionButton>
                    <ActionButton
                      type="button"
                      variant="outline"
                      size="sm"
                      disabled={remove.isPending}
                      onClick={() => {
                        if (window.confirm(t.stayPhotos.confirmRemove)) remove.mutate({ id });
                      }}
                      aria-label={`${t.stayPhotos.remove}: ${position}`}
                    >
                      {t.stayPhotos.remove}
                    </ActionButton>
                  </div>
                  <AltForm t={t} photo={photo} />
                </li>
              );
            })}
          </ol>
        </>
      )}
    </div>
  );
}

export const StayPhotoManager = withTRPC(StayPhotoManagerIsland);
