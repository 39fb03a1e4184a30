// The texts of the e-mails guests receive, in English and Afrikaans (the owner's: owner-mail.ts).
// Placeholders are filled by web/server/mail/templates.ts.
import type { TLanguage } from "./dictionaries";

type TGuestMailTexts = {
  greeting: (name: string) => string;
  signOff: string;
  labels: { bookingNumber: string; stay: string; checkIn: string; checkOut: string; guests: string; checkInTime: string; total: string };
  /** The e-mail with the link that confirms a request, and the pages behind that link. */
  verify: {
    subject: (n: string) => string;
    intro: (minutes: number) => string;
    button: string;
    notYou: string;
    pageTitle: string;
    pageNote: string;
    doneTitle: string;
    done: (hours: number) => string;
    alreadyTitle: string;
    already: string;
    lapsedTitle: string;
    lapsed: string;
    overCapTitle: string;
    overCap: string;
    invalidTitle: string;
    invalid: string;
    limitedTitle: string;
    limited: string;
    crossOriginTitle: string;
    crossOrigin: string;
  };
  received: { subject: (n: string) => string; intro: string; next: string; notCharged: string };
  /** `next` names {checkOutBy}: filled with the owner's hours (fillHours). */
  confirmed: { subject: (n: string) => string; intro: string; next: string };
  /** A confirmed booking the owner changed (stay, dates or guests). */
  changed: { subject: (n: string) => string; intro: string; next: string };
  /** The heading of the message the owner wrote with a decision. */
  ownerMessage: string;
  declined: { subject: (n: string) => string; intro: string; next: string };
  expired: { subject: (n: string) => string; intro: string; next: string };
  unavailable: { subject: (n: string) => string; intro: string; next: string };
  calendarSummary: (stay: string) => string;
  footer: string;
};

export const GUEST_MAIL: Record<TLanguage, TGuestMailTexts> = {
  en: {
    greeting: (name) => `Dear ${name},`,
    signOff: "Warm regards,",
    labels: {
      bookingNumber: "Booking number",
      stay: "Stay",
      checkIn: "Check-in",
      checkOut: "Check-out",
      guests: "Guests",
      checkInTime: "Arrival time",
      total: "Total",
    },
    verify: {
      subject: (n) => `Please confirm your booking request ${n}`,
      intro: (minutes) =>
        `Thank you for your booking request. Please confirm it with the button below within ${minutes} minutes. Until you do, the owner does not see it, and it lapses after that long.`,
      button: "Confirm my request",
      notYou: "Did not ask for this? Then ignore this e-mail: the request lapses by itself, and nobody else is contacted about it.",
      pageTitle: "Confirm your booking request",
      pageNote: "Nothing is sent until you press the button.",
      doneTitle: "Request confirmed",
      done: (hours) =>
        `Thank you: your request is now with the owner, who will answer by e-mail. The request stays open for up to ${hours} hours meanwhile; the nights are yours once the owner confirms it.`,
      alreadyTitle: "Already confirmed",
      already: "You confirmed this request before; it is with the owner. Nothing was changed.",
      lapsedTitle: "This request has lapsed",
      lapsed: "It was not confirmed in time, so its nights were released. You are welcome to send a new request on our website.",
      overCapTitle: "Too many open requests",
      overCap:
        "You already have as many requests waiting for the owner's answer as we can hold at once. Please wait for an answer before confirming this one.",
      invalidTitle: "This link is not valid",
      invalid: "The link has been altered or was not made by our website. Nothing was changed.",
      limitedTitle: "Please wait a moment",
      limited: "Too many requests from this address. Try the link again in a few minutes. Nothing was changed.",
      crossOriginTitle: "Not sent from this page",
      crossOrigin: "The button must be pressed on this page itself. Nothing was changed.",
    },
    received: {
      subject: (n) => `We received your booking request ${n}`,
      intro: "Thank you for your booking request. These are the details we received:",
      next: "What happens next: we check the dates and confirm your booking by e-mail, usually within a day. Requests are answered in the order they came in; the nights are yours once we confirm. The attached calendar file adds the stay to your calendar.",
      notCharged:
        "You have not been charged. Once your booking is confirmed, that e-mail tells you what to pay, when, and to which account.",
    },
    confirmed: {
      subject: (n) => `Your booking ${n} is confirmed`,
      intro: "Good news: your booking is confirmed. We look forward to welcoming you.",
      next: `Check-in is from your chosen arrival time; check-out is by {checkOutBy} on the day you leave. What to pay and when is below, with the directions.`,
    },
    changed: {
      subject: (n) => `Your booking ${n} has changed`,
      intro: "Your booking has been changed. These are its details now:",
      next: "The attached calendar file replaces the one you had. If anything here is not as you agreed with us, please contact us.",
    },
    ownerMessage: "A message from your host",
    declined: {
      subject: (n) => `Your booking request ${n} could not be accepted`,
      intro: "We are sorry: we cannot accept your booking request for these dates.",
      next: "The nights have been released. You are welcome to choose other dates on our website.",
    },
    expired: {
      subject: (n) => `Your booking request ${n} has lapsed`,
      intro: "We are sorry: we could not answer your booking request in time, so the nights have been released.",
      next: "If you would still like to stay with us, please send a new request on our website or call us.",
    },
    unavailable: {
      subject: (n) => `Your booking request ${n}: those nights are no longer available`,
      intro: "We are sorry: those nights were booked elsewhere before we could confirm your request.",
      next: "Please choose other dates on our website; we host one party at a time, so every night we free up is yours to take.",
    },
    calendarSummary: (stay) => `Stay at ${stay}, Orania`,
    footer: "Self-catering stays in Orania, on the Orange River, Northern Cape.",
  },
  af: {
    greeting: (name) => `Beste ${name},`,
    signOff: "Hartlike groete,",
    labels: {
      bookingNumber: "Besprekingsnommer",
      stay: "Verblyf",
      checkIn: "Intrek",
      checkOut: "Uittrek",
      guests: "Gaste",
      checkInTime: "Aankomstyd",
      total: "Totaal",
    },
    verify: {
      subject: (n) => `Bevestig asseblief jou besprekingsversoek ${n}`,
      intro: (minutes) =>
        `Dankie vir jou besprekingsversoek. Bevestig dit asseblief met die knoppie hieronder binne ${minutes} minute. Tot dan sien die eienaar dit nie, en dit verval ná so lank.`,
      button: "Bevestig my versoek",
      notYou:
        "Het jy nie hiervoor gevra nie? Ignoreer dan hierdie e-pos: die versoek verval vanself, en niemand anders word daaroor gekontak nie.",
      pageTitle: "Bevestig jou besprekingsversoek",
      pageNote: "Niks word gestuur voordat jy die knoppie druk nie.",
      doneTitle: "Versoek bevestig",
      done: (hours) =>
        `Dankie: jou versoek is nou by die eienaar, wat per e-pos sal antwoord. Die versoek bly solank tot ${hours} uur oop; die nagte is joune sodra die eienaar dit bevestig.`,
      alreadyTitle: "Reeds bevestig",
      already: "Jy het hierdie versoek reeds bevestig; dit is by die eienaar. Niks is verander nie.",
      lapsedTitle: "Hierdie versoek het verval",
      lapsed: "Dit is nie betyds bevestig nie, en die nagte is vrygestel. Jy is welkom om 'n nuwe versoek op ons webwerf te stuur.",
      overCapTitle: "Te veel oop versoeke",
      overCap:
        "Jy het reeds soveel versoeke wat op die eienaar se antwoord wag as wat ons op 'n slag kan hou. Wag asseblief vir 'n antwoord voor jy hierdie een bevestig.",
      invalidTitle: "Hierdie skakel is nie geldig nie",
      invalid: "Die skakel is verander of is nie deur ons webwerf gemaak nie. Niks is verander nie.",
      limitedTitle: "Wag asseblief 'n oomblik",
      limited: "Te veel versoeke van hierdie adres. Probeer die skakel oor 'n paar minute weer. Niks is verander nie.",
      crossOriginTitle: "Nie van hierdie bladsy gestuur nie",
      crossOrigin: "Die knoppie moet op hierdie bladsy self gedruk word. Niks is verander nie.",
    },
    received: {
      subject: (n) => `Ons het jou besprekingsversoek ${n} ontvang`,
      intro: "Dankie vir jou besprekingsversoek. Hier is die besonderhede wat ons ontvang het:",
      next: "Wat volgende gebeur: ons kyk na die datums en bevestig jou bespreking per e-pos, gewoonlik binne 'n dag. Versoeke word beantwoord in die volgorde waarin hulle ingekom het; die nagte is joune sodra ons bevestig. Die aangehegte kalenderlêer voeg die verblyf by jou kalender.",
      notCharged:
        "Jy is nog nie gehef nie. Sodra jou bespreking bevestig is, sê daardie e-pos vir jou wat om te betaal, wanneer, en in watter rekening.",
    },
    confirmed: {
      subject: (n) => `Jou bespreking ${n} is bevestig`,
      intro: "Goeie nuus: jou bespreking is bevestig. Ons sien daarna uit om jou te verwelkom.",
      next: `Intrek is vanaf jou gekose aankomstyd; uittrek is teen {checkOutBy} op die dag van vertrek. Wat om te betaal en wanneer staan hieronder, saam met die aanwysings.`,
    },
    changed: {
      subject: (n) => `Jou bespreking ${n} is verander`,
      intro: "Jou bespreking is verander. Dit is nou die besonderhede:",
      next: "Die aangehegte kalenderlêer vervang die een wat jy gehad het. As iets hier nie is soos ons ooreengekom het nie, kontak ons asseblief.",
    },
    ownerMessage: "'n Boodskap van jou gasheer",
    declined: {
      subject: (n) => `Jou besprekingsversoek ${n} kon nie aanvaar word nie`,
      intro: "Jammer: ons kan nie jou besprekingsversoek vir hierdie datums aanvaar nie.",
      next: "Die nagte is vrygestel. Jy is welkom om ander datums op ons webwerf te kies.",
    },
    expired: {
      subject: (n) => `Jou besprekingsversoek ${n} het verval`,
      intro: "Jammer: ons kon nie betyds op jou besprekingsversoek antwoord nie, en die nagte is vrygestel.",
      next: "As jy steeds by ons wil bly, stuur asseblief 'n nuwe versoek op ons webwerf of bel ons.",
    },
    unavailable: {
      subject: (n) => `Jou besprekingsversoek ${n}: daardie nagte is nie meer beskikbaar nie`,
      intro: "Jammer: daardie nagte is elders bespreek voordat ons jou versoek kon bevestig.",
      next: "Kies asseblief ander datums op ons webwerf; ons ontvang net een groep op 'n slag.",
    },
    calendarSummary: (stay) => `Verblyf by ${stay}, Orania`,
    footer: "Selfsorg-verblyf in Orania, aan die Oranjerivier, Noord-Kaap.",
  },
};
