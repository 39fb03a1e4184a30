// The parts of the terms page that follow the owner's settings, in both languages: the prices
// (from each stay's rates and seasons) and the payment and refund rules (from the payment terms).
// The Markdown (content/legal/terms.<language>.md) keeps its fixed words and marks where these go
// with [[prices]] (inside a sentence), and [[payment]] and [[refunds]] (list items that become
// one item per rule). Pure: the page passes in what its cached readers read.
import type { TLanguage } from "@/content/dictionaries";
import { formatCents } from "@/content/payments";
import { formatRand } from "@/content/site";
import { STAY_IDS, type TStayId } from "@/content/stays";
import { escapeHtml } from "@/lib/escape-html.mjs";
import { formatDisplayDate } from "../calendar/dates";
import { BREAKAGE_REPAY_DAYS, TOURISM_LEVY_PERCENT, VAT_PERCENT, type TPaymentTerms } from "../payments/rules";
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
    release: (days: number) => `A booking whose deposit has not been received ${days} days after its due date is released.`,
    tiers: (list: string) =>
      `Otherwise, what you have paid toward the stay is refunded by how many days before check-in you cancel: ${list}.`,
    tier: (days: number, percent: string) => `${days} days or more, ${percent}`,
    below: (days: number, percent: string) => `less than ${days} days, ${percent}`,
    none: "none",
    breakageOnCancel: "A breakage deposit already paid is repaid in full when a booking is cancelled.",
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
      `'n Deposito van ${percent}% van die totaal is betaalbaar binne ${days} dae ná ons bevestiging, en die balans ${before} dae voor intrek. 'n Bespreking wat binne ${before} dae voor intrek gemaak word, betaal die volle bedrag op een slag.`,
    full: (days: number) => `Die volle bedrag is betaalbaar binne ${days} dae ná ons bevestiging.`,
    eft: "Betaal per EFT (bankoorbetaling) met jou besprekingsnommer as verwysing. 'n Betaling tel sodra dit in ons rekening deurgekom het.",
    breakage: (amount: string) =>
      `'n Terugbetaalbare breekskadedeposito van ${amount} word saam met die laaste betaling betaal en binne ${BREAKAGE_REPAY_DAYS} dae ná vertrek terugbetaal, min die koste van enige skade, met die rede daarvoor.`,
    vat: (number: string) => `Pryse sluit BTW teen ${VAT_PERCENT}% in (BTW-nommer ${number}).`,
    levy: `'n Vrywillige toerismeheffing van ${TOURISM_LEVY_PERCENT}% van die verblyf word by die totaal gevoeg en as 'n aparte reël gewys.`,
    release: (days: number) => `'n Bespreking waarvan die deposito ${days} dae ná die betaaldatum nog nie ontvang is nie, word vrygestel.`,
    tiers: (list: string) =>
      `Andersins word wat jy vir die verblyf betaal het terugbetaal volgens hoeveel dae voor intrek jy kanselleer: ${list}.`,
    tier: (days: number, percent: string) => `${days} dae of meer, ${percent}`,
    below: (days: number, percent: string) => `minder as ${days} dae, ${percent}`,
    none: "geen",
    breakageOnCancel: "'n Breekskadedeposito wat reeds betaal is, word ten volle terugbetaal wanneer 'n bespreking gekanselleer word.",
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
  const nightly = new Set(STAY_IDS.map((stay) => rates[stay].pricePerNight));
  const base =
    nightly.size === 1
      ? `${formatRand(rates[STAY_IDS[0]].pricePerNight)} ${w.perNight}`
      : joinAnd(
          STAY_IDS.map((stay) => `${formatRand(rates[stay].pricePerNight)} ${w.perNight} ${w.at} ${names[stay]}`),
          language,
        );
  const extras = STAY_IDS.filter((stay) => rates[stay].extraGuestFee > 0).map(
    (stay) => `${w.extraGuests(formatRand(rates[stay].extraGuestFee), rates[stay].extraGuestFrom)} ${w.at} ${names[stay]}`,
  );
  const cleaning = STAY_IDS.filter((stay) => rates[stay].cleaningFee > 0).map(
    (stay) => `${w.cleaning(formatRand(rates[stay].cleaningFee))} ${w.at} ${names[stay]}`,
  );
  const seasons = STAY_IDS.flatMap((stay) =>
    rates[stay].seasons.map((season) =>
      w.season(
        season.name,
        formatDisplayDate(season.startsOn),
        formatDisplayDate(season.endsOn),
        formatRand(season.pricePerNight),
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
    ...(terms.autoReleaseDays !== null && split ? [w.release(terms.autoReleaseDays)] : []),
  ];
}

/** The refund tiers (most notice first) and what happens to a breakage deposit, one list item each. */
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
  return [w.tiers(parts.join("; ")), ...(terms.breakageDepositCents > 0 ? [w.breakageOnCancel] : [])];
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
