// The texts of the e-mails the owner receives, and of the pages their signed links open, in the
// owner's language (the console's choice, server/mail/owner-language.ts). Placeholders are filled
// by web/server/mail/templates.ts and message-mails.ts.
import type { TLanguage } from "./dictionaries";

/** What the cancellation policy repays, in money already written out. */
export type TOwnerRefund = {
  toRepay: string;
  daysBefore: number;
  percent: number;
  paid: string;
  stayRefund: string;
  /** What was repaid already, or null when nothing was. */
  alreadyRepaid: string | null;
  breakage: string;
  /** True when the cancellation fell in the cooling-off period: everything paid is repaid. */
  coolingOff: boolean;
  /** True when the owner cancelled: everything paid is repaid. */
  byUs: boolean;
};

/** The facts of a burst of guest messages, written out. */
export type TOwnerMessageBurst = { guest: string; count: number; number: string; stay: string; from: string; to: string };

/** The operator's alert: one line of counts, written out. */
export type TStuckCount = { stuck: number; pending: number; oldestMinutes: number | null };

/** One stuck event of the operator's alert. */
export type TStuckEvent = { id: string; topic: string; jobId: string | null; minutes: number; attempts: number; lastError: string | null };

type TOwnerMailTexts = {
  footer: string;
  booking: {
    dates: (stay: string, from: string, to: string) => string;
    request: { subject: (number: string, dates: string) => string; intro: (hours: number) => string };
    reminder: { subject: (number: string, hours: number) => string; intro: (hours: number) => string };
    lapsed: { subject: (number: string, dates: string) => string; intro: string };
    released: { subject: (number: string, dates: string) => string; intro: string };
    cancelled: { subject: (number: string, dates: string) => string; intro: string };
    noRefund: string;
    refund: (refund: TOwnerRefund) => string;
    labels: { nights: string; price: string; guest: string; email: string; phone: string; guestLanguage: string };
    price: (base: string, extraGuests: string, cleaning: string | null) => string;
    languageNames: Record<TLanguage, string>;
    confirm: string;
    decline: string;
    declineBlock: string;
    linksNote: (blockDays: number) => string;
  };
  review: {
    subject: (guest: string, rating: number) => string;
    intro: (target: string) => string;
    general: string;
    labels: { from: string; rating: string; comment: string };
    photoAlt: string;
    publish: string;
    reject: string;
  };
  photos: { subject: (guest: string) => string; intro: (guest: string, email: string) => string; photoAlt: string; publish: string };
  conflict: {
    subject: (channel: string) => string;
    intro: (channel: string, stay: string) => string;
    labels: { channel: string; stay: string; nights: string };
    note: string;
  };
  message: {
    subject: (number: string) => string;
    intro: (burst: TOwnerMessageBurst) => string;
    theGuest: string;
    answer: string;
    note: string;
  };
  /** The page an e-mail's signed link opens: what it will do and the button that does it. */
  /** The alert of work stuck in the background: to the operator's address, else the owner's. */
  stuck: {
    subject: (business: string, minutes: number, opened: string) => string;
    intro: (minutes: number) => string;
    count: (count: TStuckCount) => string;
    labels: { events: string; photos: string; mails: string; holds: string };
    event: (id: string, topic: string) => string;
    eventLine: (event: TStuckEvent) => string;
    eventsNote: string;
    where: (queues: string, health: string) => string;
  };
};

export const OWNER_MAIL: Record<TLanguage, TOwnerMailTexts> = {
  en: {
    footer: "Sent by your booking website.",
    booking: {
      dates: (stay, from, to) => `${stay}, ${from} to ${to}`,
      request: {
        subject: (number, dates) => `Booking request ${number}: ${dates}`,
        intro: (hours) =>
          `A new booking request is waiting for your answer, for up to ${hours} hours. Its nights are not taken until you confirm it: other requests for them are listed beside it on its page, and confirming one declines the others.`,
      },
      reminder: {
        subject: (number, hours) => `Reminder: booking request ${number} lapses in about ${hours} hours`,
        intro: (hours) =>
          `This request is still waiting for your answer. Unless you confirm or decline it, it lapses in about ${hours} hours and the guest is told.`,
      },
      lapsed: {
        subject: (number, dates) => `Booking request ${number} lapsed unanswered: ${dates}`,
        intro: "This request was not answered in time, so it lapsed: its nights are free again and the guest has been told.",
      },
      released: {
        subject: (number, dates) => `Booking ${number} released unpaid: ${dates}`,
        intro:
          "This booking was released because the payment that secures it was not made in time: its nights are free again on every stay and in the channels' calendars, and the guest has been told, with the calendar's cancellation.",
      },
      cancelled: {
        subject: (number, dates) => `Booking ${number} cancelled: ${dates}`,
        intro: "This booking was cancelled: its nights are free again and the guest has been sent the calendar's cancellation.",
      },
      noRefund: "Nothing was recorded as paid on this booking, so no refund is due.",
      refund: (r) =>
        r.byUs
          ? `Refund due: ${r.toRepay}. You cancelled the booking, so everything the guest paid toward the stay (${r.paid}${r.alreadyRepaid ? `, of which ${r.alreadyRepaid} is repaid already` : ""}) and the breakage deposit held (${r.breakage}) is repaid. Record the refund in the booking's payments when you have paid it.`
          : `Refund due by the cancellation policy: ${r.toRepay}. Cancelled ${r.daysBefore} ${r.daysBefore === 1 ? "day" : "days"} before check-in${r.coolingOff ? " and within the cooling-off period after confirmation" : ""}, the policy repays ${r.percent}% of the ${r.paid} paid toward the stay (${r.stayRefund}${r.alreadyRepaid ? `, of which ${r.alreadyRepaid} is repaid already` : ""}) and the breakage deposit held (${r.breakage}). Record the refund in the booking's payments when you have paid it.`,
      labels: { nights: "Nights", price: "Price", guest: "Guest", email: "E-mail", phone: "Phone", guestLanguage: "Guest's language" },
      price: (base, extraGuests, cleaning) => `${base} + ${extraGuests} additional guests${cleaning ? ` + ${cleaning} cleaning` : ""}`,
      languageNames: { en: "English", af: "Afrikaans" },
      confirm: "Confirm booking",
      decline: "Decline",
      declineBlock: "Decline and block this sender",
      linksNote: (days) =>
        `Each link opens a page where you confirm the choice; the guest is e-mailed either way. The guest confirmed this e-mail address. Blocking refuses new requests from this e-mail address and phone number for ${days} days. Replying to this e-mail writes to the guest.`,
    },
    review: {
      subject: (guest, rating) => `New review from ${guest} (${rating}/5)`,
      intro: (target) => `A guest wrote a review of ${target}. It appears on the site only once you publish it.`,
      general: "the stays in general",
      labels: { from: "From", rating: "Rating", comment: "Comment" },
      photoAlt: "Photo with the review",
      publish: "Publish review",
      reject: "Reject",
    },
    photos: {
      subject: (guest) => `New guest photos from ${guest}`,
      intro: (guest, email) => `${guest} (${email}) shared photos. They appear in the guest gallery only once you publish them.`,
      photoAlt: "Guest photo",
      publish: "Publish photos",
    },
    conflict: {
      subject: (channel) => `Calendar conflict: ${channel} has nights you already hold`,
      intro: (channel, stay) =>
        `The ${channel} calendar of ${stay} blocks nights that a booking or block on your own site already holds. Only one stay can be booked for a night, so one of them may be a double booking. Please check both and cancel one.`,
      labels: { channel: "Channel", stay: "Stay", nights: "Nights" },
      note: "The site keeps its own booking; the channel's nights that were free are blocked here as usual.",
    },
    message: {
      subject: (number) => `Guest message about booking ${number}`,
      intro: (b) =>
        `${b.guest} wrote ${b.count === 1 ? "a message" : `${b.count} messages`} about booking ${b.number} (${b.stay}, ${b.from} to ${b.to}):`,
      theGuest: "The guest",
      answer: "Answer in the console",
      note: "Answer in the console: the guest gets your answer by e-mail and on their booking page. One e-mail covers every message written before it.",
    },
    stuck: {
      subject: (business, minutes, opened) => `${business}: work stuck for over ${minutes} minutes (${opened})`,
      intro: (minutes) =>
        `Some of the site's background work has not been done for over ${minutes} minutes. Nothing is lost: it is all recorded in the database, and the worker keeps retrying it. Usually a service is away (mail server, photo storage, Redis) or the worker is not running.`,
      count: (c) => `${c.stuck} stuck of ${c.pending} waiting${c.oldestMinutes !== null ? `, oldest ${c.oldestMinutes} min` : ""}`,
      labels: { events: "Events to handle", photos: "Photos to process", mails: "E-mails to send", holds: "Lapsed holds to release" },
      event: (id, topic) => `Event ${id} (${topic})`,
      eventLine: (e) =>
        `job ${e.jobId ?? "not yet named"}, waiting ${e.minutes} min, ${e.attempts} failed relay attempt(s)${e.lastError ? `; last error: ${e.lastError}` : ""}`,
      eventsNote:
        "Find each job by its id on the dashboard. A job shown as completed or failed while its event waits is put back by the worker within a few minutes; if it is not, restart the worker.",
      where: (queues, health) =>
        `Failed jobs and their errors: ${queues}. Current counts: ${health}. This alert is sent once; when nothing is stuck any more, the next stuck work alerts again.`,
    },
  },
  af: {
    footer: "Gestuur deur jou besprekingswebwerf.",
    booking: {
      dates: (stay, from, to) => `${stay}, ${from} tot ${to}`,
      request: {
        subject: (number, dates) => `Besprekingsversoek ${number}: ${dates}`,
        intro: (hours) =>
          `'n Nuwe besprekingsversoek wag tot ${hours} uur lank op jou antwoord. Sy nagte word eers gehou wanneer jy dit bevestig: ander versoeke vir dieselfde nagte word op sy blad langsaan gewys, en wanneer jy een bevestig, word die ander van die hand gewys.`,
      },
      reminder: {
        subject: (number, hours) => `Herinnering: besprekingsversoek ${number} verval oor sowat ${hours} uur`,
        intro: (hours) =>
          `Hierdie versoek wag nog op jou antwoord. Tensy jy dit bevestig of van die hand wys, verval dit oor sowat ${hours} uur en word die gas laat weet.`,
      },
      lapsed: {
        subject: (number, dates) => `Besprekingsversoek ${number} het onbeantwoord verval: ${dates}`,
        intro: "Hierdie versoek is nie betyds beantwoord nie en het dus verval: sy nagte is weer vry en die gas is laat weet.",
      },
      released: {
        subject: (number, dates) => `Bespreking ${number} onbetaald vrygestel: ${dates}`,
        intro:
          "Hierdie bespreking is vrygestel omdat die betaling wat dit verseker nie betyds gemaak is nie: sy nagte is weer vry by elke verblyf en in die kanale se kalenders, en die gas is laat weet, met die kalender se kansellasie.",
      },
      cancelled: {
        subject: (number, dates) => `Bespreking ${number} gekanselleer: ${dates}`,
        intro: "Hierdie bespreking is gekanselleer: sy nagte is weer vry en die gas het die kalender se kansellasie ontvang.",
      },
      noRefund: "Niks is as betaal op hierdie bespreking aangeteken nie, dus is geen terugbetaling verskuldig nie.",
      refund: (r) =>
        r.byUs
          ? `Terugbetaling verskuldig: ${r.toRepay}. Jy het die bespreking gekanselleer, dus word alles wat die gas vir die verblyf betaal het (${r.paid}${r.alreadyRepaid ? `, waarvan ${r.alreadyRepaid} reeds terugbetaal is` : ""}) en die breekskadedeposito wat gehou word (${r.breakage}) terugbetaal. Teken die terugbetaling by die bespreking se betalings aan wanneer jy dit betaal het.`
          : `Terugbetaling verskuldig volgens die kansellasiebeleid: ${r.toRepay}. Gekanselleer ${r.daysBefore} ${r.daysBefore === 1 ? "dag" : "dae"} voor intrek${r.coolingOff ? " en binne die afkoelperiode ná bevestiging" : ""}, betaal die beleid ${r.percent}% terug van die ${r.paid} wat vir die verblyf betaal is (${r.stayRefund}${r.alreadyRepaid ? `, waarvan ${r.alreadyRepaid} reeds terugbetaal is` : ""}) en die breekskadedeposito wat gehou word (${r.breakage}). Teken die terugbetaling by die bespreking se betalings aan wanneer jy dit betaal het.`,
      labels: { nights: "Nagte", price: "Prys", guest: "Gas", email: "E-pos", phone: "Telefoon", guestLanguage: "Gas se taal" },
      price: (base, extraGuests, cleaning) => `${base} + ${extraGuests} ekstra gaste${cleaning ? ` + ${cleaning} skoonmaak` : ""}`,
      languageNames: { en: "Engels", af: "Afrikaans" },
      confirm: "Bevestig bespreking",
      decline: "Wys van die hand",
      declineBlock: "Wys van die hand en blokkeer hierdie sender",
      linksNote: (days) =>
        `Elke skakel open 'n blad waar jy die keuse bevestig; die gas word in albei gevalle per e-pos laat weet. Die gas het hierdie e-posadres bevestig. Blokkering weier vir ${days} dae nuwe versoeke van hierdie e-posadres en telefoonnommer. As jy op hierdie e-pos antwoord, skryf jy aan die gas.`,
    },
    review: {
      subject: (guest, rating) => `Nuwe resensie van ${guest} (${rating}/5)`,
      intro: (target) => `'n Gas het 'n resensie oor ${target} geskryf. Dit verskyn eers op die webwerf wanneer jy dit publiseer.`,
      general: "die verblyf in die algemeen",
      labels: { from: "Van", rating: "Gradering", comment: "Kommentaar" },
      photoAlt: "Foto by die resensie",
      publish: "Publiseer resensie",
      reject: "Verwerp",
    },
    photos: {
      subject: (guest) => `Nuwe gastefoto's van ${guest}`,
      intro: (guest, email) => `${guest} (${email}) het foto's gedeel. Hulle verskyn eers in die gastegalery wanneer jy hulle publiseer.`,
      photoAlt: "Gastefoto",
      publish: "Publiseer foto's",
    },
    conflict: {
      subject: (channel) => `Kalenderbotsing: ${channel} het nagte wat jy reeds hou`,
      intro: (channel, stay) =>
        `Die ${channel}-kalender van ${stay} blokkeer nagte wat 'n bespreking of blokkering op jou eie webwerf reeds hou. Net een verblyf kan vir 'n nag bespreek word, dus is een daarvan dalk 'n dubbele bespreking. Kontroleer asseblief albei en kanselleer een.`,
      labels: { channel: "Kanaal", stay: "Verblyf", nights: "Nagte" },
      note: "Die webwerf behou sy eie bespreking; die kanaal se nagte wat vry was, word soos gewoonlik hier geblokkeer.",
    },
    message: {
      subject: (number) => `Boodskap van 'n gas oor bespreking ${number}`,
      intro: (b) =>
        `${b.guest} het ${b.count === 1 ? "'n boodskap" : `${b.count} boodskappe`} oor bespreking ${b.number} geskryf (${b.stay}, ${b.from} tot ${b.to}):`,
      theGuest: "Die gas",
      answer: "Antwoord in die konsole",
      note: "Antwoord in die konsole: die gas kry jou antwoord per e-pos en op sy besprekingsblad. Een e-pos dek elke boodskap wat voor dit geskryf is.",
    },
    stuck: {
      subject: (business, minutes, opened) => `${business}: werk sit al meer as ${minutes} minute vas (${opened})`,
      intro: (minutes) =>
        `Van die webwerf se agtergrondwerk is al meer as ${minutes} minute nie gedoen nie. Niks gaan verlore nie: dit is alles in die databasis aangeteken, en die werker probeer dit steeds weer. Gewoonlik is 'n diens weg (e-posbediener, foto-berging, Redis) of die werker loop nie.`,
      count: (c) => `${c.stuck} vas van ${c.pending} wat wag${c.oldestMinutes !== null ? `, oudste ${c.oldestMinutes} min` : ""}`,
      labels: {
        events: "Gebeure om te hanteer",
        photos: "Foto's om te verwerk",
        mails: "E-posse om te stuur",
        holds: "Verstreke houe om vry te stel",
      },
      event: (id, topic) => `Gebeurtenis ${id} (${topic})`,
      eventLine: (e) =>
        `taak ${e.jobId ?? "nog nie benoem nie"}, wag al ${e.minutes} min, ${e.attempts} mislukte aanstuurpoging(s)${e.lastError ? `; laaste fout: ${e.lastError}` : ""}`,
      eventsNote:
        "Vind elke taak op die paneelbord by sy id. 'n Taak wat as voltooi of misluk gewys word terwyl sy gebeurtenis wag, word binne 'n paar minute deur die werker teruggesit; as dit nie gebeur nie, herbegin die werker.",
      where: (queues, health) =>
        `Mislukte take en hul foute: ${queues}. Huidige tellings: ${health}. Hierdie waarskuwing word een keer gestuur; wanneer niks meer vassit nie, waarsku die volgende vasgeloopte werk weer.`,
    },
  },
};
