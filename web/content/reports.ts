// The owner's reports and the bookings CSV, in English and Afrikaans.
import type { TLanguage } from "./dictionaries";
import type { TOnceBoundStatus } from "@/server/bookings/status";
import type { TSeason } from "@/server/reports/period";

type TReportTexts = {
  title: string;
  intro: string;
  oneStayRule: string;
  period: string;
  month: string;
  season: string;
  year: string;
  from: string;
  to: string;
  show: string;
  seasons: Record<TSeason, string>;
  /** "{season} {year}" */
  seasonLabel: string;
  /** "{from} to {to}" */
  rangeLabel: string;
  badPeriod: string;
  stay: string;
  allStays: string;
  /** "Compared with {earlier}" */
  comparedWith: string;
  thisPeriod: string;
  yearEarlier: string;
  summary: string;
  occupancy: string;
  /** "{sold} of {sellable} nights" */
  occupancyLine: string;
  blocked: string;
  /** "{nights} nights blocked by you, not counted as nights to sell" */
  blockedLine: string;
  revenueBooked: string;
  received: string;
  outstanding: string;
  outstandingHint: string;
  adr: string;
  revpan: string;
  perStay: string;
  total: string;
  nightsSold: string;
  occupancyByMonth: string;
  revenueByMonth: string;
  leadTime: string;
  leadTimeIntro: string;
  lengthOfStay: string;
  /** Lead-time bucket labels, in LEAD_TIME_BUCKETS order. */
  leadBuckets: string[];
  /** Length-of-stay bucket labels, in LENGTH_BUCKETS order. */
  lengthBuckets: string[];
  stays: string;
  sources: string;
  source: string;
  website: string;
  manual: string;
  channels: string;
  nights: string;
  requests: string;
  funnel: string;
  requested: string;
  confirmedByGuest: string;
  confirmedByOwner: string;
  declined: string;
  lapsedUnconfirmed: string;
  lapsedUnanswered: string;
  cancelled: string;
  reviews: string;
  reviewCount: string;
  averageRating: string;
  noReviews: string;
  monthColumn: string;
  monthsShort: string[];
  /** A chart's description: "{what}: {period} in solid bars, a year earlier in striped bars. The numbers are in the table beside it." */
  chartDesc: string;
  exports: string;
  exportsIntro: string;
  bookingsCsv: string;
  ledgerCsv: string;
  ledgerCsvOnlyMonthOrYear: string;
  csv: {
    columns: string[];
    statuses: Record<TOnceBoundStatus, string>;
    sources: Record<"website" | "manual", string>;
    total: string;
    badPeriod: string;
  };
};

export const REPORT_TEXTS: Record<TLanguage, TReportTexts> = {
  en: {
    title: "Reports",
    intro: "How the business is doing: nights sold, money, where bookings come from, and reviews, beside the same period a year earlier.",
    oneStayRule:
      "Only one stay can be let on any night (the stays share one calendar), so the business can sell at most one stay a night. Occupancy counts the nights sold against the nights in the period less those you blocked; each stay's share adds up to the total.",
    period: "Period",
    month: "Month",
    season: "Season",
    year: "Year",
    from: "From",
    to: "To",
    show: "Show",
    seasons: { summer: "Summer (Dec–Feb)", autumn: "Autumn (Mar–May)", winter: "Winter (Jun–Aug)", spring: "Spring (Sep–Nov)" },
    seasonLabel: "{season} {year}",
    rangeLabel: "{from} to {to}",
    badPeriod: "That period is not one the reports know; showing this year.",
    stay: "Stay",
    allStays: "All stays",
    comparedWith: "Compared with {earlier}",
    thisPeriod: "This period",
    yearEarlier: "A year earlier",
    summary: "At a glance",
    occupancy: "Occupancy",
    occupancyLine: "{sold} of {sellable} nights",
    blocked: "Blocked",
    blockedLine: "{nights} nights blocked by you, not counted as nights to sell",
    revenueBooked: "Revenue booked",
    received: "Received",
    outstanding: "Outstanding",
    outstandingHint: "Still owed on the stays arriving in the period.",
    adr: "Average daily rate",
    revpan: "Revenue per available night",
    perStay: "Per stay",
    total: "Total",
    nightsSold: "Nights sold",
    occupancyByMonth: "Occupancy by month",
    revenueByMonth: "Revenue by month",
    leadTime: "Lead time (days)",
    leadTimeIntro: "Days between the request and check-in, for the stays arriving in the period.",
    lengthOfStay: "Length of stay",
    leadBuckets: ["0–6 days", "7–13 days", "14–29 days", "30–59 days", "60–89 days", "90–179 days", "180+ days"],
    lengthBuckets: ["1 night", "2 nights", "3 nights", "4 nights", "5 nights", "6 nights", "7+ nights"],
    stays: "Stays",
    sources: "Where bookings come from",
    source: "Source",
    website: "Website",
    manual: "Phone and walk-in (entered by you)",
    channels: "Other channels (imported calendars)",
    nights: "Nights",
    requests: "Requests made in the period",
    funnel: "From website request to confirmed stay",
    requested: "Website requests",
    confirmedByGuest: "Confirmed by the guest",
    confirmedByOwner: "Confirmed by you",
    declined: "Declined",
    lapsedUnconfirmed: "Lapsed, never confirmed by the guest",
    lapsedUnanswered: "Lapsed, not answered in time",
    cancelled: "Cancelled",
    reviews: "Reviews",
    reviewCount: "Reviews",
    averageRating: "Average rating",
    noReviews: "—",
    monthColumn: "Month",
    monthsShort: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
    chartDesc: "{what}: {period} in solid bars, a year earlier in striped bars. The numbers are in the table beside it.",
    exports: "Exports for your accountant",
    exportsIntro: "CSV files (dates yyyy-MM-dd, amounts in rand with two decimals) for the period shown.",
    bookingsCsv: "Bookings (CSV)",
    ledgerCsv: "Ledger (CSV)",
    ledgerCsvOnlyMonthOrYear: "The ledger's CSV is by month or year.",
    csv: {
      columns: [
        "Booking",
        "Status",
        "Source",
        "Stay",
        "Guest",
        "Requested",
        "Check-in",
        "Check-out",
        "Nights",
        "Nights in period",
        "Guests",
        "Accommodation (R)",
        "Extra guests (R)",
        "Cleaning (R)",
        "Total (R)",
        "Booked in period (R)",
        "Received (R)",
        "Refunded (R)",
        "Outstanding (R)",
      ],
      statuses: { confirmed: "confirmed", cancelled: "cancelled" },
      sources: { website: "website", manual: "manual" },
      total: "Total",
      badPeriod: "Choose a month (yyyy-MM), a season and year, a year (yyyy), or from and to (yyyy-MM-dd).",
    },
  },
  af: {
    title: "Verslae",
    intro:
      "Hoe die besigheid vaar: nagte verkoop, geld, waar besprekings vandaan kom, en resensies, langs dieselfde tydperk 'n jaar vroeër.",
    oneStayRule:
      "Net een verblyf kan op enige nag verhuur word (die verblyf-plekke deel een kalender), so die besigheid kan hoogstens een verblyf per nag verkoop. Besetting tel die nagte verkoop teen die nagte in die tydperk minus dié wat jy geblokkeer het; elke verblyf se deel tel op tot die totaal.",
    period: "Tydperk",
    month: "Maand",
    season: "Seisoen",
    year: "Jaar",
    from: "Van",
    to: "Tot",
    show: "Wys",
    seasons: { summer: "Somer (Des–Feb)", autumn: "Herfs (Mrt–Mei)", winter: "Winter (Jun–Aug)", spring: "Lente (Sep–Nov)" },
    seasonLabel: "{season} {year}",
    rangeLabel: "{from} tot {to}",
    badPeriod: "Die verslae ken nie daardie tydperk nie; hierdie jaar word gewys.",
    stay: "Verblyf",
    allStays: "Alle verblyf-plekke",
    comparedWith: "Vergeleke met {earlier}",
    thisPeriod: "Hierdie tydperk",
    yearEarlier: "'n Jaar vroeër",
    summary: "In 'n oogopslag",
    occupancy: "Besetting",
    occupancyLine: "{sold} van {sellable} nagte",
    blocked: "Geblokkeer",
    blockedLine: "{nights} nagte deur jou geblokkeer, nie as nagte om te verkoop getel nie",
    revenueBooked: "Inkomste bespreek",
    received: "Ontvang",
    outstanding: "Uitstaande",
    outstandingHint: "Nog verskuldig op die verblyf wat in die tydperk aankom.",
    adr: "Gemiddelde dagtarief",
    revpan: "Inkomste per beskikbare nag",
    perStay: "Per verblyf",
    total: "Totaal",
    nightsSold: "Nagte verkoop",
    occupancyByMonth: "Besetting per maand",
    revenueByMonth: "Inkomste per maand",
    leadTime: "Voorlooptyd (dae)",
    leadTimeIntro: "Dae tussen die versoek en inklok, vir die verblyf wat in die tydperk aankom.",
    lengthOfStay: "Lengte van verblyf",
    leadBuckets: ["0–6 dae", "7–13 dae", "14–29 dae", "30–59 dae", "60–89 dae", "90–179 dae", "180+ dae"],
    lengthBuckets: ["1 nag", "2 nagte", "3 nagte", "4 nagte", "5 nagte", "6 nagte", "7+ nagte"],
    stays: "Verblywe",
    sources: "Waar besprekings vandaan kom",
    source: "Bron",
    website: "Webwerf",
    manual: "Telefoon en instap (deur jou ingevoer)",
    channels: "Ander kanale (ingevoerde kalenders)",
    nights: "Nagte",
    requests: "Versoeke in die tydperk gemaak",
    funnel: "Van webwerf-versoek tot bevestigde verblyf",
    requested: "Webwerf-versoeke",
    confirmedByGuest: "Deur die gas bevestig",
    confirmedByOwner: "Deur jou bevestig",
    declined: "Afgewys",
    lapsedUnconfirmed: "Verval, nooit deur die gas bevestig nie",
    lapsedUnanswered: "Verval, nie betyds beantwoord nie",
    cancelled: "Gekanselleer",
    reviews: "Resensies",
    reviewCount: "Resensies",
    averageRating: "Gemiddelde gradering",
    noReviews: "—",
    monthColumn: "Maand",
    monthsShort: ["Jan", "Feb", "Mrt", "Apr", "Mei", "Jun", "Jul", "Aug", "Sep", "Okt", "Nov", "Des"],
    chartDesc: "{what}: {period} in soliede stawe, 'n jaar vroeër in gestreepte stawe. Die getalle is in die tabel langsaan.",
    exports: "Uitvoere vir jou rekenmeester",
    exportsIntro: "CSV-lêers (datums jjjj-MM-dd, bedrae in rand met twee desimale) vir die tydperk wat gewys word.",
    bookingsCsv: "Besprekings (CSV)",
    ledgerCsv: "Grootboek (CSV)",
    ledgerCsvOnlyMonthOrYear: "Die grootboek se CSV is per maand of jaar.",
    csv: {
      columns: [
        "Bespreking",
        "Status",
        "Bron",
        "Verblyf",
        "Gas",
        "Versoek",
        "Inklok",
        "Uitklok",
        "Nagte",
        "Nagte in tydperk",
        "Gaste",
        "Akkommodasie (R)",
        "Ekstra gaste (R)",
        "Skoonmaak (R)",
        "Totaal (R)",
        "Bespreek in tydperk (R)",
        "Ontvang (R)",
        "Terugbetaal (R)",
        "Uitstaande (R)",
      ],
      statuses: { confirmed: "bevestig", cancelled: "gekanselleer" },
      sources: { website: "webwerf", manual: "handmatig" },
      total: "Totaal",
      badPeriod: "Kies 'n maand (jjjj-MM), 'n seisoen en jaar, 'n jaar (jjjj), of van en tot (jjjj-MM-dd).",
    },
  },
};
