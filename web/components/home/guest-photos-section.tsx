"use client";
// Guest photos: a form that toggles open (name, e-mail, 1-5 image files read as data URLs;
// Cancel clears and closes it, and a refusal shows the server's message under each field it names) and the gallery of approved photos. The gallery offers each photo's AVIF
// and JPEG derivatives (and WebP, for a photo made when WebP still was) in a <picture>; the first three load at once, the rest natively lazy
// as they near the viewport (so the next ones ahead load before they are scrolled to). A photo
// that fails to load is only logged.
import { useMutation, useQuery } from "@tanstack/react-query";
import { useRef, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/use-toast";
import type { TDictionary } from "@/content/dictionaries";
import { MAX_PHOTOS_PER_SUBMISSION } from "@/content/stays";
import { fill } from "@/lib/fill";
import { useTRPC } from "@/trpc/react";
import { GuestNameField, TextField } from "./form-fields";
import { fieldErrorsOf, guardFields, PublicForm, useFormStartedAt } from "./public-form";
import { SectionIntro } from "./section-intro";

type TPhotoTexts = TDictionary["guestPhotos"];

const EAGER_PHOTOS = 3;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === "string" ? resolve(reader.result) : reject(new Error("read failed")));
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsDataURL(file);
  });
}

export function GuestPhotosSection({ texts }: { texts: TPhotoTexts }) {
  const trpc = useTRPC();
  const gallery = useQuery(trpc.reviews.gallery.queryOptions());
  const submit = useMutation(trpc.reviews.submitPhotos.mutationOptions());
  const { formStartedAt, restart } = useFormStartedAt();
  const [open, setOpen] = useState(false);
  const [guestName, setGuestName] = useState("");
  const [guestEmail, setGuestEmail] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [reading, setReading] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const fileInput = useRef<HTMLInputElement>(null);
  const shareButton = useRef<HTMLButtonElement>(null);

  function clear() {
    setGuestName("");
    setGuestEmail("");
    setFiles([]);
    setFieldErrors({});
    if (fileInput.current) fileInput.current.value = "";
  }

  /** Cancel: the form empties and toggles closed; focus goes back to the button that opens it. */
  function cancel() {
    clear();
    setOpen(false);
    shareButton.current?.focus();
  }

  function toggle() {
    if (!open) restart();
    setOpen(!open);
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = guestName.trim();
    const email = guestEmail.trim();
    if (!name || !email) return toast({ title: texts.missingTitle, description: texts.missingBody, variant: "destructive" });
    if (files.length === 0) return toast({ title: texts.noPhotosTitle, description: texts.noPhotosBody, variant: "destructive" });
    if (files.length > MAX_PHOTOS_PER_SUBMISSION)
      return toast({ title: texts.tooManyTitle, description: texts.tooManyBody, variant: "destructive" });
    if (files.some((file) => !file.type.startsWith("image/")))
      return toast({ title: texts.notImageTitle, description: texts.notImageBody, variant: "destructive" });
    let images: string[];
    setReading(true);
    try {
      images = await Promise.all(files.map(readAsDataUrl));
    } catch {
      return toast({ title: texts.errorTitle, description: texts.readErrorBody, variant: "destructive" });
    } finally {
      setReading(false);
    }
    setFieldErrors({});
    submit.mutate(
      { guestName: name, guestEmail: email, images, ...guardFields(formStartedAt) },
      {
        onSuccess: () => {
          toast({ title: texts.successTitle, description: texts.successBody });
          clear();
          setOpen(false);
          void gallery.refetch();
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          setFieldErrors(fields);
          // The server's own message (already in the visitor's language) when it refused what was sent.
          const refused = Object.keys(fields).length > 0;
          toast({ title: texts.errorTitle, description: refused ? error.message : texts.errorBody, variant: "destructive" });
        },
      },
    );
  }

  const photos = gallery.data ?? [];
  const pending = reading || submit.isPending;

  return (
    <section id="guest-photos" aria-labelledby="guest-photos-title" className="bg-muted/60 py-14">
      <div className="mx-auto max-w-6xl px-4">
        <SectionIntro id="guest-photos-title" title={texts.title} subtitle={texts.subtitle}>
          <button
            ref={shareButton}
            type="button"
            onClick={toggle}
            aria-expanded={open}
            aria-controls="photo-form"
            className="inline-flex h-11 items-center rounded-md bg-secondary px-5 text-sm font-semibold text-secondary-foreground hover:bg-secondary-hover"
          >
            {texts.share}
          </button>
        </SectionIntro>

        {open ? (
          <PublicForm
            id="photo-form"
            title={texts.formTitle}
            onSubmit={(event) => void send(event)}
            onCancel={cancel}
            pending={pending}
            labels={texts}
            className="mt-6"
          >
            <GuestNameField label={texts.name} value={guestName} onChange={setGuestName} error={fieldErrors.guestName} />
            <TextField
              label={texts.email}
              error={fieldErrors.guestEmail}
              type="email"
              name="guestEmail"
              value={guestEmail}
              onChange={(event) => setGuestEmail(event.target.value)}
              autoComplete="email"
            />
            <TextField
              label={texts.files}
              ref={fileInput}
              type="file"
              name="images"
              accept="image/*"
              multiple
              onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
              aria-describedby="photo-files-hint"
              error={fieldErrors.images}
            />
            <p id="photo-files-hint" className="text-sm text-muted-foreground">
              {texts.filesHint}{" "}
              {files.length > 0 ? (files.length === 1 ? texts.selectedOne : fill(texts.selectedOther, { count: files.length })) : null}
            </p>
          </PublicForm>
        ) : null}

        {gallery.isSuccess && photos.length === 0 ? <p className="mt-8 text-muted-foreground">{texts.empty}</p> : null}
        {photos.length > 0 ? (
          <ul aria-label={texts.galleryLabel} className="mt-8 flex snap-x gap-4 overflow-x-auto pb-3" data-testid="guest-gallery">
            {photos.map((photo, index) => (
              <li key={photo.id} className="w-64 shrink-0 snap-start sm:w-80">
                <picture>
                  {photo.srcSet.avif ? (
                    <source type="image/avif" srcSet={photo.srcSet.avif} sizes="(min-width: 640px) 320px, 256px" />
                  ) : null}
                  {photo.srcSet.webp ? (
                    <source type="image/webp" srcSet={photo.srcSet.webp} sizes="(min-width: 640px) 320px, 256px" />
                  ) : null}
                  <img
                    src={photo.src}
                    srcSet={photo.srcSet.jpeg || undefined}
                    sizes="(min-width: 640px) 320px, 256px"
                    width={photo.width || undefined}
                    height={photo.height || undefined}
                    alt={fill(texts.photoAlt, { name: photo.guestName })}
                    loading={index < EAGER_PHOTOS ? "eager" : "lazy"}
                    decoding="async"
                    onError={() => console.warn(`Guest photo ${photo.id} failed to load`)}
                    className="aspect-[4/3] w-full rounded-lg object-cover"
                  />
                </picture>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
