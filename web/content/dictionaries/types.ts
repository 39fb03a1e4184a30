// The shape every dictionary fills: the site's texts, one key per string.
// Add a key here first; TypeScript then asks for it in every language.
import type { TAmenity, TStayId } from "../stays";

export type TLanguage = "en" | "af";
export const LANGUAGES: readonly TLanguage[] = ["en", "af"];

export type TDictionary = {
  language: TLanguage;
  /** Home: the about block under the stay cards (anchor #about). */
  about: {
    title: (siteName: string) => string;
    subtitle: string;
    intro: string;
    cards: { title: string; body: string }[];
    callTitle: string;
    callBody: string;
    callButton: string;
  };
  /** Home: approved reviews and the 'Write a Review' form. */
  reviews: {
    title: string;
    subtitle: string;
    loading: string;
    empty: string;
    average: string;
    /** Client-island texts are plain strings; {rating}, {count} and {name} are filled in there. */
    outOf: string;
    countOne: string;
    countOther: string;
    write: string;
    formTitle: string;
    name: string;
    stayType: string;
    targets: Record<"general" | TStayId, string>;
    rating: string;
    starOne: string;
    starOther: string;
    comment: string;
    submit: string;
    submitting: string;
    cancel: string;
    photoAlt: string;
    /** The badge of a review written through the invitation after a confirmed stay. */
    stayedHere: string;
    missingTitle: string;
    missingBody: string;
    errorTitle: string;
    errorBody: string;
    successTitle: string;
    successBody: string;
  };
  /** Home: the guests' photo submissions and the gallery of approved photos. */
  guestPhotos: {
    title: string;
    subtitle: string;
    share: string;
    formTitle: string;
    name: string;
    email: string;
    files: string;
    filesHint: string;
    selectedOne: string;
    selectedOther: string;
    submit: string;
    submitting: string;
    cancel: string;
    galleryLabel: string;
    empty: string;
    photoAlt: string;
    missingTitle: string;
    missingBody: string;
    noPhotosTitle: string;
    noPhotosBody: string;
    tooManyTitle: string;
    tooManyBody: string;
    notImageTitle: string;
    notImageBody: string;
    errorTitle: string;
    errorBody: string;
    readErrorBody: string;
    successTitle: string;
    successBody: string;
  };
  /** Home: house rules (anchor #house-rules). */
  houseRules: { title: string; rules: string[]; timesTitle: string; times: string[] };
  /** Topic pages, the blog and their shared frame. */
  articles: {
    published: string;
    readingTime: (minutes: number) => string;
    related: string;
    sources: string;
    blogTitle: string;
    blogDescription: string;
    readMore: string;
    backToHub: string;
    breadcrumb: string;
  };
  /** /terms and /privacy. */
  legal: {
    termsTitle: string;
    termsDescription: string;
    privacyTitle: string;
    privacyDescription: string;
    checkAvailability: string;
    updated: string;
  };
  /** The frame of every page: header, footer, loading screen, shared controls. */
  shell: {
    skipToContent: string;
    /** The logo link's name, e.g. "Orania Stays, home". */
    homeLink: (siteName: string) => string;
    mainNav: string;
    tabs: { accommodation: string; aboutOrania: string };
    /** The language toggle's accessible name: what following it does. */
    switchLanguage: string;
    loading: string;
    scrollToTop: string;
    close: string;
    /** Screen-reader names of a toast and of the toast region ({hotkey} becomes F8). */
    toast: { label: string; viewport: string };
    footer: {
      contact: string;
      phone: string;
      email: string;
      address: string;
      legalNav: string;
      /** The link to the home page's topic panel (#orania-topics). */
      topics: string;
      terms: string;
      privacy: string;
      rights: string;
    };
  };
  /** The 404 page. Unknown addresses have no language, so they show the English one. */
  notFound: { title: string; body: string; home: string };
  /** The accommodation list (home / and /verblyf). */
  home: {
    metaTitle: string;
    metaDescription: string;
    title: string;
    subtitle: string;
    /** The about tab's panel (#orania-topics): cards to the topic pages. */
    topicsIntro: string;
    topicsHubLink: string;
  };
  /** The town-information hub (/experienceorania, /ervaarorania). */
  hub: {
    title: string;
    metaDescription: string;
    intro: string;
    exploreTitle: string;
    exploreSubtitle: string;
    readMoreTitle: string;
    viewAllPosts: string;
    ctaTitle: string;
    ctaBody: string;
    ctaButton: string;
  };
  /** What a stay is called and how its card reads, wherever stays are listed. */
  stays: {
    byId: Record<TStayId, { name: string; summary: string }>;
    perNight: (price: string) => string;
    upToGuests: (guests: number) => string;
  };
  validation: {
    required: string;
    invalidDate: string;
    checkInPast: string;
    /** Today, once the owner's last check-in time has passed. */
    checkInTooLate: string;
    checkInTooFar: string;
    checkOutBeforeCheckIn: string;
    tooManyNights: (max: number) => string;
    /** A stay shorter than its minimum (the season's where the arrival night is in one). */
    minNights: (min: number) => string;
    guestsRange: (min: number, max: number) => string;
    checkInTime: string;
    unknownLanguage: string;
    unknownStay: string;
    guestName: string;
    guestEmail: string;
    /** A booking number as the e-mails show it (OR-XXXXXX). */
    bookingNumber: string;
    countryCode: string;
    guestPhone: string;
    phoneCharacters: string;
    phoneShortZa: string;
    phoneTooLong: string;
    phoneCountry: string;
    /** "{country}": the number's country in the visitor's language. */
    phoneInvalid: string;
    reviewName: string;
    reviewComment: string;
    tooLong: (max: number) => string;
    rating: string;
    reviewTarget: string;
    source: string;
    photoNameRequired: string;
    photoEmailRequired: string;
    noPhotos: string;
    tooManyPhotos: string;
    notAnImage: string;
    imageTooLarge: (megabytes: number) => string;
    tooManyPixels: (megapixels: number) => string;
  };
  api: {
    invalidInput: string;
    invalidJson: string;
    unsupportedMediaType: string;
    /** A tRPC batch naming more calls than the site serves at once. */
    batchTooLarge: (max: number) => string;
    payloadTooLarge: string;
    nightsTaken: string;
    /** A request accepted for nights another unanswered request also asks for. */
    requestAhead: string;
    idempotencyKeyReused: string;
    idempotencyKeyInvalid: string;
    rateLimited: string;
    crossOrigin: string;
    tooFast: string;
    /** The form's opening time is missing its number or lies ahead: reload and send again. */
    formNotChecked: string;
    rejectedAsAutomated: string;
    /** Booking requests refused for a sender the owner blocked. */
    senderBlocked: string;
    /** Over the cap of requests awaiting e-mail confirmation: (cap, minutes a request waits). */
    capUnverified: (cap: number, minutes: number) => string;
    /** Over the cap of confirmed requests awaiting the owner's answer. */
    capOpen: (cap: number) => string;
    /** Over the cap of nights held by one sender's open requests. */
    capNights: (cap: number) => string;
    notFound: string;
    unavailable: string;
    internal: string;
  };
  /** A stay's page (/vacation-home, /vakansie-huis ...): the detail, gallery and reviews. */
  stayPage: {
    backToList: string;
    byId: Record<TStayId, { title: string; address: string; description: string[]; mapLabel?: string }>;
    photos: string;
    /** The photo grid's last thumbnail: "+{count} foto's". Templates, not functions: client islands get these. */
    morePhotos: string;
    /** A grid photo's button name, opening the gallery there: "{index}", "{total}". */
    openPhoto: string;
    gallery: { title: string; previous: string; next: string; close: string; counter: string };
    amenitiesTitle: string;
    amenities: Record<TAmenity, string>;
    aboutTitle: string;
    reviewsTitle: string;
    reviewsCount: (count: number) => string;
    starsLabel: (rating: number) => string;
    ratingTitle: string;
    ratingWords: { exceptional: string; excellent: string; veryGood: string; good: string; fair: string };
    /** A stay without approved reviews yet. */
    noReviews: string;
    /** The heading of the owner's reply under a review. */
    hostReply: string;
    stayedHere: string;
    subScores: { staff: string; location: string; cleanliness: string; amenities: string };
    mapTitle: string;
    showOnMap: string;
    bookNowMobile: string;
  };
  /** The booking panel of a stay page and its two dialogs: plain strings ({name} templates), as
   * the panel is a client island and gets this section as props. */
  booking: {
    panelTitle: string;
    perNight: string;
    calendarLabel: string;
    loadingCalendar: string;
    checkIn: string;
    checkOut: string;
    notChosen: string;
    clearDates: string;
    day: { today: string; unavailable: string; checkOutOnly: string; selected: string; checkInDay: string; checkOutDay: string };
    previousMonth: string;
    nextMonth: string;
    guests: string;
    guest: string;
    guestsPlural: string;
    checkInTime: string;
    checkInTimePlaceholder: string;
    checkInNote: string;
    checkOutNote: string;
    night: string;
    nights: string;
    /** "{price} x {count} {nights}" */
    priceLine: string;
    /** "Addisionele gaste ({count})" */
    additionalGuests: string;
    cleaningFee: string;
    total: string;
    quoting: string;
    chooseDates: string;
    bookNow: string;
    notCharged: string;
    toasts: {
      missingDatesTitle: string;
      missingDates: string;
      missingDatesHut: string;
      missingTimeTitle: string;
      missingTime: string;
      unavailableFailed: string;
      priceFailed: string;
      failedTitle: string;
      failedTitleHut: string;
      failedFallback: string;
      takenTitle: string;
    };
    dialog: {
      title: string;
      description: string;
      fullName: string;
      email: string;
      countryCode: string;
      phone: string;
      summary: string;
      cancel: string;
      submit: string;
      submitting: string;
      privacy: string;
      privacyLink: string;
    };
    success: {
      title: string;
      body: string;
      bookingNumber: string;
      stay: string;
      close: string;
      /** "... within {minutes} minutes ...": the request's provisional hold, from the reply */
      confirmEmail: string;
      /** the same without a number, when the reply gives no hold time */
      confirmEmailPlain: string;
      resend: string;
      resending: string;
      resent: string;
      resendFailedTitle: string;
      resendFailedFallback: string;
    };
  };
};
