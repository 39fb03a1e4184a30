// The texts of a booking's messages in English and Afrikaans: the thread on the guest's booking
// page and its form, the e-mail that brings the guest the owner's message, and the owner's saved
// replies (inserted in the guest's language).
import type { TLanguage } from "./dictionaries";

type TGuestMessageTexts = {
  page: {
    title: string;
    intro: string;
    empty: string;
    /** Who wrote each message in the thread. */
    fromGuest: string;
    fromOwner: string;
    label: string;
    hint: string;
    send: string;
    sent: string;
    required: string;
    /** "At most {max} characters." */
    tooLong: (max: number) => string;
    unreadable: string;
    closed: string;
  };
  mail: {
    subject: (number: string) => string;
    intro: (business: string) => string;
    reply: string;
    replyNote: string;
  };
};

/** The longest message either side may write. */
export const MESSAGE_MAX_LENGTH = 2000;

export const GUEST_MESSAGES: Record<TLanguage, TGuestMessageTexts> = {
  en: {
    page: {
      title: "Messages",
      intro: "Write to us about this booking. We answer here and by e-mail.",
      empty: "No messages yet.",
      fromGuest: "You",
      fromOwner: "Orania Stays",
      label: "Your message",
      hint: "We are told by e-mail and answer as soon as we can.",
      send: "Send message",
      sent: "Your message was sent. We will answer here and by e-mail.",
      required: "Write a message first.",
      tooLong: (max) => `At most ${max} characters.`,
      unreadable: "Remove the unusual characters from the message.",
      closed: "Messages about this booking are closed.",
    },
    mail: {
      subject: (number) => `A message about your booking ${number}`,
      intro: (business) => `${business} wrote to you about your booking:`,
      reply: "Answer on your booking page",
      replyNote: "To answer, use the button: your reply reaches us at once.",
    },
  },
  af: {
    page: {
      title: "Boodskappe",
      intro: "Skryf aan ons oor hierdie bespreking. Ons antwoord hier en per e-pos.",
      empty: "Nog geen boodskappe nie.",
      fromGuest: "U",
      fromOwner: "Orania Stays",
      label: "U boodskap",
      hint: "Ons word per e-pos laat weet en antwoord so gou as moontlik.",
      send: "Stuur boodskap",
      sent: "U boodskap is gestuur. Ons antwoord hier en per e-pos.",
      required: "Skryf eers 'n boodskap.",
      tooLong: (max) => `Hoogstens ${max} karakters.`,
      unreadable: "Verwyder die ongewone karakters uit die boodskap.",
      closed: "Boodskappe oor hierdie bespreking is gesluit.",
    },
    mail: {
      subject: (number) => `'n Boodskap oor u bespreking ${number}`,
      intro: (business) => `${business} het aan u geskryf oor u bespreking:`,
      reply: "Antwoord op u besprekingsblad",
      replyNote: "Gebruik die knoppie om te antwoord: u antwoord bereik ons dadelik.",
    },
  },
};

export const SAVED_REPLY_KEYS = ["directions", "whatToBring", "thankYou"] as const;
export type TSavedReplyKey = (typeof SAVED_REPLY_KEYS)[number];

/** The owner's saved replies, each in both languages: the console inserts the guest's. */
export const SAVED_REPLIES: Record<TSavedReplyKey, Record<TLanguage, string>> = {
  directions: {
    en: "Orania lies on the R369 along the Orange River. From Johannesburg, take the N1 south via Bloemfontein and turn onto the R369 past Hopetown; from Cape Town, take the N1 north to Hanover and follow the R369. Your booking page has the street address; call or WhatsApp us when you are in town and we will meet you.",
    af: "Orania lê aan die R369 langs die Oranjerivier. Vanaf Johannesburg neem u die N1 suid via Bloemfontein en draai op die R369 na Hopetown; vanaf Kaapstad neem u die N1 noord tot Hanover en volg die R369. U besprekingsblad het die straatadres; bel of WhatsApp ons wanneer u in die dorp is, dan ontmoet ons u.",
  },
  whatToBring: {
    en: "Bed linen, towels and a basic kitchen are provided. Please bring your own toiletries, food and drinks, a torch for the evenings, and sunscreen and a hat for the river. Orania's shops accept the Ora as well as rand.",
    af: "Beddegoed, handdoeke en 'n basiese kombuis word voorsien. Bring asseblief u eie toiletware, kos en drinkgoed, 'n flits vir die aande, en sonroom en 'n hoed vir die rivier. Orania se winkels aanvaar die Ora sowel as rand.",
  },
  thankYou: {
    en: "Thank you for staying with us! We hope you enjoyed your time in Orania and would love to welcome you back.",
    af: "Baie dankie dat u by ons gebly het! Ons hoop u het u tyd in Orania geniet en verwelkom u graag weer.",
  },
};
