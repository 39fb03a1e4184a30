// The parts of the terms page that follow the owner's settings, in both languages: the prices
// (from each stay's rates and seasons) and the payment and refund rules (from the payment terms).
// The Markdown (content/legal/terms.<language>.md) keeps its fixed words and marks where these go
// with [[prices]] (inside a sentence), and [[payment]] and [[refunds]] (list items that become
// one item per rule). Pure: the page passes in what its cached readers read.
import type { TLanguage } from "@/content/dictionaries";
import { formatCents } from "@/content/payments";
import { STAY_IDS, type TStayId } from "@/content/stays";
import { escapeHtml } from "@/lib/escape-html.mjs";
import { formatDisplayDate } from "../calendar/dates";
import {
  autoReleaseDelay,
  BREAKAGE_REPAY_DAYS,
  COOLING_OFF_DAYS,
  COOLING_OFF_NOTICE_DAYS,
  REFUND_BUSINESS_DAYS,
  TOURISM_LEVY_PERCENT,
  VAT_PERCENT,
  type TPaymentTerms,
} from "../payments/rules";
import type { TStayRates } from "../pricing";

/** The stays as a sentence names them. */
const IN_SENTENCE: Record<TLanguage, Record<TStayId, string>> = {
  en: { "vacation-home": "the vacation home", "fisheagle-hut": "the Fish Eagle Hut", "african-darter-hut": "the African Darter Hut" },
  af: { "vacation-home": "die vakansiehuis", "fisheagle-hut": "die Visarend Hut", "african-darter-hut": "die Slanghalsvoël Hut" },
};

const WORDS = {
  en: {
    perNight: "per night",
    at: "at",
    and: "and",
    extraGuests: (fee: string, from: number) =>
      from <= 2 ? `plus ${fee} per additional guest per night` : `plus ${fee} per guest per night beyond the first ${from - 1}`,
    cleaning: (fee: string) => `a cleaning fee of ${fee} per booking`,
    season: (name: string, start: string, end: string, price: string, stay: string) =>
      `${name} (${start} to ${end}): ${price} per night at ${stay}`,
    seasons: "Seasonal prices",
    deposit: (percent: number, days: number, before: number) =>
      `A deposit of ${percent}% of the total is due within ${days} days of our confirmation, and the balance ${before} days before check-in. A booking made within ${before} days of check-in pays the full amount at once.`,
    full: (days: number) => `The full amount is due within ${days} days of our confirmation.`,
    eft: "Pay by EFT (bank transfer) with your booking number as the reference. A payment counts once it has cleared in our account.",
    breakage: (amount: string) =>
      `A refundable breakage deposit of ${amount} is paid with the last payment and repaid within ${BREAKAGE_REPAY_DAYS} days of departure, less the cost of any damage, with the reason stated.`,
    vat: (number: string) => `Prices include VAT at ${VAT_PERCENT}% (VAT number ${number}).`,
    levy: `A voluntary tourism levy of ${TOURISM_LEVY_PERCENT}% of the accommodation is added to the total and shown as a line of its own.`,
    release: (days: number) =>
      `If nothing of the first payment (the deposit, or the full amount when it is asked at once) has been received ${days} ${days === 1 ? "day" : "days"} after its due date, the booking is released.`,
    coolingOff: (within: number, notice: number) =>
      `If you cancel within ${within} days of our booking confirmation and your stay begins more than ${notice} days later, we refund what you have paid.`,
    tiers: (list: string) =>
      `Otherwise, what you have paid toward the stay is refunded by how many days before check-in you cancel: ${list}. Anything paid beyond the stay's total is always refunded in full.`,
    tier: (days: number, percent: string) => `${days} ${days === 1 ? "day" : "days"} or more, ${percent}`,
    below: (days: number, percent: string) => `less than ${days} ${days === 1 ? "day" : "days"}, ${percent}`,
    none: "none",
    breakageOnCancel: "A breakage deposit already paid is repaid in full when a booking is cancelled.",
    within: (days: number) => `Refunds are paid within ${days} business days.`,
    noShow: "There is no refund for no-shows or for leaving early.",
    hardship:
      "If you cannot come because you or someone in your group has died or is in hospital, we charge nothing for cancelling: tell us (a letter from the hospital or a death certificate is enough) and we refund everything you have paid.",
  },
  af: {
    perNight: "per nag",
    at: "by",
    and: "en",
    extraGuests: (fee: string, from: number) =>
      from <= 2 ? `plus ${fee} per bykomende gas per nag` : `plus ${fee} per gas per nag bo die eerste ${from - 1}`,
    cleaning: (fee: string) => `'n skoonmaakfooi van ${fee} per bespreking`,
    season: (name: string, start: string, end: string, price: string, stay: string) =>
      `${name} (${start} tot ${end}): ${price} per nag by ${stay}`,
    seasons: "Seisoenpryse",
    deposit: (percent: number, days: number, before: number) =>
      `'n Deposito van ${percent}% van die totaal is betaalbaar binne ${days} dae ná ons bevestiging, en die saldo ${before} dae voor intrek. 'n Bespreking wat binne ${before} dae voor intrek gemaak word, betaal die volle bedrag op een slag.`,
    full: (days: number) => `Die volle bedrag is betaalbaar binne ${days} dae ná ons bevestiging.`,
    eft: "Betaal per EFT (bankoorbetaling) met jou besprekingsnommer as verwysing. 'n Betaling tel sodra dit in ons rekening ontvang en skoongemaak is.",
    breakage: (amount: string) =>
      `'n Terugbetaalbare breekskadedeposito van ${amount} word saam met die laaste betaling betaal en binne ${BREAKAGE_REPAY_DAYS} dae ná vertrek terugbetaal, minus die koste van enige skade, met die rede daarvoor.`,
    vat: (number: string) => `Pryse sluit BTW teen ${VAT_PERCENT}% in (BTW-nommer ${number}).`,
    levy: `'n Vrywillige toerismeheffing van ${TOURISM_LEVY_PERCENT}% van die verblyf word by die totaal gevoeg en as 'n aparte reël gewys.`,
    release: (days: number) =>
      `As niks van die eerste betaling (die deposito, of die volle bedrag wanneer dit op een slag gevra word) ${days} ${days === 1 ? "dag" : "dae"} ná die betaaldatum ontvang is nie, word die bespreking vrygestel.`,
    coolingOff: (within: number, notice: number) =>
      `As jy binne ${within} dae ná ons besprekingsbevestiging kanselleer en jou verblyf meer as ${notice} dae later begin, betaal ons terug wat jy betaal het.`,
    tiers: (list: string) =>
      `Andersins word wat jy vir die verblyf betaal het terugbetaal volgens hoeveel dae voor intrek jy kanselleer: ${list}. Enigiets wat bo die verblyf se totaal betaal is, word altyd ten volle terugbetaal.`,
    tier: (days: number, percent: string) => `${days} ${days === 1 ? "dag" : "dae"} of meer, ${percent}`,
    below: (days: number, percent: string) => `minder as ${days} ${days === 1 ? "dag" : "dae"}, ${percent}`,
    none: "geen",
    breakageOnCancel: "'n Breekskadedeposito wat reeds betaal is, word ten volle terugbetaal wanneer 'n bespreking gekanselleer word.",
    within: (days: number) => `Terugbetalings word binne ${days} werksdae gedoen.`,
    noShow: "Daar is geen terugbetaling as jy nie opdaag nie of vroeër vertrek nie.",
    hardship:
      "As jy nie kan kom nie omdat iemand in jou geselskap oorlede is of in die hospitaal is, hef ons niks vir die kansellasie nie: laat weet ons ('n brief van die hospitaal of 'n doodsertifikaat is genoeg) en ons betaal alles terug wat jy betaal het.",
  },
} as const;

/** "a, b and c" */
function joinAnd(parts: string[], language: TLanguage): string {
  return parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} ${WORDS[language].and} ${parts.at(-1)}`;
}

/**
 * The prices as the sentence "Prices are ... from the dates and number of guests:" goes on: a
 * fresh install's rates read "R1,400 per night, plus R300 per additional guest per night at the
 * vacation home."
 */
export function pricesText(rates: Record<TStayId, TStayRates>, language: TLanguage): string {
  const w = WORDS[language];
  const names = IN_SENTENCE[language];
  const nightly = new Set(STAY_IDS.map((stay) => rates[stay].pricePerNightCents));
  const base =
    nightly.size === 1
      ? `${formatCents(rates[STAY_IDS[0]].pricePerNightCents, language)} ${w.perNight}`
      : joinAnd(
          STAY_IDS.map((stay) => `${formatCents(rates[stay].pricePerNightCents, language)} ${w.perNight} ${w.at} ${names[stay]}`),
          language,
        );
  const extras = STAY_IDS.filter((stay) => rates[stay].extraGuestFeeCents > 0).map(
    (stay) => `${w.extraGuests(formatCents(rates[stay].extraGuestFeeCents, language), rates[stay].extraGuestFrom)} ${w.at} ${names[stay]}`,
  );
  const cleaning = STAY_IDS.filter((stay) => rates[stay].cleaningFeeCents > 0).map(
    (stay) => `${w.cleaning(formatCents(rates[stay].cleaningFeeCents, language))} ${w.at} ${names[stay]}`,
  );
  const seasons = STAY_IDS.flatMap((stay) =>
    rates[stay].seasons.map((season) =>
      w.season(
        season.name,
        formatDisplayDate(season.startsOn),
        formatDisplayDate(season.endsOn),
        formatCents(season.pricePerNightCents, language),
        names[stay],
      ),
    ),
  );
  const sentence = [base, ...extras, ...cleaning].join(", ");
  return `${sentence}.${seasons.length > 0 ? ` ${w.seasons}: ${seasons.join("; ")}.` : ""}`;
}

/** The payment rules, one list item each. */
export function paymentRules(terms: TPaymentTerms, language: TLanguage): string[] {
  const w = WORDS[language];
  const split = terms.depositPercent > 0 && terms.depositPercent < 100;
  return [
    split ? w.deposit(terms.depositPercent, terms.depositDays, terms.balanceDaysBefore) : w.full(terms.depositDays),
    w.eft,
    ...(terms.breakageDepositCents > 0 ? [w.breakage(formatCents(terms.breakageDepositCents, language))] : []),
    ...(terms.vatNumber ? [w.vat(terms.vatNumber)] : []),
    ...(terms.tourismLevy ? [w.levy] : []),
    ...(terms.autoReleaseDays !== null ? [w.release(autoReleaseDelay(terms.autoReleaseDays))] : []),
  ];
}

/**
 * The refund policy, one list item each, in the order `computeRefund` applies it: the cooling-off
 * promise, the tiers (most notice first) and money paid beyond the total, the breakage deposit,
 * when refunds are paid, no-shows, and no charge when death or hospital keeps a guest away.
 * The terms page and the guest's booking and cancel pages all show this list.
 */
export function refundRules(terms: TPaymentTerms, language: TLanguage): string[] {
  const w = WORDS[language];
  const percent = (value: number) => (value === 0 ? w.none : `${value}%`);
  const tiers = [...terms.cancellationTiers].sort((a, b) => b.daysBefore - a.daysBefore);
  const parts = tiers.map((tier, index) =>
    tier.daysBefore === 0 && index > 0
      ? w.below(tiers[index - 1]!.daysBefore, percent(tier.refundPercent))
      : w.tier(tier.daysBefore, percent(tier.refundPercent)),
  );
  const last = tiers.at(-1)!;
  if (last.daysBefore > 0) parts.push(w.below(last.daysBefore, w.none));
  return [
    w.coolingOff(COOLING_OFF_DAYS, COOLING_OFF_NOTICE_DAYS),
    w.tiers(parts.join("; ")),
    ...(terms.breakageDepositCents > 0 ? [w.breakageOnCancel] : []),
    w.within(REFUND_BUSINESS_DAYS),
    w.noShow,
    w.hardship,
  ];
}

export type TTermsSettings = { rates: Record<TStayId, TStayRates>; terms: TPaymentTerms };

/** The terms page's rendered Markdown with its settings' parts written in (as escaped text). */
export function fillTermsHtml(html: string, { rates, terms }: TTermsSettings, language: TLanguage): string {
  const items = (rules: string[]) => rules.map((rule) => `<li>${escapeHtml(rule)}</li>`).join("\n");
  return html
    .replace("[[prices]]", escapeHtml(pricesText(rates, language)))
    .replace("<li>[[payment]]</li>", items(paymentRules(terms, language)))
    .replace("<li>[[refunds]]</li>", items(refundRules(terms, language)));
}
