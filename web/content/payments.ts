// Every text about money, in both languages: the owner's refusals on payment terms and the
// ledger, the names of schedule items and ledger entries, and the one way amounts are written
// (English "R1,234.50", Afrikaans "R1 234,50") in pages, mails and PDFs alike.
import type { TLanguage } from "./dictionaries";

/** Cents as rand in the language's convention: "R1,234.50" / "R1 234,50"; a negative amount with a leading minus. */
export function formatCents(cents: number, language: TLanguage): string {
  const sign = cents < 0 ? "-" : "";
  const whole = Math.floor(Math.abs(cents) / 100);
  const fraction = String(Math.abs(cents) % 100).padStart(2, "0");
  const [group, decimal] = language === "af" ? [" ", ","] : [",", "."];
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${sign}R${grouped}${decimal}${fraction}`;
}

/** Cents as the plain number an accountant's spreadsheet reads: "1234.50". */
export function formatCentsPlain(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  return `${sign}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, "0")}`;
}

type TPaymentTexts = {
  refusals: {
    "no-plan": string;
    "not-open": string;
    "future-date": string;
    "refund-exceeds-paid": string;
    "breakage-exceeds-held": string;
    "reason-required": string;
    "no-such-entry": string;
    "already-reversed": string;
    "reversal-of-reversal": string;
  };
  terms: {
    bankIncomplete: string;
    accountNumber: string;
    branchCode: string;
    vatNumber: string;
    tiersOrder: string;
    tiersDuplicate: string;
    extendPast: string;
  };
  scheduleKinds: Record<"deposit" | "balance" | "full" | "breakage_deposit", string>;
  ledgerKinds: Record<"payment" | "breakage_deposit" | "refund" | "breakage_repaid" | "breakage_kept" | "reversal", string>;
  methods: Record<"eft" | "cash" | "card" | "other", string>;
  /** The ledger's CSV for the accountant: its column names, directions, totals and a bad period's refusal. */
  ledgerExport: {
    columns: [string, string, string, string, string, string, string, string, string];
    directions: Record<"in" | "out" | "none", string>;
    totals: Record<"in" | "out" | "net", string>;
    badPeriod: string;
  };
};

export const PAYMENT_TEXTS: Record<TLanguage, TPaymentTexts> = {
  en: {
    refusals: {
      "no-plan": "This booking has no payment plan: only confirmed bookings are paid.",
      "not-open": "This booking is not confirmed any more: record only what you repay.",
      "future-date": "That day has not come yet: record money on the day it cleared.",
      "refund-exceeds-paid": "That is more than the guest has paid toward the stay.",
      "breakage-exceeds-held": "That is more than the breakage deposit you hold.",
      "reason-required": "Say why.",
      "no-such-entry": "No such ledger entry.",
      "already-reversed": "This entry was reversed before.",
      "reversal-of-reversal": "A reversal cannot be reversed: record the entry again instead.",
    },
    terms: {
      bankIncomplete: "Fill in the account holder, bank and account number together (or leave all empty).",
      accountNumber: "An account number has 6 to 16 digits.",
      branchCode: "A branch code has 6 digits.",
      vatNumber: "A VAT number has 10 digits and starts with 4.",
      tiersOrder: "More notice never refunds less: a tier with more days needs the same or a higher refund.",
      tiersDuplicate: "Each tier needs its own number of days.",
      extendPast: "Give a day from today on.",
    },
    scheduleKinds: { deposit: "Deposit", balance: "Balance", full: "Full amount", breakage_deposit: "Breakage deposit (refundable)" },
    ledgerKinds: {
      payment: "Payment received",
      breakage_deposit: "Breakage deposit received",
      refund: "Refund paid",
      breakage_repaid: "Breakage deposit repaid",
      breakage_kept: "Breakage deposit kept",
      reversal: "Reversal",
    },
    methods: { eft: "EFT", cash: "Cash", card: "Card", other: "Other" },
    ledgerExport: {
      columns: ["Date", "Booking", "Guest", "Kind", "Method", "In/out", "Amount (R)", "Note", "Reversal of"],
      directions: { in: "in", out: "out", none: "none" },
      totals: { in: "Total in", out: "Total out", net: "Net" },
      badPeriod: "Choose a month (yyyy-MM) or a year (yyyy).",
    },
  },
  af: {
    refusals: {
      "no-plan": "Hierdie bespreking het geen betaalplan nie: net bevestigde besprekings word betaal.",
      "not-open": "Hierdie bespreking is nie meer bevestig nie: teken net aan wat jy terugbetaal.",
      "future-date": "Daardie dag het nog nie aangebreek nie: teken geld aan op die dag dat dit deurgekom het.",
      "refund-exceeds-paid": "Dit is meer as wat die gas vir die verblyf betaal het.",
      "breakage-exceeds-held": "Dit is meer as die breekskadedeposito wat jy hou.",
      "reason-required": "Sê hoekom.",
      "no-such-entry": "Geen sodanige inskrywing nie.",
      "already-reversed": "Hierdie inskrywing is reeds teruggedraai.",
      "reversal-of-reversal": "'n Terugdraaiing kan nie teruggedraai word nie: teken die inskrywing weer aan.",
    },
    terms: {
      bankIncomplete: "Vul die rekeninghouer, bank en rekeningnommer saam in (of laat almal leeg).",
      accountNumber: "'n Rekeningnommer het 6 tot 16 syfers.",
      branchCode: "'n Takkode het 6 syfers.",
      vatNumber: "'n BTW-nommer het 10 syfers en begin met 4.",
      tiersOrder: "Meer kennisgewing betaal nooit minder terug nie: 'n vlak met meer dae het dieselfde of 'n hoër terugbetaling nodig.",
      tiersDuplicate: "Elke vlak het sy eie aantal dae nodig.",
      extendPast: "Gee 'n dag van vandag af.",
    },
    scheduleKinds: {
      deposit: "Deposito",
      balance: "Balans",
      full: "Volle bedrag",
      breakage_deposit: "Breekskadedeposito (terugbetaalbaar)",
    },
    ledgerKinds: {
      payment: "Betaling ontvang",
      breakage_deposit: "Breekskadedeposito ontvang",
      refund: "Terugbetaling gedoen",
      breakage_repaid: "Breekskadedeposito terugbetaal",
      breakage_kept: "Breekskadedeposito gehou",
      reversal: "Terugdraaiing",
    },
    methods: { eft: "EFT", cash: "Kontant", card: "Kaart", other: "Ander" },
    ledgerExport: {
      columns: ["Datum", "Bespreking", "Gas", "Soort", "Metode", "In/uit", "Bedrag (R)", "Nota", "Terugdraai van"],
      directions: { in: "in", out: "uit", none: "geen" },
      totals: { in: "Totaal in", out: "Totaal uit", net: "Netto" },
      badPeriod: "Kies 'n maand (jjjj-MM) of 'n jaar (jjjj).",
    },
  },
};
