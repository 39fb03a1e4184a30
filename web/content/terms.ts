// The words of the terms page's parts that follow the owner's settings, in both languages: the
// prices sentence, the payment rules and the refund policy (web/server/content/terms-sections.ts
// puts the settings into them). The stays' names in a sentence are STAYS' own.
import type { TLanguage } from "./dictionaries/types";

const en = {
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
  breakage: (amount: string, repayDays: number) =>
    `A refundable breakage deposit of ${amount} is paid with the last payment and repaid within ${repayDays} days of departure, less the cost of any damage, with the reason stated.`,
  vat: (number: string, percent: number) => `Prices include VAT at ${percent}% (VAT number ${number}).`,
  levy: (percent: number) =>
    `A voluntary tourism levy of ${percent}% of the accommodation is added to the total and shown as a line of its own.`,
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
};

/** The shape both languages fill. */
export type TTermsTexts = typeof en;

const af: TTermsTexts = {
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
  breakage: (amount: string, repayDays: number) =>
    `'n Terugbetaalbare breekskadedeposito van ${amount} word saam met die laaste betaling betaal en binne ${repayDays} dae ná vertrek terugbetaal, minus die koste van enige skade, met die rede daarvoor.`,
  vat: (number: string, percent: number) => `Pryse sluit BTW teen ${percent}% in (BTW-nommer ${number}).`,
  levy: (percent: number) =>
    `'n Vrywillige toerismeheffing van ${percent}% van die verblyf word by die totaal gevoeg en as 'n aparte reël gewys.`,
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
};

export const TERMS_TEXTS: Record<TLanguage, TTermsTexts> = { en, af };
