// The parts of the terms page that follow the owner's settings, in both languages: the prices
// (from each stay's rates and seasons) and the payment and refund rules (from the payment terms),
// in the words of content/terms.ts.
// The Markdown (content/legal/terms.<language>.md) keeps its fixed words and marks where these go
// with [[prices]] (inside a sentence), and [[payment]] and [[refunds]] (list items that become
// one item per rule). Pure: the page passes in what its cached readers read.
import "server-only";
import type { TLanguage } from "@/content/dictionaries";
import { formatCents } from "@/content/payments";
import { STAY_IDS, STAYS, type TStayId } from "@/content/stays";
import { TERMS_TEXTS } from "@/content/terms";
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

/** "a, b and c" */
function joinAnd(parts: string[], language: TLanguage): string {
  return parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} ${TERMS_TEXTS[language].and} ${parts.at(-1)}`;
}

/**
 * The prices as the sentence "Prices are ... from the dates and number of guests:" goes on: a
 * fresh install's rates read "R1,400 per night, plus R300 per additional guest per night at the
 * vacation home."
 */
export function pricesText(rates: Record<TStayId, TStayRates>, language: TLanguage): string {
  const w = TERMS_TEXTS[language];
  const nightly = new Set(STAY_IDS.map((stay) => rates[stay].pricePerNightCents));
  const base =
    nightly.size === 1
      ? `${formatCents(rates[STAY_IDS[0]].pricePerNightCents, language)} ${w.perNight}`
      : joinAnd(
          STAY_IDS.map(
            (stay) => `${formatCents(rates[stay].pricePerNightCents, language)} ${w.perNight} ${w.at} ${STAYS[stay].inSentence[language]}`,
          ),
          language,
        );
  const extras = STAY_IDS.filter((stay) => rates[stay].extraGuestFeeCents > 0).map(
    (stay) =>
      `${w.extraGuests(formatCents(rates[stay].extraGuestFeeCents, language), rates[stay].extraGuestFrom)} ${w.at} ${STAYS[stay].inSentence[language]}`,
  );
  const cleaning = STAY_IDS.filter((stay) => rates[stay].cleaningFeeCents > 0).map(
    (stay) => `${w.cleaning(formatCents(rates[stay].cleaningFeeCents, language))} ${w.at} ${STAYS[stay].inSentence[language]}`,
  );
  const seasons = STAY_IDS.flatMap((stay) =>
    rates[stay].seasons.map((season) =>
      w.season(
        season.name,
        formatDisplayDate(season.startsOn),
        formatDisplayDate(season.endsOn),
        formatCents(season.pricePerNightCents, language),
        STAYS[stay].inSentence[language],
      ),
    ),
  );
  const sentence = [base, ...extras, ...cleaning].join(", ");
  return `${sentence}.${seasons.length > 0 ? ` ${w.seasons}: ${seasons.join("; ")}.` : ""}`;
}

/** The payment rules, one list item each. */
export function paymentRules(terms: TPaymentTerms, language: TLanguage): string[] {
  const w = TERMS_TEXTS[language];
  const split = terms.depositPercent > 0 && terms.depositPercent < 100;
  return [
    split ? w.deposit(terms.depositPercent, terms.depositDays, terms.balanceDaysBefore) : w.full(terms.depositDays),
    w.eft,
    ...(terms.breakageDepositCents > 0 ? [w.breakage(formatCents(terms.breakageDepositCents, language), BREAKAGE_REPAY_DAYS)] : []),
    ...(terms.vatNumber ? [w.vat(terms.vatNumber, VAT_PERCENT)] : []),
    ...(terms.tourismLevy ? [w.levy(TOURISM_LEVY_PERCENT)] : []),
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
  const w = TERMS_TEXTS[language];
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
