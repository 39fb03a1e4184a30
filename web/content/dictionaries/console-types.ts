// The owner's console texts (app/owner), one dictionary per language: kept apart from the public
// site's dictionary because only the console's pages and islands read them.
import type { TBookingAuditAction } from "@/server/audit/actions";
import type { TBookingStatus } from "@/server/bookings/status";
import type { TSetupStep } from "@/server/owner/first-day";
import type { TFeedErrorKind } from "@/server/calendar/feed-errors";
import type { TMailTemplate } from "@/server/queue/jobs";
import type { TOwnerAction } from "@/server/approvals/token";
import type { TSavedReplyKey } from "../messages";
import type { TLanguage } from "./types";

export type THoldKind = "request" | "booking" | "manual" | "block" | "channel";
export type TBookingStatusName = TBookingStatus;

export type TConsoleDictionary = {
  language: TLanguage;
  /** <title> suffix and the header's name. */
  title: string;
  nav: {
    label: string;
    today: string;
    calendar: string;
    bookings: string;
    conflicts: string;
    blocks: string;
    business: string;
    prices: string;
    photos: string;
    reviews: string;
    payments: string;
    paymentTerms: string;
    changeovers: string;
    stays: string;
    reports: string;
    channels: string;
    newBooking: string;
  };
  shell: {
    skipToContent: string;
    language: string;
    /** The other language's name, in that language: the toggle's text. */
    otherLanguage: string;
    signOut: string;
    signOutEverywhere: string;
    signedOutEverywhere: string;
    signedInAs: string;
    toastLabel: string;
    toastViewport: string;
    close: string;
    failed: string;
  };
  common: {
    stay: string;
    allStays: string;
    checkIn: string;
    checkOut: string;
    nights: string;
    guests: string;
    name: string;
    email: string;
    phone: string;
    note: string;
    optional: string;
    status: string;
    number: string;
    save: string;
    cancel: string;
    back: string;
    open: string;
    none: string;
    total: string;
    source: string;
    feed: string;
    /** "{n} nights", and "1 night" (counted() in components/owner/format.ts picks one) */
    nightsCount: string;
    nightCountOne: string;
    /** "{n} days", and "1 day" */
    daysCount: string;
    dayCountOne: string;
  };
  statuses: Record<TBookingStatusName, string>;
  kinds: Record<THoldKind, string>;
  /** One or two letters drawn in each held night, so that the kind is not told by colour alone. */
  kindCodes: Record<THoldKind, string>;
  sources: { airbnb: string; booking: string; other: string };
  today: {
    title: string;
    arrivals: string;
    departures: string;
    today: string;
    tomorrow: string;
    noArrivals: string;
    noDepartures: string;
    awaiting: string;
    noAwaiting: string;
    /** "{time} left" */
    timeLeft: string;
    lapsed: string;
    conflicts: string;
    noConflicts: string;
    failingFeeds: string;
    noFailingFeeds: string;
    lastSuccess: string;
    never: string;
    moderation: string;
    pendingReviews: string;
    pendingPhotos: string;
    /** Bookings whose guest wrote messages the owner has not read. */
    unread: string;
    noUnread: string;
    /** "{n} unread" */
    unreadCount: string;
    /** The steps a new install still lacks before its first booking (web/server/owner/first-day.ts). */
    setup: {
      title: string;
      intro: string;
      steps: Record<TSetupStep, string>;
    };
  };
  calendar: {
    title: string;
    intro: string;
    previous: string;
    next: string;
    jumpTo: string;
    month: string;
    months: string;
    show: string;
    legend: string;
    free: string;
    heldElsewhere: string;
    allStaysBlock: string;
    gridLabel: string;
    /** "{date}, {stay}: free" */
    freeNight: string;
    /** "{date}, {stay}: {label}" */
    heldNight: string;
    /** "{date}, {stay}: held for another stay" */
    elsewhereNight: string;
    selection: string;
    selectHint: string;
    /** "{from} to {to}, {n} nights, {stay}" */
    selected: string;
    selectEnd: string;
    clear: string;
    block: string;
    blockNote: string;
    blocked: string;
    enterBooking: string;
    rangeCrossesHold: string;
    details: string;
    openBooking: string;
    manageBlocks: string;
    conflict: string;
    stayColumn: string;
  };
  bookings: {
    title: string;
    filters: string;
    search: string;
    searchHint: string;
    anyStatus: string;
    anyMonth: string;
    apply: string;
    reset: string;
    empty: string;
    more: string;
    /** "{n} shown" */
    shown: string;
  };
  detail: {
    title: string;
    fields: string;
    created: string;
    language: string;
    checkInTime: string;
    verified: string;
    notVerified: string;
    holdExpires: string;
    decided: string;
    contact: string;
    call: string;
    mail: string;
    whatsapp: string;
    noEmail: string;
    noPhone: string;
    price: string;
    basePrice: string;
    additionalGuestFee: string;
    cleaningFee: string;
    priceNote: string;
    history: string;
    noHistory: string;
    conflicts: string;
    conflictWarning: string;
    /** Other requests and bookings for some of the same nights, side by side. */
    competing: string;
    competingIntro: string;
    /** Shown beside a competing booking or block that binds the nights already. */
    competingBinds: string;
    resolveConflict: string;
    actions: string;
    confirm: string;
    decline: string;
    messageToGuest: string;
    messageHint: string;
    confirmed: string;
    declined: string;
    cancelTitle: string;
    cancelBooking: string;
    reason: string;
    cancelCheck: string;
    cancelConfirm: string;
    /** "Decline request {number}? ..." */
    declineCheck: string;
    declineConfirm: string;
    /** Asked before confirming while no bank account is set: "{number}" */
    bankMissingCheck: string;
    confirmAnyway: string;
    addBankAccount: string;
    cancelled: string;
    change: string;
    changeSubmit: string;
    newQuote: string;
    changed: string;
    unchanged: string;
    requestedBy: string;
    requestedByGuest: string;
    requestedByUs: string;
    noActions: string;
    website: string;
  };
  manual: {
    title: string;
    intro: string;
    price: string;
    priceHint: string;
    quote: string;
    priceNote: string;
    priceNoteHint: string;
    guestLanguage: string;
    /** The arrival-time select's placeholder (its label is detail.checkInTime). */
    checkInTimePlaceholder: string;
    submit: string;
    created: string;
  };
  conflicts: {
    title: string;
    intro: string;
    empty: string;
    ours: string;
    theirs: string;
    nights: string;
    declineOurs: string;
    cancelOurs: string;
    markHandled: string;
    handledNote: string;
    handled: string;
    handledOn: string;
    reason: string;
  };
  blocks: {
    title: string;
    intro: string;
    add: string;
    from: string;
    to: string;
    toHint: string;
    added: string;
    empty: string;
    remove: string;
    removeNote: string;
    removed: string;
    channel: string;
    owner: string;
    /** The block form's choice of the stays it closes: its legend, and one stay's option ("{stay} only"). */
    scope: string;
    oneStay: string;
  };
  /** /owner/business: the details guests see, and the stays' map pins. */
  business: {
    title: string;
    intro: string;
    contact: string;
    /** The business's name, as e-mails, documents and the passkey prompt show it. */
    name: string;
    nameHint: string;
    phone: string;
    whatsapp: string;
    numberHint: string;
    email: string;
    emailHint: string;
    address: string;
    pins: string;
    pinsIntro: string;
    latitude: string;
    longitude: string;
    save: string;
    saved: string;
    invalidCoordinate: string;
  };
  /** /owner/reviews: deciding, replying to and importing reviews. */
  reviews: {
    title: string;
    intro: string;
    pending: string;
    noPending: string;
    decided: string;
    approve: string;
    reject: string;
    approved: string;
    rejected: string;
    statuses: { pending: string; approved: string; rejected: string };
    stayedHere: string;
    reply: string;
    replyHint: string;
    saveReply: string;
    replySaved: string;
    importTitle: string;
    importIntro: string;
    source: string;
    date: string;
    name: string;
    comment: string;
    rating: string;
    language: string;
    importButton: string;
    imported: string;
    stars: string;
  };
  /** /owner/guest-photos: guests' photo submissions waiting for a decision. */
  prices: {
    title: string;
    intro: string;
    pricePerNight: string;
    extraGuestFee: string;
    extraGuestFrom: string;
    extraGuestFromHint: string;
    maxGuests: string;
    minNights: string;
    cleaningFee: string;
    cleaningFeeHint: string;
    save: string;
    saved: string;
    seasons: string;
    seasonsIntro: string;
    noSeasons: string;
    seasonName: string;
    startsOn: string;
    endsOn: string;
    seasonPrice: string;
    seasonMinNights: string;
    addSeason: string;
    seasonAdded: string;
    removeSeason: string;
    seasonRemoved: string;
    seasonLine: string;
    wholeNumber: string;
    range: string;
    /** An amount of money outside its bounds: {min} and {max} in the console's way of writing rand. */
    amountRange: string;
  };
  /** The stay photos screen (/owner/photos). */
  stayPhotos: {
    title: string;
    intro: string;
    none: string;
    choose: string;
    chooseHint: string;
    uploading: string;
    uploaded: string;
    uploadFailed: string;
    position: string;
    moveUp: string;
    moveDown: string;
    moved: string;
    cover: string;
    makeCover: string;
    coverSet: string;
    altEn: string;
    altAf: string;
    altHint: string;
    saveAlt: string;
    altSaved: string;
    remove: string;
    confirmRemove: string;
    removed: string;
    processing: string;
    failed: string;
    photoAlt: string;
    dragHint: string;
  };
  guestPhotos: {
    title: string;
    intro: string;
    none: string;
    approved: string;
    rejected: string;
    processing: string;
    failed: string;
    photoAlt: string;
    link: string;
  };
  errors: { required: string; invalidDate: string; endBeforeStart: string };
  /** The sign-in pages (/owner/sign-in) and the sign-in e-mail. */
  /** The pages behind the owner's e-mailed action links (/owner/<token>); plain strings, as everywhere in this dictionary (client islands receive it). */
  ownerLinks: {
    /** Each action's heading (what will happen) and its button. */
    actions: Record<TOwnerAction, { title: string; button: string }>;
    labels: {
      bookingNumber: string;
      stay: string;
      checkIn: string;
      checkOut: string;
      guests: string;
      guest: string;
      total: string;
      from: string;
      rating: string;
      comment: string;
      photos: string;
    };
    /** Between the check-in date and the arrival time ("14 May 2026 from 14:00"). */
    checkInFrom: string;
    /** A subject's state in words (a booking's, a review's or photos', an unpaid booking's). */
    states: Record<string, string>;
    /** Before the date an unpaid booking's first payment is due. */
    dueOn: string;
    nothingYet: string;
    doneTitle: string;
    /** Before and after the state, which the page shows in bold. */
    done: [string, string];
    alreadyTitle: string;
    already: [string, string];
    forgedTitle: string;
    forged: string;
    expiredTitle: string;
    expired: string;
    missingTitle: string;
    missing: string;
    limitedTitle: string;
    limited: string;
    conflictTitle: string;
    conflict: string;
    openInConsole: string;
    crossOriginTitle: string;
    crossOrigin: string;
  };
  signIn: {
    title: string;
    intro: string;
    email: string;
    send: string;
    invalidEmail: string;
    sentTitle: string;
    sent: string;
    linkTitle: string;
    linkIntro: string;
    button: string;
    usedTitle: string;
    used: string;
    askAgain: string;
    limitedTitle: string;
    limited: string;
    crossOrigin: string;
    signedOut: string;
    /** "{business}": the business's name from its details. */
    mailSubject: string;
    mailIntro: string;
    /** "{business}": the business's name from its details. */
    mailFooter: string;
    or: string;
    passkey: string;
    passkeyFailed: string;
  };
  /** "Sign out on every device", on the Today screen beside the passkeys. */
  devices: {
    title: string;
    intro: string;
  };
  /**
   * A booking's history, one sentence per entry in the owner's language. {who} is one of
   * `actors` (owner: {email}); every audit action of a booking and every e-mail template has one.
   */
  history: {
    actors: { owner: string; ownerUnnamed: string; guest: string; "email-link": string; system: string };
    /** "{who} sent the request from the website." */
    request: string;
    /** "{who} entered the booking by hand." (older manual bookings without their audit row) */
    enteredByHand: string;
    actions: Record<TBookingAuditAction, string>;
    unknownAction: string;
    /** What each e-mail was about. */
    mails: Record<TMailTemplate, string>;
    unknownMail: string;
    /** "E-mail to {to}: {mail}." */
    mailSent: string;
    mailWaiting: string;
    /** "{what}: {from} → {to}" */
    changed: string;
    dates: string;
    noChange: string;
    /** "{stay}, {from} to {to}, {guests} guests, {total}." */
    booked: string;
    reason: string;
    message: string;
    priceNote: string;
  };
  /** /owner/changeovers: arrivals, departures and turnovers of a range; the cleaner's links; the cleaner's page. */
  changeovers: {
    title: string;
    intro: string;
    from: string;
    to: string;
    show: string;
    print: string;
    /** "{from} to {to}" */
    range: string;
    /** The range asked for was not a range of at most {max} days: the default is shown. */
    invalidRange: string;
    empty: string;
    date: string;
    turnover: string;
    departure: string;
    arrival: string;
    stay: string;
    guests: string;
    arrivalTime: string;
    /** "{checkIn} to {checkOut}, {nights} nights" */
    stayDates: string;
    booking: string;
    guest: string;
    phone: string;
    /** A stay imported from a channel's calendar: "Via {source} (no details)" */
    channel: string;
    links: {
      title: string;
      intro: string;
      label: string;
      labelHint: string;
      days: string;
      daysHint: string;
      create: string;
      created: string;
      empty: string;
      /** "Works until {date}" */
      expires: string;
      revoke: string;
      revoked: string;
      /** The link's own text, for a screen reader: "The cleaner's link {label}" */
      linkName: string;
    };
    /** The cleaner's page (/cleaner/<token>), in the language asked for. */
    cleaner: {
      title: string;
      /** "Arrivals and departures from {from} to {to}. No guest details are shown." */
      intro: string;
      otherLanguage: string;
      forged: string;
      forgedText: string;
      expired: string;
      expiredText: string;
      limited: string;
      limitedText: string;
      unavailable: string;
    };
  };
  /** The owner's weekly digest: its setting (on the business screen) and its e-mail. */
  digest: {
    title: string;
    intro: string;
    label: string;
    hint: string;
    save: string;
    saved: string;
    mail: {
      /** "Your week ahead: {from} to {to}" */
      subject: string;
      intro: string;
      weekAhead: string;
      noChangeovers: string;
      /** "{date} (turnover)" */
      turnoverDay: string;
      /** "Out: {stays}" / "In: {stays}" */
      departures: string;
      arrivals: string;
      /** A stay in a line: "{stay} {number}, {guests} guests, arriving {time}" */
      stayLine: string;
      /** "{stay} via {source}" */
      channelLine: string;
      requests: string;
      noRequests: string;
      /** "{number} {name}: {checkIn} to {checkOut}" */
      requestLine: string;
      moneyDue: string;
      moneyOverdue: string;
      noMoney: string;
      /** "{number} {name}: {kind} {amount}, due {date}" */
      moneyLine: string;
      kinds: Record<"deposit" | "balance" | "full" | "breakage_deposit", string>;
      waiting: string;
      /** "{reviews} reviews and {photos} guest photo sets wait for your decision." */
      waitingLine: string;
      lastWeek: string;
      /** "{from} to {to}" */
      lastWeekRange: string;
      occupancy: string;
      /** "{booked} of {available} nights ({percent}%); one stay is let a night" */
      occupancyValue: string;
      revenue: string;
      received: string;
      openConsole: string;
      openSheet: string;
      /** Why the owner gets it and how to stop it. */
      footer: string;
    };
  };
  /** The owner's passkeys, on the Today screen. */
  passkeys: {
    title: string;
    intro: string;
    name: string;
    defaultName: string;
    add: string;
    added: string;
    none: string;
    remove: string;
    removed: string;
    unsupported: string;
    failed: string;
    /** "Added {date}" */
    addedOn: string;
  };
  /** The owner's payment terms (/owner/payment-terms). */
  paymentTerms: {
    title: string;
    intro: string;
    bank: string;
    bankIntro: string;
    accountHolder: string;
    bankName: string;
    accountNumber: string;
    branchCode: string;
    accountType: string;
    accountTypeHint: string;
    schedule: string;
    depositPercent: string;
    depositPercentHint: string;
    depositDays: string;
    balanceDaysBefore: string;
    balanceHint: string;
    breakage: string;
    breakageHint: string;
    cancellation: string;
    cancellationIntro: string;
    tierDays: string;
    tierRefund: string;
    /** "Tier {n}" */
    tier: string;
    addTier: string;
    /** "Remove tier {n}" */
    removeTier: string;
    tax: string;
    vatNumber: string;
    vatHint: string;
    tourismLevy: string;
    tourismLevyHint: string;
    autoRelease: string;
    autoReleaseDays: string;
    autoReleaseHint: string;
    save: string;
    saved: string;
    /** "A whole number from {min} to {max}." */
    range: string;
    money: string;
  };
  /** The Payments screen (/owner/payments). */
  payments: {
    title: string;
    intro: string;
    dueToday: string;
    overdue: string;
    received: string;
    /** "{amount} in {count} entries" */
    receivedLine: string;
    /** "{amount} in 1 entry" */
    receivedLineOne: string;
    toRepay: string;
    /** What falls due in the coming days: "{days}" */
    comingDue: string;
    /** A booking to record a payment against: "{number} · {guest} · {amount} to pay" */
    owingOption: string;
    /** Said instead of the form when no confirmed booking owes money. */
    nothingOwing: string;
    nothing: string;
    /** "{kind} {amount}, due {date}" */
    dueLine: string;
    /** "Refund due {amount}" */
    refundLine: string;
    /** "Breakage deposit held {amount}" */
    heldLine: string;
    terms: string;
    export: string;
    exportIntro: string;
    exportMonth: string;
    exportYear: string;
    download: string;
  };
  /** A booking's payments, on its console page. */
  account: {
    title: string;
    noPlan: string;
    schedule: string;
    states: Record<"paid" | "part-paid" | "due" | "overdue", string>;
    /** "due {date}" */
    due: string;
    /** "{paid} of {amount} paid" */
    paidOf: string;
    total: string;
    paid: string;
    outstanding: string;
    vat: string;
    levy: string;
    ledger: string;
    noEntries: string;
    reversed: string;
    /** "Reverses entry {id}" */
    reversalOf: string;
    /** "Entry {id}" */
    entry: string;
    moneyIn: string;
    /** The booking a payment is recorded against, on the Payments screen. */
    booking: string;
    moneyOut: string;
    kind: string;
    amount: string;
    amountHint: string;
    received: string;
    paidOn: string;
    method: string;
    note: string;
    reason: string;
    reasonHint: string;
    record: string;
    recorded: string;
    reverse: string;
    reverseReason: string;
    /** "Reverse {line}? This adds a reversal entry; nothing is deleted." */
    reverseConfirm: string;
    reverseYes: string;
    reversedDone: string;
    extend: string;
    extendUntil: string;
    extendSave: string;
    extended: string;
    extendedTo: string;
    extendedWithBalance: string;
    refund: string;
    /** "Cancelled {days} before check-in: {percent}% of the {received} received." ({days}: "3 days", "1 day") */
    refundCoolingOff: string;
    refundByUs: string;
    refundTier: string;
    stayRefund: string;
    breakageRefund: string;
    toRepay: string;
  };
  /** /owner/stays: what guests read about the stays, and each stay's arrival guide. */
  stays: {
    title: string;
    intro: string;
    hoursTitle: string;
    hoursIntro: string;
    checkInFrom: string;
    checkInUntil: string;
    checkInStep: string;
    /** "Every {minutes} minutes" */
    stepOption: string;
    checkOutBy: string;
    houseRulesEn: string;
    houseRulesAf: string;
    houseRulesHint: string;
    saveHours: string;
    hoursSaved: string;
    textsTitle: string;
    descriptionEn: string;
    descriptionAf: string;
    descriptionHint: string;
    amenities: string;
    amenitiesHint: string;
    mapLabelEn: string;
    mapLabelAf: string;
    mapLabelHint: string;
    saveTexts: string;
    textsSaved: string;
    guideTitle: string;
    guideIntro: string;
    directionsEn: string;
    directionsAf: string;
    doorCode: string;
    wifiName: string;
    wifiPassword: string;
    keyPlaceEn: string;
    keyPlaceAf: string;
    notesEn: string;
    notesAf: string;
    saveGuide: string;
    guideSaved: string;
  };
  /** A booking's messages with its guest, on its console page. */
  messages: {
    title: string;
    intro: string;
    empty: string;
    fromGuest: string;
    fromOwner: string;
    unread: string;
    label: string;
    /** "The guest gets it by e-mail, in {language}, with a link back to this thread." */
    hint: string;
    send: string;
    sent: string;
    savedReplies: string;
    /** "Inserted in the guest's language ({language})." */
    savedRepliesHint: string;
    savedReplyNames: Record<TSavedReplyKey, string>;
    whatsapp: string;
    whatsappHint: string;
    noEmail: string;
    closed: string;
  };
  /** The owner's private notes on a booking. */
  notes: {
    title: string;
    intro: string;
    empty: string;
    label: string;
    add: string;
    added: string;
    /** "{email}, {time}" */
    by: string;
  };
  /** Correcting the guest's name, e-mail, phone and arrival time. */
  correct: {
    title: string;
    intro: string;
    submit: string;
    saved: string;
    emailHint: string;
  };
  channels: {
    title: string;
    intro: string;
    exportTitle: string;
    exportIntro: string;
    exportLabel: string;
    copy: string;
    copied: string;
    feedsTitle: string;
    noFeeds: string;
    addTitle: string;
    stay: string;
    source: string;
    url: string;
    urlHint: string;
    add: string;
    added: string;
    addedNotQueued: string;
    syncNow: string;
    queued: string;
    notQueued: string;
    remove: string;
    removeConfirm: string;
    removed: string;
    lastImport: string;
    lastChecked: string;
    neverImported: string;
    blockedNights: string;
    nextNights: string;
    onCalendar: string;
    configuredNote: string;
    badUrl: string;
    privateUrl: string;
    duplicate: string;
    configured: string;
    noSuchFeed: string;
    /** Why the last import failed, in plain words, by its kind. */
    errors: Record<TFeedErrorKind, string>;
  };
};
