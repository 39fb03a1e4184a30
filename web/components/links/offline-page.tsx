// What the phone's service worker (web/public/sw.js) shows with no signal: the offline page, and the
// note above its copy of a booking page. Both are in the page's HTML from the start, hidden; the
// worker finds them by their ids (SAVED_COPY_ID, SAVED_BOOKINGS_ID), shows them and fills in when
// the copy was saved and which bookings it holds. They hold no script: the worker keeps pages
// without theirs.
import type { TLanguage } from "@/content/dictionaries";
import { GUEST_JOURNEY } from "@/content/guest-journey";
import type { TLinkPageState } from "@/server/http/link-page";
import type { TOfflineFacts } from "@/server/offline/handle-offline-page";
import { ContactBullets, LinkPageBody, Notice, Part } from "./link-page";

/** The note above the phone's copy of a booking page (its <time> is filled in by the worker). */
export const SAVED_COPY_ID = "saved-copy";
/** The offline page's list of the booking pages the phone keeps (its <ul> filled in by the worker). */
export const SAVED_BOOKINGS_ID = "saved-bookings";

/** Hidden on the page as served; shown, with the time, on the phone's copy of it. */
export function SavedCopyNote({ language }: { language: TLanguage }) {
  return (
    <p id={SAVED_COPY_ID} hidden className="rounded-md border border-secondary/30 bg-muted px-4 py-3">
      {GUEST_JOURNEY[language].offline.savedCopy} <time />
    </p>
  );
}

export function OfflineView({ state }: { state: TLinkPageState<TOfflineFacts> }) {
  const { language, facts } = state;
  const texts = GUEST_JOURNEY[language];
  return (
    <LinkPageBody title={texts.offline.title}>
      <Notice>{texts.offline.text}</Notice>
      <ContactBullets language={language} phone={facts?.phone} whatsapp={facts?.whatsapp} email={facts?.email} />
      <div id={SAVED_BOOKINGS_ID} hidden>
        <Part id={`${SAVED_BOOKINGS_ID}-list`} title={texts.offline.savedBookings}>
          <ul className="list-disc space-y-1 pl-5" />
        </Part>
      </div>
    </LinkPageBody>
  );
}
