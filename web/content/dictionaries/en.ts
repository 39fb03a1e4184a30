// English texts of the site, and the shape of every dictionary: TDictionary is this object's type,
// so a key added here is one TypeScript then asks for in af.ts. Sections keyed by stay, amenity and
// the like say so (`satisfies`), so that a new stay or amenity asks for its texts here too.
import { STAYS, type TAmenity, type TStayId } from "../stays";
import type { TLanguage } from "./types";

/** A stay page's own texts; only the huts' map pins have a label of their own. */
type TStayPageTexts = { title: string; address: string; description: string[]; mapLabel?: string };

export const en = {
  language: "en" as TLanguage,
  /** Home: the about block under the stay cards (anchor #about). */
  about: {
    title: (siteName: string) => `About ${siteName}`,
    subtitle: "Your perfect retreat in the heart of Orania",
    intro:
      "We offer a vacation home in town and two huts on the banks of the Orange River. Each is self-catering, comfortable and looked after by hosts who live here, so you can rest, fish, braai and explore the town at your own pace.",
    cards: [
      { title: "Luxury Comfort", body: "Good beds, full kitchens and the small touches that make a place feel like home." },
      { title: "Privacy Guarantee", body: "Only one of our stays is booked at a time, so your group has the place to itself." },
      { title: "Prime Location", body: "River views from the huts, and the town's shops and cafés a short drive from every stay." },
      { title: "Warm Hospitality", body: "Local hosts who know the town and are a phone call away during your stay." },
    ],
    callTitle: "Ready to book your stay?",
    callBody: "Choose a stay above, pick your dates and send a request. You will not be charged yet.",
    callButton: "Choose your stay",
  },
  /** Home: approved reviews and the 'Write a Review' form. */
  reviews: {
    title: "Guest Reviews",
    subtitle: "What our guests say about their stay",
    loading: "Loading reviews...",
    empty: "No reviews yet. Be the first to share your experience!",
    average: "Average rating",
    /** Client-island texts are plain strings; {rating}, {count} and {name} are filled in there. */
    outOf: "{rating} out of 5",
    countOne: "1 review",
    countOther: "{count} reviews",
    write: "Write a Review",
    formTitle: "Write a Review",
    name: "Your name",
    stayType: "Which stay?",
    targets: {
      general: "General",
      "vacation-home": STAYS["vacation-home"].name.en,
      "fisheagle-hut": STAYS["fisheagle-hut"].name.en,
      "african-darter-hut": STAYS["african-darter-hut"].name.en,
    } satisfies Record<"general" | TStayId, string>,
    rating: "Rating",
    starOne: "1 star",
    starOther: "{count} stars",
    comment: "Your review",
    submit: "Submit Review",
    submitting: "Submitting...",
    cancel: "Cancel",
    photoAlt: "Photo from {name}'s review",
    /** The badge of a review written through the invitation after a confirmed stay. */
    stayedHere: "Stayed here",
    missingTitle: "Missing information",
    missingBody: "Please fill in all fields.",
    errorTitle: "Error",
    errorBody: "Failed to submit review. Please try again.",
    successTitle: "Thank you for your review!",
    successBody: "Your review has been submitted and will be displayed after approval.",
  },
  /** Home: the guests' photo submissions and the gallery of approved photos. */
  guestPhotos: {
    title: "Guest Photos",
    subtitle: "Moments our guests shared from their stay",
    share: "Share Your Photos",
    formTitle: "Share your photos",
    name: "Your name",
    email: "Your e-mail",
    files: "Photos",
    filesHint: "Up to 5 images (JPEG, PNG, WebP, AVIF or HEIC).",
    selectedOne: "1 photo selected",
    selectedOther: "{count} photos selected",
    submit: "Submit Photos",
    submitting: "Submitting...",
    cancel: "Cancel",
    galleryLabel: "Guest photo gallery",
    empty: "No guest photos yet.",
    photoAlt: "Photo shared by {name}",
    missingTitle: "Missing information",
    missingBody: "Please fill in your name and e-mail.",
    noPhotosTitle: "No photos selected",
    noPhotosBody: "Please select at least one photo.",
    tooManyTitle: "Too many files",
    tooManyBody: "Please select a maximum of 5 photos.",
    notImageTitle: "Not an image",
    notImageBody: "Only image files can be uploaded.",
    errorTitle: "Error",
    errorBody: "Failed to submit photos. Please try again.",
    readErrorBody: "Failed to process images. Please try again.",
    successTitle: "Thank you for sharing!",
    successBody: "Your photos have been submitted and will be published after review.",
  },
  /** Home: house rules (anchor #house-rules). */
  houseRules: {
    title: "House Rules",
    rules: [
      "No unregistered visitors.",
      "Firearms must be stored safely.",
      "No smoking indoors, including e-cigarettes.",
      "Children must be supervised.",
      "Pets are welcome on request.",
      "Please separate recyclables.",
      "Breaking these rules means cancellation without a refund.",
    ],
    timesTitle: "Times",
    times: ["Check-in {checkInFrom} - {checkInUntil}", "Check-out by {checkOutBy}", "Quiet hours after 21:00"],
  },
  /** Topic pages, the blog and their shared frame. */
  articles: {
    published: "Published",
    readingTime: (minutes: number) => `${minutes} min read`,
    related: "Related reading",
    sources: "Sources",
    blogTitle: "Blog: questions about Orania",
    blogDescription:
      "Plain answers to the questions visitors and would-be residents ask about Orania: safety, visiting, moving there and living off the grid.",
    readMore: "Read more",
    backToHub: "All about Orania",
    breadcrumb: "Breadcrumb",
  },
  /** /terms and /privacy. */
  legal: {
    termsTitle: "Terms and conditions",
    termsDescription:
      "The terms for booking our stays in Orania: booking and payment, refunds, check-in and check-out, house rules, damage and our privacy guarantee.",
    privacyTitle: "Privacy policy",
    privacyDescription:
      "What personal information we collect when you book, review or share photos, why, who receives it, how long we keep it and your rights under POPIA.",
    checkAvailability: "Check Availability",
    updated: "Last updated",
  },
  /** The frame of every page: header, footer, loading screen, shared controls. */
  shell: {
    skipToContent: "Skip to main content",
    /** The logo link's name, e.g. "Orania Stays, home". */
    homeLink: (siteName: string) => `${siteName}, home`,
    mainNav: "Main",
    tabs: { accommodation: "Accommodation", aboutOrania: "All about Orania" },
    /** The language toggle's accessible name: what following it does. */
    switchLanguage: "Read this page in Afrikaans",
    loading: "Loading your Experience...",
    scrollToTop: "Back to top",
    close: "Close",
    /** Screen-reader names of a toast and of the toast region ({hotkey} becomes F8). */
    toast: { label: "Notification", viewport: "Notifications ({hotkey})" },
    footer: {
      contact: "Contact",
      phone: "Phone",
      email: "E-mail",
      address: "Address",
      legalNav: "Legal",
      /** The link to the home page's topic panel (#orania-topics). */
      topics: "Topics about Orania",
      terms: "Terms and conditions",
      privacy: "Privacy policy",
      rights: "All rights reserved.",
    },
  },
  /** The 404 page. Unknown addresses have no language, so they show the English one. */
  notFound: {
    title: "404 Page Not Found",
    body: "Did you forget to add the page to the router?",
    home: "See our accommodation in Orania",
  },
  /** The accommodation list (home / and /verblyf). */
  home: {
    metaTitle: "Accommodation in Orania",
    metaDescription:
      "A vacation home in town and two huts on the Orange River in Orania, Northern Cape. We host one party at a time, so your stay is private. From R1,400 a night.",
    title: "Accommodation in Orania",
    subtitle: "3 unique stays",
    /** The about tab's panel (#orania-topics): cards to the topic pages. */
    topicsIntro: "Guides to the town we live in: its history, how it is run, its schools, work, faith and what there is to do.",
    topicsHubLink: "Open the visitor's guide",
  },
  /** The town-information hub (/experienceorania, /ervaarorania). */
  hub: {
    title: "Experience Orania",
    metaDescription:
      "A visitor's guide to Orania on the Orange River: its history, leadership, economy and the Ora, schools, culture, safety, farming, faith and how to get there.",
    intro:
      "Orania is a small Afrikaans town on the Orange River in the Northern Cape, about 2,800 people and 871 km from Cape Town. Whether you are visiting for a weekend or wondering what living here is like, start with the topic that interests you.",
    exploreTitle: "Explore Every Aspect",
    exploreSubtitle: "Fourteen guides to the town, its people and how it works.",
    readMoreTitle: "Read More About Orania",
    viewAllPosts: "View All Blog Posts",
    ctaTitle: "Ready to Visit Orania?",
    ctaBody: "Stay in our vacation home in town or in a hut on the river, one party at a time.",
    ctaButton: "Book Your Stay",
  },
  /** What a stay is called and how its card reads, wherever stays are listed. */
  stays: {
    byId: {
      "vacation-home": {
        name: STAYS["vacation-home"].name.en,
        summary: "A whole house in town with a kitchen, braai area, Wi-Fi and parking; pets welcome on request.",
      },
      "fisheagle-hut": {
        name: STAYS["fisheagle-hut"].name.en,
        summary: "A private hut on the Orange River with river access, fishing and a braai area.",
      },
      "african-darter-hut": {
        name: STAYS["african-darter-hut"].name.en,
        summary: "A quiet hut on the riverbank with river access, fishing and a braai area.",
      },
    } satisfies Record<TStayId, { name: string; summary: string }>,
    perNight: (price: string) => `${price} per night`,
    upToGuests: (guests: number) => `Up to ${guests} guests`,
  },
  validation: {
    required: "This field is required.",
    invalidDate: "Use a date in the form yyyy-MM-dd.",
    checkInPast: "Check-in cannot be in the past.",
    /** Today, once the owner's last check-in time has passed. */
    checkInTooLate: "Today's last check-in time has passed: choose tomorrow or a later day.",
    checkInTooFar: "We do not take bookings that far ahead yet.",
    checkOutBeforeCheckIn: "Check-out must be after check-in.",
    tooManyNights: (max: number) => `A booking can be at most ${max} nights.`,
    /** A stay shorter than its minimum (the season's where the arrival night is in one). */
    minNights: (min: number) => `A stay arriving on these dates is at least ${min} ${min === 1 ? "night" : "nights"}.`,
    guestsRange: (min: number, max: number) => `This stay takes ${min} to ${max} guests.`,
    checkInTime: "Choose a check-in time between {checkInFrom} and {checkInUntil}.",
    unknownLanguage: "The language must be en (English) or af (Afrikaans).",
    unknownStay: "Choose one of our three stays.",
    guestName: "Name must be at least 2 characters",
    guestEmail: "Please enter a valid e-mail address",
    /** A booking number as the e-mails show it (OR-XXXXXX). */
    bookingNumber: "Please enter the booking number from your e-mail, like OR-7K2M9Q",
    countryCode: "Please choose a country code",
    guestPhone: "Phone number must be at least 8 digits",
    phoneCharacters: "A phone number has only digits, spaces, brackets, dashes and a + before the country code",
    phoneShortZa: "A South African number has 10 digits with its 0, like 082 123 4567",
    phoneTooLong: "That phone number has too many digits",
    phoneCountry: "Start the number with a country code we know, like +27 for South Africa",
    /** "{country}": the number's country in the visitor's language. */
    phoneInvalid: "That is not a phone number in use in {country}: check the digits and the country code",
    reviewName: "Please fill in your name.",
    reviewComment: "Please write a comment.",
    tooLong: (max: number) => `At most ${max.toLocaleString("en-ZA")} characters.`,
    rating: "Choose a rating from 1 to 5 stars.",
    reviewTarget: "Choose what you are reviewing.",
    source: "Reviews sent from the website have the source 'website'.",
    photoNameRequired: "Please fill in your name.",
    photoEmailRequired: "Please enter a valid e-mail address",
    noPhotos: "Please select at least one photo.",
    tooManyPhotos: "Please select a maximum of 5 photos.",
    notAnImage: "Only JPEG, PNG, WebP, AVIF or HEIC photos can be uploaded.",
    imageTooLarge: (megabytes: number) => `Each photo can be at most ${megabytes} MB.`,
    tooManyPixels: (megapixels: number) => `Each photo can be at most ${megapixels} megapixels.`,
  },
  api: {
    invalidInput: "Some details are missing or incorrect.",
    invalidJson: "The request body is not valid JSON.",
    unsupportedMediaType: "Send the request as application/json.",
    /** A tRPC batch naming more calls than the site serves at once. */
    batchTooLarge: (max: number) => `Too many calls at once: send at most ${max}.`,
    payloadTooLarge: "The request is too large.",
    nightsTaken: "Sorry, some of those nights were just booked. We host one party at a time for privacy, so please choose other dates.",
    /** A request accepted for nights another unanswered request also asks for. */
    requestAhead:
      "Another request for some of these nights is ahead of yours. We answer requests in the order they came in, and will let you know by e-mail either way.",
    idempotencyKeyReused: "This Idempotency-Key was already used for a different request.",
    idempotencyKeyInvalid: "The Idempotency-Key header must be 8 to 100 letters, digits, '-' or '_'.",
    rateLimited: "Too many requests. Please wait a moment and try again.",
    crossOrigin: "This request did not come from our website.",
    tooFast: "That was very quick. Please check your details and send the form again.",
    /** The form's opening time is missing its number or lies ahead: reload and send again. */
    formNotChecked: "We could not check this form. Please reload the page and send it again.",
    rejectedAsAutomated: "This submission looks automated and was not accepted.",
    /** Booking requests refused for a sender the owner blocked. */
    senderBlocked: "We cannot accept booking requests from these contact details. Please contact us directly.",
    /** Over the cap of requests awaiting e-mail confirmation: (cap, minutes a request waits). */
    capUnverified: (cap: number, minutes: number) =>
      `You already have ${cap} booking ${cap === 1 ? "request" : "requests"} waiting for you to confirm them from your e-mail. Confirm them, or wait up to ${minutes} minutes for them to lapse, before sending another.`,
    /** Over the cap of confirmed requests awaiting the owner's answer. */
    capOpen: (cap: number) =>
      `You already have ${cap} booking ${cap === 1 ? "request" : "requests"} waiting for our answer. We will reply soon; please wait for it before sending another.`,
    /** Over the cap of nights held by one sender's open requests. */
    capNights: (cap: number) =>
      `Your open booking requests would ask for more than ${cap} nights together. Please wait for our answer on the ones you sent, or choose fewer nights.`,
    notFound: "Not found.",
    unavailable: "The service is briefly unavailable. Please try again in a moment.",
    internal: "Something went wrong on our side. Please try again.",
  },
  /** A stay's page (/vacation-home, /vakansie-huis ...): the detail, gallery and reviews. */
  stayPage: {
    backToList: "Back to accommodation",
    byId: {
      "vacation-home": {
        title: `${STAYS["vacation-home"].name.en} in Orania`,
        address: "Orania, Northern Cape, South Africa",
        description: [
          "A whole house in the quiet streets of Orania, a few minutes from the shops and the Orange River. It sleeps up to six, with a full kitchen, a washing machine, air conditioning, fast Wi-Fi and a smart TV.",
          "Outside there is a braai area and a garden for the evenings, and off-street parking at the door. Pets are welcome on request. We host one party at a time, so the house is yours alone.",
        ],
      },
      "fisheagle-hut": {
        title: `${STAYS["fisheagle-hut"].name.en} in Orania`,
        address: "On the Orange River, Orania, Northern Cape, South Africa",
        description: [
          "A private hut on the banks of the Orange River, named after the fish eagles that call over the water at dawn. It has a kitchen, a bathroom with a bath and a stoep looking over the river.",
          "Walk down to the water to fish, light the braai as the sun sets and park right beside the hut. With one party at a time, the river is yours.",
        ],
        mapLabel: `${STAYS["fisheagle-hut"].name.en} on the Orange River`,
      },
      "african-darter-hut": {
        title: `${STAYS["african-darter-hut"].name.en} in Orania`,
        address: "On the Orange River, Orania, Northern Cape, South Africa",
        description: [
          "A quiet hut on the riverbank, where African darters dry their wings on the branches over the water. It has a kitchen, a bathroom with a bath and a stoep for slow mornings.",
          "Steps lead down to the river for fishing, and the braai area is made for long evenings under the Karoo sky. Parking is free, right at the hut.",
          "We host one party at a time, so your stay is private: no neighbours, just the river and the birds.",
        ],
        mapLabel: `${STAYS["african-darter-hut"].name.en} on the Orange River`,
      },
    } satisfies Record<TStayId, TStayPageTexts> as Record<TStayId, TStayPageTexts>,
    photos: "Photos",
    /** The photo grid's last thumbnail: "+{count} foto's". Templates, not functions: client islands get these. */
    morePhotos: "+{count} photos",
    /** A grid photo's button name, opening the gallery there: "{index}", "{total}". */
    openPhoto: "Open photo {index} of {total}",
    gallery: {
      title: "Photo gallery",
      previous: "Previous photo",
      next: "Next photo",
      close: "Close gallery",
      counter: "{index} / {total}",
    },
    amenitiesTitle: "What this place offers",
    amenities: {
      "whole-place": "Whole place to yourself",
      kitchen: "Kitchen",
      "pet-friendly": "Pet-friendly",
      "washing-machine": "Washing machine",
      "free-wifi": "Free WiFi",
      "free-parking": "Free parking",
      bath: "Bath",
      "air-conditioning": "Air conditioning",
      shower: "Shower",
      "braai-area": "Braai area",
      "smart-tv": "Smart TV",
      "river-access": "River access",
      fishing: "Fishing",
    } satisfies Record<TAmenity, string>,
    aboutTitle: "About this place",
    reviewsTitle: "Guest reviews",
    reviewsCount: (count: number) => `${count} ${count === 1 ? "review" : "reviews"}`,
    starsLabel: (rating: number) => `${rating} out of 5 stars`,
    ratingTitle: "Rating",
    ratingWords: { exceptional: "Exceptional", excellent: "Excellent", veryGood: "Very good", good: "Good", fair: "Fair" },
    /** A stay without approved reviews yet. */
    noReviews: "No reviews yet. Stayed here? Tell other guests how it was.",
    /** The heading of the owner's reply under a review. */
    hostReply: "Reply from the host",
    stayedHere: "Stayed here",
    subScores: { staff: "Staff", location: "Location", cleanliness: "Cleanliness", amenities: "Amenities" },
    mapTitle: "Where you will stay",
    showOnMap: "Show on map",
    bookNowMobile: "Book now",
  },
  /** The booking panel of a stay page and its two dialogs: plain strings ({name} templates), as
   * the panel is a client island and gets this section as props. */
  booking: {
    panelTitle: "Book your stay",
    perNight: "per night",
    calendarLabel: "Choose your check-in and check-out dates",
    loadingCalendar: "Loading the booking calendar...",
    checkIn: "Check-in",
    checkOut: "Check-out",
    notChosen: "Add date",
    clearDates: "Clear dates",
    day: {
      today: "today",
      unavailable: "unavailable",
      checkOutOnly: "check-out only",
      selected: "selected",
      checkInDay: "check-in day",
      checkOutDay: "check-out day",
      past: "past",
    },
    previousMonth: "Previous month",
    nextMonth: "Next month",
    guests: "Guests",
    guest: "guest",
    guestsPlural: "guests",
    checkInTime: "Check-in time",
    checkInTimePlaceholder: "Choose check-in time",
    checkInNote: "Check-in available between {checkInFrom} - {checkInUntil}",
    checkOutNote: "Check-out by {checkOutBy} on the day you leave",
    night: "night",
    nights: "nights",
    /** "{price} x {count} {nights}" */
    priceLine: "{price} x {count} {nights}",
    /** "Addisionele gaste ({count})" */
    additionalGuests: "Additional guests ({count})",
    cleaningFee: "Cleaning fee",
    total: "Total",
    quoting: "Working out the price...",
    chooseDates: "Choose Dates",
    bookNow: "Book Now",
    notCharged: "You won't be charged yet",
    toasts: {
      missingDatesTitle: "Please choose dates",
      missingDates: "Please choose your check-in and check-out dates.",
      missingDatesHut: "First choose your check-in and check-out dates.",
      missingTimeTitle: "Please choose a check-in time",
      missingTime: "Choose your preferred check-in time between {checkInFrom} - {checkInUntil}.",
      unavailableFailed: "Failed to fetch unavailable dates",
      priceFailed: "Failed to calculate price",
      failedTitle: "Booking Unsuccessful",
      failedTitleHut: "Booking Failed",
      failedFallback: "There was a problem with your booking. Please try again.",
      takenTitle: "Those nights were just taken",
    },
    dialog: {
      title: "Complete your booking",
      description: "Leave your details and we will confirm your stay.",
      fullName: "Full name",
      email: "E-mail",
      countryCode: "Country code",
      phone: "Phone number",
      summary: "Summary",
      cancel: "Cancel",
      submit: "Confirm Booking",
      submitting: "Booking...",
      privacy:
        "We collect your name, e-mail and phone number only to handle this booking; they go to the owner of the stay and nobody else.",
      privacyLink: "Privacy policy",
    },
    success: {
      title: "Booking Confirmed!",
      body: "Your booking was made successfully. We will contact you soon with further details.",
      bookingNumber: "Booking number",
      stay: "Accommodation",
      close: "Close",
      /** "... within {minutes} minutes ...": the request's provisional hold, from the reply */
      confirmEmail: "Check your e-mail and confirm your request within {minutes} minutes — until then the owner does not see it.",
      /** the same without a number, when the reply gives no hold time */
      confirmEmailPlain: "Check your e-mail and confirm your request from it — until then the owner does not see it.",
      resend: "Send the e-mail again",
      resending: "Sending...",
      resent: "Sent again",
      resendFailedTitle: "Could not send the e-mail",
      resendFailedFallback: "The e-mail could not be sent. Please try again.",
    },
    /** The booking form that needs no script (/book), and the stay page's way to it when scripts are off. */
    noScript: {
      intro: "The booking calendar needs JavaScript, which is off in this browser. You can book without it:",
      link: "See the free nights and book",
      /** "{stay}": the stay's name */
      title: "Book {stay}",
      monthsTitle: "Free and taken nights",
      legendTaken: "taken: nobody can stay that night",
      legendCheckOutOnly: "check-out only: a stay can end that morning",
      legendPast: "past",
      earlierMonths: "Earlier months",
      laterMonths: "Later months",
      formTitle: "Your request",
      datesHint: "Check in on a free day; check out on a later day, at the latest on the first taken night.",
      phoneHint: "With the country code, for example +27 82 123 4567",
      backToStay: "Back to {stay}",
      noStayTitle: "No such stay",
      noStay: "Choose a stay on the home page and book from its page.",
    },
  },
};

export type TDictionary = typeof en;
