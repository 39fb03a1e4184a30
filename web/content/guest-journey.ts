// The texts of the guest's journey after a request, in English and Afrikaans: the booking page
// behind the signed link, its cancel step, the calendar file, the contact lines every guest e-mail
// ends with, WhatsApp's prefilled message and the pre-arrival e-mail.
import type { TLanguage } from "./dictionaries";

type TGuestJourneyTexts = {
  page: {
    title: (n: string) => string;
    otherLanguage: string;
    status: { requestedUnverified: string; requested: string; confirmed: string; declined: string; expired: string; cancelled: string };
    statusLabel: string;
    nights: string;
    price: string;
    additionalGuests: string;
    cleaningFee: string;
    arrival: string;
    addressTitle: string;
    /** The stay's pin: a link to the map, and its coordinates for a phone's own map with no signal. */
    showOnMap: string;
    coordinates: string;
    directionsTitle: string;
    timesTitle: string;
    /** Names the hours as {checkInFrom}, {checkInUntil}, {checkOutBy}: filled with the owner's (fillHours). */
    times: (arrival: string) => string;
    houseRulesTitle: string;
    /** The stay's arrival guide: shown from a few days before check-in once the deposit is paid. */
    guide: { title: string; directions: string; doorCode: string; wifi: string; wifiPassword: string; keyPlace: string; notes: string };
    cancellationTitle: string;
    contactTitle: string;
    downloadIcs: string;
    cancelRequest: string;
    cancelBooking: string;
    cancelConfirmTitle: string;
    cancelConfirmNote: string;
    cancelConfirm: string;
    keep: string;
    cancelledDone: string;
    alreadyFinal: string;
    invalidTitle: string;
    invalid: string;
    crossOrigin: string;
    limited: string;
  };
  /** The form that e-mails a lost booking link again. */
  resend: {
    title: string;
    intro: string;
    number: string;
    email: string;
    submit: string;
    sent: string;
    subject: (n: string) => string;
    mailIntro: string;
  };
  directions: { johannesburg: string; capeTown: string };
  /** The refund rules of the terms, shown before a guest cancels; payment is by EFT, never on the site. */
  /** After the refund policy (from the booking's terms): how payment and repayment work. */
  refundHow: string;
  mail: {
    pageLink: string;
    pageLinkNote: string;
    /** The same link under a request or booking that is no longer open (declined, lapsed, cancelled). */
    pageLinkNoteClosed: string;
    contactTitle: string;
    phone: string;
    whatsapp: string;
    email: string;
    preArrival: { subject: (n: string) => string; intro: (days: number) => string };
    cancelled: {
      subject: (n: string) => string;
      /** The guest cancelled. */
      intro: string;
      /** We cancelled, with the owner's reason when one was given. */
      introByUs: (reason: string | null) => string;
      /** What is repaid, and by when (after either kind of cancellation). */
      refund: (amount: string, businessDays: number) => string;
      next: string;
    };
    reviewInvite: { subject: (stay: string) => string; intro: (stay: string) => string; button: string; note: string };
  };
  /** The review form a guest is invited to after the stay (/review/<token>). */
  review: {
    title: (stay: string) => string;
    intro: string;
    name: string;
    rating: string;
    stars: (n: number) => string;
    comment: string;
    submit: string;
    thanksTitle: string;
    thanks: string;
    usedTitle: string;
    used: string;
    invalidTitle: string;
    invalid: string;
    fix: string;
  };
  whatsappUs: string;
  whatsappMessage: (stay: string, dates?: string) => string;
  /** The phone's copy of the booking page, and the page it shows with no signal and no copy. */
  offline: {
    /** Above the phone's copy of the booking page, followed by when it was saved. */
    savedCopy: string;
    saveToPhone: string;
    saveToPhoneNote: string;
    title: string;
    text: string;
    /** Above the links to the booking pages the phone has kept. */
    savedBookings: string;
    whatsappMessage: string;
  };
  calendar: { request: (stay: string) => string; confirmed: (stay: string) => string; cancelled: (stay: string) => string };
};

export const GUEST_JOURNEY: Record<TLanguage, TGuestJourneyTexts> = {
  en: {
    page: {
      title: (n) => `Your booking ${n}`,
      otherLanguage: "Afrikaans",
      status: {
        requestedUnverified: "Request not confirmed yet: please press the button in the e-mail we sent you.",
        requested:
          "Requested: the owner has not answered yet. Requests are answered in the order they came in; the nights are yours once the owner confirms.",
        confirmed: "Confirmed: we look forward to welcoming you.",
        declined: "Declined: the owner could not accept this request. The nights were released.",
        expired: "Lapsed: the request was not answered or confirmed in time. The nights were released.",
        cancelled: "Cancelled: this booking no longer holds any nights.",
      },
      statusLabel: "Status",
      nights: "Nights",
      price: "Price",
      additionalGuests: "Additional guests",
      cleaningFee: "Cleaning fee",
      arrival: "Arrival time",
      addressTitle: "Address",
      showOnMap: "Show on the map",
      coordinates: "GPS coordinates",
      directionsTitle: "Directions",
      timesTitle: "Check-in and check-out",
      times: (arrival) =>
        `Check-in from ${arrival} (between {checkInFrom} and {checkInUntil}); check-out by {checkOutBy} on the day you leave.`,
      houseRulesTitle: "House rules",
      guide: {
        title: "Your arrival guide",
        directions: "Directions",
        doorCode: "Gate or door code",
        wifi: "Wi-Fi network",
        wifiPassword: "Wi-Fi password",
        keyPlace: "Where the key is",
        notes: "Notes",
      },
      cancellationTitle: "Cancellation and refunds",
      contactTitle: "Contact us",
      downloadIcs: "Add to my calendar (.ics)",
      cancelRequest: "Cancel my request",
      cancelBooking: "Cancel my booking",
      cancelConfirmTitle: "Cancel this booking?",
      cancelConfirmNote: "The nights are released at once and the owner is told by e-mail. This cannot be undone.",
      cancelConfirm: "Yes, cancel it",
      keep: "No, keep it",
      cancelledDone: "Your booking is cancelled and the owner has been told. We hope to welcome you another time.",
      alreadyFinal: "This booking can no longer be cancelled. Nothing was changed.",
      invalidTitle: "This link is not valid",
      invalid: "The link has been altered or was not made by our website. You can have the right link sent to you again below.",
      crossOrigin: "The button must be pressed on this page itself. Nothing was changed.",
      limited: "Too many requests from this address. Try again in a few minutes. Nothing was changed.",
    },
    resend: {
      title: "Lost the link to your booking?",
      intro:
        "Give your booking number and the e-mail address you booked with: if they match a booking, we e-mail its link to that address.",
      number: "Booking number",
      email: "E-mail address",
      submit: "Send me the link",
      sent: "If the booking number and e-mail address match a booking, its link is on its way to that address.",
      subject: (n) => `The link to your booking ${n}`,
      mailIntro: "You asked for the link to your booking page. It shows your booking, lets you cancel it and add it to your calendar.",
    },
    directions: {
      johannesburg:
        "From Johannesburg (about 630 km, 7 hours): the N12 south-west through Klerksdorp to Kimberley, on along the N12 to Hopetown, then the R369 south for about 40 km to Orania.",
      capeTown:
        "From Cape Town (about 870 km, 9 hours): the N1 north to Three Sisters, the N12 through Britstown and Strydenburg to Hopetown, then the R369 south for about 40 km to Orania.",
    },
    refundHow:
      "Payment is by EFT to the account in your confirmation e-mail, never on this website. Cancelling here releases the nights and tells the owner, who repays what the policy gives.",
    mail: {
      pageLink: "Open your booking page",
      pageLinkNote: "Your booking page shows its status, lets you cancel and add the stay to your calendar:",
      pageLinkNoteClosed: "Your booking page shows its status:",
      contactTitle: "Questions? Contact us:",
      phone: "Phone",
      whatsapp: "WhatsApp",
      email: "E-mail",
      preArrival: {
        subject: (n) => `Your stay is coming up: directions and times (${n})`,
        intro: (days) =>
          `Your stay with us begins in ${days} ${days === 1 ? "day" : "days"}. Here is what you need to find us and settle in.`,
      },
      cancelled: {
        subject: (n) => `Your booking ${n} is cancelled`,
        intro: "As you asked, your booking is cancelled and its nights are released. The owner has been told.",
        introByUs: (reason) =>
          `We are sorry: we have had to cancel your booking, and its nights are released.${reason ? ` Our reason: ${reason}` : ""}`,
        refund: (amount, days) => `We repay you ${amount} within ${days} business days.`,
        next: "You are welcome to book again on our website whenever it suits you.",
      },
      reviewInvite: {
        subject: (stay) => `How was your stay at ${stay}?`,
        intro: (stay) =>
          `Thank you for staying at ${stay}. Would you tell other guests what it was like? It takes a minute, and the owner reads every review.`,
        button: "Write a review",
        note: "The link is yours alone and takes one review. Your review shows on our website once the owner has read it, marked as written by a guest who stayed here.",
      },
    },
    review: {
      title: (stay) => `Your review of ${stay}`,
      intro: "Tell other guests what your stay was like. Your review shows on the website once the owner has read it.",
      name: "Your name as it should show",
      rating: "Your rating",
      stars: (n) => `${n} ${n === 1 ? "star" : "stars"}`,
      comment: "Your review",
      submit: "Send my review",
      thanksTitle: "Thank you for your review",
      thanks: 'The owner will read it soon; once approved it shows on the website with a "Stayed here" badge.',
      usedTitle: "This review was already written",
      used: "This link takes one review, and it has been sent. Thank you!",
      invalidTitle: "This link does not work",
      invalid: "The link is incomplete, was changed, or is too old. You can still write a review on our website.",
      fix: "Please check the fields marked below.",
    },
    whatsappUs: "WhatsApp us",
    whatsappMessage: (stay, dates) =>
      dates ? `Hello, I have a question about ${stay}, ${dates}.` : `Hello, I have a question about ${stay}.`,
    offline: {
      savedCopy: "Saved on this phone, for when there is no signal:",
      saveToPhone: "Save to this phone",
      saveToPhoneNote: "Adds this site to your home screen; your booking page opens even without signal.",
      title: "You are offline",
      text: "This phone has no connection, and this page is not saved on it. You can still reach us:",
      savedBookings: "Saved on this phone:",
      whatsappMessage: "Hello, I have no signal on the website and need help with my stay.",
    },
    calendar: {
      request: (stay) => `Booking request (not confirmed yet): ${stay}, Orania`,
      confirmed: (stay) => `Stay at ${stay}, Orania`,
      cancelled: (stay) => `Cancelled: ${stay}, Orania`,
    },
  },
  af: {
    page: {
      title: (n) => `Jou bespreking ${n}`,
      otherLanguage: "English",
      status: {
        requestedUnverified: "Versoek nog nie bevestig nie: druk asseblief die knoppie in die e-pos wat ons jou gestuur het.",
        requested:
          "Versoek: die eienaar het nog nie geantwoord nie. Versoeke word beantwoord in die volgorde waarin hulle ingekom het; die nagte is joune sodra die eienaar bevestig.",
        confirmed: "Bevestig: ons sien daarna uit om jou te verwelkom.",
        declined: "Van die hand gewys: die eienaar kon nie hierdie versoek aanvaar nie. Die nagte is vrygestel.",
        expired: "Verval: die versoek is nie betyds beantwoord of bevestig nie. Die nagte is vrygestel.",
        cancelled: "Gekanselleer: hierdie bespreking hou geen nagte meer nie.",
      },
      statusLabel: "Status",
      nights: "Nagte",
      price: "Prys",
      additionalGuests: "Addisionele gaste",
      cleaningFee: "Skoonmaakfooi",
      arrival: "Aankomstyd",
      addressTitle: "Adres",
      showOnMap: "Wys op die kaart",
      coordinates: "GPS-koördinate",
      directionsTitle: "Aanwysings",
      timesTitle: "Intrek en uittrek",
      times: (arrival) =>
        `Intrek vanaf ${arrival} (tussen {checkInFrom} en {checkInUntil}); uittrek teen {checkOutBy} op die dag van vertrek.`,
      houseRulesTitle: "Huisreëls",
      guide: {
        title: "Jou aankomsgids",
        directions: "Aanwysings",
        doorCode: "Hek- of deurkode",
        wifi: "Wi-Fi-netwerk",
        wifiPassword: "Wi-Fi-wagwoord",
        keyPlace: "Waar die sleutel is",
        notes: "Notas",
      },
      cancellationTitle: "Kansellasie en terugbetalings",
      contactTitle: "Kontak ons",
      downloadIcs: "Voeg by my kalender (.ics)",
      cancelRequest: "Kanselleer my versoek",
      cancelBooking: "Kanselleer my bespreking",
      cancelConfirmTitle: "Kanselleer hierdie bespreking?",
      cancelConfirmNote: "Die nagte word dadelik vrygestel en die eienaar word per e-pos ingelig. Dit kan nie ongedaan gemaak word nie.",
      cancelConfirm: "Ja, kanselleer dit",
      keep: "Nee, hou dit",
      cancelledDone: "Jou bespreking is gekanselleer en die eienaar is ingelig. Ons hoop om jou 'n ander keer te verwelkom.",
      alreadyFinal: "Hierdie bespreking kan nie meer gekanselleer word nie. Niks is verander nie.",
      invalidTitle: "Hierdie skakel is nie geldig nie",
      invalid: "Die skakel is verander of is nie deur ons webwerf gemaak nie. Jy kan die regte skakel hieronder weer laat stuur.",
      crossOrigin: "Die knoppie moet op hierdie bladsy self gedruk word. Niks is verander nie.",
      limited: "Te veel versoeke van hierdie adres. Probeer oor 'n paar minute weer. Niks is verander nie.",
    },
    resend: {
      title: "Skakel na jou bespreking verloor?",
      intro:
        "Gee jou besprekingsnommer en die e-posadres waarmee jy bespreek het: as hulle by 'n bespreking pas, e-pos ons die skakel na daardie adres.",
      number: "Besprekingsnommer",
      email: "E-posadres",
      submit: "Stuur vir my die skakel",
      sent: "As die besprekingsnommer en e-posadres by 'n bespreking pas, is die skakel op pad na daardie adres.",
      subject: (n) => `Die skakel na jou bespreking ${n}`,
      mailIntro:
        "Jy het gevra vir die skakel na jou besprekingsblad. Dit wys jou bespreking, en jy kan dit daar kanselleer of by jou kalender voeg.",
    },
    directions: {
      johannesburg:
        "Van Johannesburg (omtrent 630 km, 7 uur): die N12 suidwes deur Klerksdorp na Kimberley, verder met die N12 na Hopetown, dan die R369 suid vir omtrent 40 km na Orania.",
      capeTown:
        "Van Kaapstad (omtrent 870 km, 9 uur): die N1 noord na Three Sisters, die N12 deur Britstown en Strydenburg na Hopetown, dan die R369 suid vir omtrent 40 km na Orania.",
    },
    refundHow:
      "Betaling is per EFT na die rekening in jou bevestigings-e-pos, nooit op hierdie webwerf nie. Om hier te kanselleer stel die nagte vry en lig die eienaar in, wat terugbetaal wat die beleid gee.",
    mail: {
      pageLink: "Maak jou besprekingsblad oop",
      pageLinkNote: "Jou besprekingsblad wys die status, en jy kan daar kanselleer en die verblyf by jou kalender voeg:",
      pageLinkNoteClosed: "Jou besprekingsblad wys die status:",
      contactTitle: "Vrae? Kontak ons:",
      phone: "Telefoon",
      whatsapp: "WhatsApp",
      email: "E-pos",
      preArrival: {
        subject: (n) => `Jou verblyf is naby: aanwysings en tye (${n})`,
        intro: (days) =>
          `Jou verblyf by ons begin oor ${days} ${days === 1 ? "dag" : "dae"}. Hier is wat jy nodig het om ons te vind en tuis te voel.`,
      },
      cancelled: {
        subject: (n) => `Jou bespreking ${n} is gekanselleer`,
        intro: "Soos jy gevra het, is jou bespreking gekanselleer en die nagte vrygestel. Die eienaar is ingelig.",
        introByUs: (reason) =>
          `Ons is jammer: ons moes jou bespreking kanselleer, en sy nagte is vrygestel.${reason ? ` Ons rede: ${reason}` : ""}`,
        refund: (amount, days) => `Ons betaal jou ${amount} binne ${days} werksdae terug.`,
        next: "Jy is welkom om weer op ons webwerf te bespreek wanneer dit jou pas.",
      },
      reviewInvite: {
        subject: (stay) => `Hoe was jou verblyf by ${stay}?`,
        intro: (stay) =>
          `Dankie dat jy by ${stay} gebly het. Sal jy ander gaste vertel hoe dit was? Dit neem 'n minuut, en die eienaar lees elke resensie.`,
        button: "Skryf 'n resensie",
        note: "Die skakel is net joune en neem een resensie. Jou resensie verskyn op ons webwerf sodra die eienaar dit gelees het, gemerk as geskryf deur 'n gas wat hier gebly het.",
      },
    },
    review: {
      title: (stay) => `Jou resensie van ${stay}`,
      intro: "Vertel ander gaste hoe jou verblyf was. Jou resensie verskyn op die webwerf sodra die eienaar dit gelees het.",
      name: "Jou naam soos dit moet verskyn",
      rating: "Jou gradering",
      stars: (n) => `${n} ${n === 1 ? "ster" : "sterre"}`,
      comment: "Jou resensie",
      submit: "Stuur my resensie",
      thanksTitle: "Dankie vir jou resensie",
      thanks: 'Die eienaar sal dit binnekort lees; sodra dit goedgekeur is, verskyn dit op die webwerf met \'n "Het hier gebly"-kenteken.',
      usedTitle: "Hierdie resensie is reeds geskryf",
      used: "Hierdie skakel neem een resensie, en dit is gestuur. Dankie!",
      invalidTitle: "Hierdie skakel werk nie",
      invalid: "Die skakel is onvolledig, is verander of is te oud. Jy kan steeds 'n resensie op ons webwerf skryf.",
      fix: "Kyk asseblief na die velde hieronder.",
    },
    whatsappUs: "WhatsApp ons",
    whatsappMessage: (stay, dates) => (dates ? `Hallo, ek het 'n vraag oor ${stay}, ${dates}.` : `Hallo, ek het 'n vraag oor ${stay}.`),
    offline: {
      savedCopy: "Op hierdie foon gestoor, vir wanneer daar geen sein is nie:",
      saveToPhone: "Stoor op hierdie foon",
      saveToPhoneNote: "Voeg hierdie webwerf by jou tuisskerm; jou besprekingsblad maak selfs sonder sein oop.",
      title: "Jy is aflyn",
      text: "Hierdie foon het geen verbinding nie, en hierdie blad is nie daarop gestoor nie. Jy kan ons steeds bereik:",
      savedBookings: "Op hierdie foon gestoor:",
      whatsappMessage: "Hallo, ek het geen sein op die webwerf nie en het hulp nodig met my verblyf.",
    },
    calendar: {
      request: (stay) => `Besprekingsversoek (nog nie bevestig nie): ${stay}, Orania`,
      confirmed: (stay) => `Verblyf by ${stay}, Orania`,
      cancelled: (stay) => `Gekanselleer: ${stay}, Orania`,
    },
  },
};
