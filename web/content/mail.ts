// The texts of the e-mails guests receive, in English and Afrikaans. The owner's e-mails are in
// English. Placeholders are filled by web/server/mail/templates.ts.
import type { TLanguage } from "./dictionaries";

export type TGuestMailTexts = {
  greeting: (name: string) => string;
  signOff: string;
  labels: { bookingNumber: string; stay: string; checkIn: string; checkOut: string; guests: string; checkInTime: string; total: string };
  received: { subject: (n: string) => string; intro: string; next: string; notCharged: string };
  confirmed: { subject: (n: string) => string; intro: string; next: string };
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
    received: {
      subject: (n) => `We received your booking request ${n}`,
      intro: "Thank you for your booking request. These are the details we received:",
      next: "What happens next: we check the dates and confirm your booking by e-mail, usually within a day. Your nights are held for you until then. The attached calendar file adds the stay to your calendar.",
      notCharged: "You have not been charged. We will tell you how to pay once your booking is confirmed.",
    },
    confirmed: {
      subject: (n) => `Your booking ${n} is confirmed`,
      intro: "Good news: your booking is confirmed. We look forward to welcoming you.",
      next: "Check-in is from your chosen arrival time; check-out is by 10:00 on the day you leave. We will be in touch about payment and directions.",
    },
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
    received: {
      subject: (n) => `Ons het jou besprekingsversoek ${n} ontvang`,
      intro: "Dankie vir jou besprekingsversoek. Hier is die besonderhede wat ons ontvang het:",
      next: "Wat volgende gebeur: ons kyk na die datums en bevestig jou bespreking per e-pos, gewoonlik binne 'n dag. Jou nagte word solank vir jou gehou. Die aangehegte kalenderlêer voeg die verblyf by jou kalender.",
      notCharged: "Jy is nog nie gehef nie. Ons laat weet jou hoe om te betaal sodra jou bespreking bevestig is.",
    },
    confirmed: {
      subject: (n) => `Jou bespreking ${n} is bevestig`,
      intro: "Goeie nuus: jou bespreking is bevestig. Ons sien daarna uit om jou te verwelkom.",
      next: "Intrek is vanaf jou gekose aankomstyd; uittrek is teen 10:00 op die dag van vertrek. Ons sal met jou in verbinding tree oor betaling en aanwysings.",
    },
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
