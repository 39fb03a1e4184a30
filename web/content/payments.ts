// Every text about money, in both languages: the owner's refusals on payment terms and the
// ledger, the names of schedule items and ledger entries, and the one way amounts are written
// (English "R1,234.50", Afrikaans "R1 234,50") in pages, mails and PDFs alike.
import type { TLanguage } from "./dictionaries";
import type { TTaxDocumentLineLabel } from "@/server/payments/tax-documents";

/** Each language's way of writing an amount of rand: English groups with commas, Afrikaans with spaces and a decimal comma. */
const RAND_NUMBER: Record<TLanguage, Intl.NumberFormat> = {
  en: new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  af: new Intl.NumberFormat("af-ZA", { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};

/**
 * Cents as rand in the language's convention: "R1,234.50" / "R1 234,50" (a plain space, as typed
 * and as e-mails and PDFs copy it); a negative amount with a leading minus.
 */
export function formatCents(cents: number, language: TLanguage): string {
  const sign = cents < 0 ? "-" : "";
  return `${sign}R${RAND_NUMBER[language].format(Math.abs(cents) / 100).replace(/\s/g, " ")}`;
}

/** Cents as the plain number an accountant's spreadsheet reads: "1234.50". */
export function formatCentsPlain(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  return `${sign}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, "0")}`;
}

export type TPaymentTexts = {
  refusals: {
    "no-plan": string;
    "future-date": string;
    "refund-exceeds-paid": string;
    "due-after-check-in": string;
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
  /** The guest's reminder of a payment coming due, and the cancellation of a booking released unpaid. */
  reminder: {
    subject: (item: string, bookingNumber: string) => string;
    /** The scheduled payment as the reminder's sentence names it. */
    items: Record<"deposit" | "balance" | "full" | "breakage_deposit", string>;
    intro: (item: string, amount: string, dueOn: string) => string;
    partPaid: (paid: string, left: string) => string;
    howToPay: string;
    noBankDetails: string;
    alreadyPaid: string;
    labels: {
      amount: string;
      dueOn: string;
      reference: string;
      accountHolder: string;
      bankName: string;
      accountNumber: string;
      branchCode: string;
      accountType: string;
    };
    releasedIntro: string;
  };
  /** The console's Today screen: payments past their day. */
  today: { title: string; none: string; item: (item: string, amount: string, dueOn: string) => string };
  /** The owner's side of the invoice details: Today's list and the booking's console page. */
  invoiceDetails: {
    todayTitle: string;
    todayIntro: string;
    /** "Tax invoice of {total} for the stay to {date}: issued once the address is given" */
    todayItem: (total: string, checkOut: string) => string;
    title: string;
    intro: string;
    needed: string;
    issued: (number: number) => string;
    issuedWithoutAddress: (number: number) => string;
    saved: string;
    vatNumber: string;
  };
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
      "future-date": "That day has not come yet: record money on the day it cleared.",
      "refund-exceeds-paid": "That is more than the guest has paid toward the stay.",
      "due-after-check-in": "Give a day no later than check-in day.",
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
    reminder: {
      subject: (item, n) => `Payment reminder: ${item} for booking ${n}`,
      items: { deposit: "deposit", balance: "balance", full: "payment", breakage_deposit: "refundable breakage deposit" },
      intro: (item, amount, dueOn) => `This is a friendly reminder that the ${item} of ${amount} for your booking is due on ${dueOn}.`,
      partPaid: (paid, left) => `We have received ${paid} of it so far; ${left} is still to pay.`,
      howToPay:
        "Please pay by EFT into the account below, with your booking number as the reference. A payment counts once it has cleared in our account.",
      noBankDetails: "Please contact us for the account to pay into.",
      alreadyPaid: "If you have paid in the last few days, thank you: please ignore this reminder.",
      labels: {
        amount: "Amount",
        dueOn: "Due on",
        reference: "Reference",
        accountHolder: "Account holder",
        bankName: "Bank",
        accountNumber: "Account number",
        branchCode: "Branch code",
        accountType: "Account type",
      },
      releasedIntro:
        "Your booking is cancelled because the payment that secures it was not received by its due date, so its nights have been released for other guests.",
    },
    today: {
      title: "Overdue payments",
      none: "No payment is overdue.",
      item: (item, amount, dueOn) => `${item}: ${amount} was due on ${dueOn}`,
    },
    invoiceDetails: {
      todayTitle: "Tax invoices missing an address",
      todayIntro:
        "A tax invoice over R5,000 must show the guest's address, so it waits for it. The guest has been asked for it; add it on the booking's page if they give it to you.",
      todayItem: (total, checkOut) => `Tax invoice of ${total} for the stay to ${checkOut}: issued once the address is given`,
      title: "Invoice details",
      intro:
        "Who the tax invoice is made out to: a name (a company, or empty for the guest's own), the address and a business guest's VAT number. They can change until the invoice is issued.",
      needed:
        "This booking's tax invoice will be over R5,000, so the law asks for the guest's address on it. The guest has been asked for it; add it here if they give it to you.",
      issued: (number) => `Tax invoice ${number} was issued with these details; it cannot change any more.`,
      issuedWithoutAddress: (number) =>
        `Tax invoice ${number} was issued without the guest's address, which was not given in time. Issue a corrected invoice from your accounting if the guest needs one.`,
      saved: "Invoice details saved.",
      vatNumber: "The guest's VAT number (optional)",
    },
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
      "future-date": "Daardie dag het nog nie aangebreek nie: teken geld aan op die dag dat dit ontvang is.",
      "refund-exceeds-paid": "Dit is meer as wat die gas vir die verblyf betaal het.",
      "due-after-check-in": "Gee 'n dag nie later as die intrekdag nie.",
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
      balance: "Saldo",
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
    reminder: {
      subject: (item, n) => `Betalingsherinnering: ${item} vir bespreking ${n}`,
      items: { deposit: "deposito", balance: "saldo", full: "betaling", breakage_deposit: "terugbetaalbare breekskadedeposito" },
      intro: (item, amount, dueOn) =>
        `Dit is 'n vriendelike herinnering dat die ${item} van ${amount} vir jou bespreking op ${dueOn} betaalbaar is.`,
      partPaid: (paid, left) => `Ons het tot dusver ${paid} daarvan ontvang; ${left} moet nog betaal word.`,
      howToPay:
        "Betaal asseblief per EFT in die rekening hieronder, met jou besprekingsnommer as verwysing. 'n Betaling tel sodra dit in ons rekening ontvang en skoongemaak is.",
      noBankDetails: "Kontak ons asseblief vir die rekening om in te betaal.",
      alreadyPaid: "As jy die afgelope paar dae betaal het, baie dankie: ignoreer asseblief hierdie herinnering.",
      labels: {
        amount: "Bedrag",
        dueOn: "Betaalbaar op",
        reference: "Verwysing",
        accountHolder: "Rekeninghouer",
        bankName: "Bank",
        accountNumber: "Rekeningnommer",
        branchCode: "Takkode",
        accountType: "Rekeningtipe",
      },
      releasedIntro:
        "Jou bespreking is gekanselleer omdat die betaling wat dit verseker nie teen die betaaldatum ontvang is nie, en die nagte is vir ander gaste vrygestel.",
    },
    today: {
      title: "Agterstallige betalings",
      none: "Geen betaling is agterstallig nie.",
      item: (item, amount, dueOn) => `${item}: ${amount} was op ${dueOn} betaalbaar`,
    },
    invoiceDetails: {
      todayTitle: "Belastingfakture sonder 'n adres",
      todayIntro:
        "'n Belastingfaktuur van meer as R5 000 moet die gas se adres toon, daarom wag dit daarvoor. Die gas is daarvoor gevra; voeg dit op die bespreking se bladsy by as hulle dit vir jou gee.",
      todayItem: (total, checkOut) => `Belastingfaktuur van ${total} vir die verblyf tot ${checkOut}: uitgereik sodra die adres gegee is`,
      title: "Faktuurbesonderhede",
      intro:
        "Aan wie die belastingfaktuur uitgereik word: 'n naam ('n maatskappy, of leeg vir die gas s'n), die adres en 'n sakegas se BTW-nommer. Dit kan verander totdat die faktuur uitgereik word.",
      needed:
        "Hierdie bespreking se belastingfaktuur sal meer as R5 000 wees, daarom vra die wet die gas se adres daarop. Die gas is daarvoor gevra; voeg dit hier by as hulle dit vir jou gee.",
      issued: (number) => `Belastingfaktuur ${number} is met hierdie besonderhede uitgereik; dit kan nie meer verander nie.`,
      issuedWithoutAddress: (number) =>
        `Belastingfaktuur ${number} is sonder die gas se adres uitgereik, wat nie betyds gegee is nie. Reik 'n gekorrigeerde faktuur uit jou rekeningkunde uit as die gas een nodig het.`,
      saved: "Faktuurbesonderhede gestoor.",
      vatNumber: "Die gas se BTW-nommer (opsioneel)",
    },
    ledgerExport: {
      columns: ["Datum", "Bespreking", "Gas", "Soort", "Metode", "In/uit", "Bedrag (R)", "Nota", "Terugdraai van"],
      directions: { in: "in", out: "uit", none: "geen" },
      totals: { in: "Totaal in", out: "Totaal uit", net: "Netto" },
      badPeriod: "Kies 'n maand (jjjj-MM) of 'n jaar (jjjj).",
    },
  },
};

/** The guest's side of getting paid: the PDFs, the e-mails' payment part, the booking page. */
type TGuestPaymentTexts = {
  documents: {
    proforma: string;
    receipt: string;
    moneyReturned: string;
    /** The law's own words stay in English beside the translation. */
    taxInvoice: string;
    creditNote: string;
    debitNote: string;
    notTaxInvoice: string;
  };
  labels: {
    from: string;
    to: string;
    vatNumber: string;
    number: string;
    date: string;
    bookingNumber: string;
    reference: string;
    stay: string;
    checkIn: string;
    checkOut: string;
    nights: string;
    guests: string;
    email: string;
    phone: string;
    address: string;
    description: string;
    amount: string;
    dueOn: string;
    total: string;
    vat: string;
    amountReceived: string;
    amountReturned: string;
    dateReceived: string;
    dateReturned: string;
    method: string;
    toward: string;
    paidSoFar: string;
    outstanding: string;
    correctsInvoice: string;
    state: string;
    recipientAddress: string;
    recipientVatNumber: string;
    invoiceDate: string;
    invoicedBefore: string;
    invoicedAfter: string;
    reason: string;
  };
  /** A tax document's lines, and a note's reason (the brief explanation the law asks of it). */
  lines: Record<TTaxDocumentLineLabel, string>;
  states: Record<"paid" | "part-paid" | "due" | "overdue", string>;
  vatIncluded: (vat: string) => string;
  scheduleTitle: string;
  bankTitle: string;
  bank: { accountHolder: string; bankName: string; accountNumber: string; branchCode: string; accountType: string };
  bankMissing: string;
  referenceNote: (reference: string) => string;
  clearedNote: string;
  breakageNote: string;
  mail: {
    paymentIntro: string;
    /** The same, while the owner has set no bank account: no account is promised. */
    paymentIntroNoBank: string;
    proformaAttached: string;
    receiptSubject: (number: string, amount: string) => string;
    receiptIntro: (amount: string, date: string) => string;
    returnedSubject: (number: string, amount: string) => string;
    returnedIntro: (amount: string, date: string) => string;
    receiptAttached: string;
    taxInvoiceSubject: (documentNumber: number, bookingNumber: string) => string;
    taxInvoiceIntro: string;
    creditNoteSubject: (documentNumber: number, bookingNumber: string) => string;
    creditNoteIntro: (amount: string) => string;
    debitNoteSubject: (documentNumber: number, bookingNumber: string) => string;
    debitNoteIntro: (amount: string) => string;
    taxDocumentNote: string;
    /** Asked in the confirmation and the pre-arrival e-mail while a full tax invoice lacks the address. */
    billingAsk: string;
  };
  /** The invoice details a guest may give on their booking page (a full tax invoice needs the address). */
  billing: {
    title: string;
    intro: string;
    needed: string;
    name: string;
    nameHint: string;
    address: string;
    addressHint: string;
    vatNumber: string;
    vatNumberHint: string;
    save: string;
    saved: string;
    issued: string;
    refusals: { name: string; address: string; vatNumber: string; closed: string };
  };
  page: {
    title: string;
    paid: string;
    downloadProforma: string;
    downloadTaxInvoice: string;
    /** "Download credit note {number} (PDF)" */
    downloadCreditNote: (number: number) => string;
    downloadDebitNote: (number: number) => string;
    /** What cancelling today repays: under the cooling-off promise everything paid, otherwise by the tiers. */
    refundIfCancelled: (
      amount: string,
      refund: { percent: number; daysBefore: number; coolingOff: { withinDays: number; noticeDays: number } | null },
    ) => string;
    breakageRepaid: (amount: string) => string;
    /** A cancelled booking's page: what is still owed back, within how many business days, and what is repaid already. */
    refundOwed: (amount: string, businessDays: number, repaid: string | null) => string;
    refundDone: (amount: string) => string;
    refundTitle: string;
    /** Under the refund on the cancel step, when the policy keeps part of what was paid. */
    hardship: string;
    nothingPaid: string;
    noDocument: string;
  };
};

export const GUEST_PAYMENT_TEXTS: Record<TLanguage, TGuestPaymentTexts> = {
  en: {
    documents: {
      proforma: "Pro-forma invoice",
      receipt: "Receipt",
      moneyReturned: "Money returned",
      taxInvoice: "Tax Invoice",
      creditNote: "Credit Note",
      debitNote: "Debit Note",
      notTaxInvoice: "This is not a tax invoice.",
    },
    labels: {
      from: "From",
      to: "To",
      vatNumber: "VAT number",
      number: "Number",
      date: "Date",
      bookingNumber: "Booking number",
      reference: "Payment reference",
      stay: "Stay",
      checkIn: "Check-in",
      checkOut: "Check-out",
      nights: "Nights",
      guests: "Guests",
      email: "E-mail",
      phone: "Phone",
      address: "Address",
      description: "Description",
      amount: "Amount",
      dueOn: "Due by",
      total: "Total",
      vat: "VAT (15%)",
      amountReceived: "Amount received",
      amountReturned: "Amount returned",
      dateReceived: "Date received",
      dateReturned: "Date paid back",
      method: "Method",
      toward: "Toward",
      paidSoFar: "Paid so far",
      outstanding: "Outstanding",
      correctsInvoice: "Corrects tax invoice",
      state: "State",
      recipientAddress: "Recipient's address",
      recipientVatNumber: "Recipient's VAT number",
      invoiceDate: "Tax invoice dated",
      invoicedBefore: "Charged before this note",
      invoicedAfter: "Charged after this note",
      reason: "Reason",
    },
    lines: {
      accommodation: "Accommodation",
      "extra-guests": "Additional guests",
      cleaning: "Cleaning fee",
      "tourism-levy": "Tourism levy (1%)",
      "cancellation-charge": "Cancellation charge (the part of the price kept)",
      refund: "Refund",
      cancelled: "Booking cancelled: the price charged is reduced to what is kept",
      "price-refunded": "Part of the price refunded",
      "price-lowered": "Price lowered",
      "price-raised": "Price raised",
      "refund-reversed": "A refund reversed: that part of the price is charged again",
    },
    states: { paid: "paid", "part-paid": "part paid", due: "due", overdue: "overdue" },
    vatIncluded: (vat) => `Prices include VAT of ${vat}.`,
    scheduleTitle: "What to pay, and when",
    bankTitle: "Bank details (EFT)",
    bank: {
      accountHolder: "Account holder",
      bankName: "Bank",
      accountNumber: "Account number",
      branchCode: "Branch code",
      accountType: "Account type",
    },
    bankMissing: "We will send you the bank details; please contact us if you have not received them.",
    referenceNote: (reference) => `Use ${reference} as the payment reference.`,
    clearedNote: "A payment counts once it has cleared in our account; we send a receipt for each one.",
    breakageNote: "The breakage deposit is repaid within 7 days of your departure, less any damage, with the reason stated.",
    mail: {
      paymentIntro: "How to pay: by EFT to the account below, with your booking number as the reference.",
      paymentIntroNoBank: "How to pay: by EFT, with your booking number as the reference; we will send you the account to pay into.",
      proformaAttached: "The pro-forma invoice is attached.",
      receiptSubject: (number, amount) => `Receipt for booking ${number}: ${amount} received`,
      receiptIntro: (amount, date) => `Thank you: we received ${amount} on ${date}. Your receipt is attached.`,
      returnedSubject: (number, amount) => `Booking ${number}: ${amount} paid back to you`,
      returnedIntro: (amount, date) => `We paid ${amount} back to you on ${date}. The note is attached.`,
      receiptAttached: "Your booking page always shows what is paid and what is still due.",
      taxInvoiceSubject: (documentNumber, bookingNumber) => `Tax invoice ${documentNumber} for booking ${bookingNumber}`,
      taxInvoiceIntro: "Thank you for your payment. Your tax invoice for the stay is attached.",
      creditNoteSubject: (documentNumber, bookingNumber) => `Credit note ${documentNumber} for booking ${bookingNumber}`,
      creditNoteIntro: (amount) =>
        `What we charge you for the stay is ${amount} less than your tax invoice says, so it is corrected by the attached credit note.`,
      debitNoteSubject: (documentNumber, bookingNumber) => `Debit note ${documentNumber} for booking ${bookingNumber}`,
      debitNoteIntro: (amount) =>
        `What we charge you for the stay is ${amount} more than your tax invoice and its notes say, so it is corrected by the attached debit note.`,
      taxDocumentNote: "You can download it again from your booking page.",
      billingAsk:
        "For a tax invoice over R5,000 the law asks for your address (and your VAT number if you are VAT registered). Please add them on your booking page: we issue your tax invoice once we have them.",
    },
    billing: {
      title: "Invoice details",
      intro: "Who the tax invoice is made out to. Leave the name empty to use your own.",
      needed: "Your tax invoice will be over R5,000, so the law asks for your address on it. Please add it here.",
      name: "Name or company on the invoice (optional)",
      nameHint: "At most 120 characters.",
      address: "Address",
      addressHint: "Street, town and postal code, on one or more lines.",
      vatNumber: "Your VAT number (optional)",
      vatNumberHint: "Only if you are VAT registered: 10 digits, starting with 4.",
      save: "Save invoice details",
      saved: "Your invoice details are saved.",
      issued: "Your tax invoice has been issued with these details; contact us if something on it is wrong.",
      refusals: {
        name: "Write the name in at most 120 characters, without special control characters.",
        address: "Write the address in at most 300 characters, without special control characters.",
        vatNumber: "A VAT number has 10 digits and starts with 4.",
        closed: "Invoice details can no longer be changed for this booking.",
      },
    },
    page: {
      title: "Payment",
      paid: "Paid",
      downloadProforma: "Download the pro-forma invoice (PDF)",
      downloadTaxInvoice: "Download the tax invoice (PDF)",
      downloadCreditNote: (number) => `Download credit note ${number} (PDF)`,
      downloadDebitNote: (number) => `Download debit note ${number} (PDF)`,
      refundIfCancelled: (amount, { percent, daysBefore, coolingOff }) =>
        coolingOff
          ? `If you cancel today, within ${coolingOff.withinDays} days of our confirmation and more than ${coolingOff.noticeDays} days before check-in, you get back everything you paid: ${amount}.`
          : `If you cancel today (${daysBefore} ${daysBefore === 1 ? "day" : "days"} before check-in), the cancellation policy repays ${amount}: ${percent}% of what you paid toward the stay, anything paid beyond its total, and any breakage deposit you paid.`,
      breakageRepaid: (amount) => `This includes the breakage deposit of ${amount}.`,
      refundOwed: (amount, days, repaid) =>
        `We repay you ${amount} within ${days} business days.${repaid ? ` ${repaid} has been repaid already.` : ""}`,
      refundDone: (amount) => `What was owed to you, ${amount}, has been repaid.`,
      refundTitle: "Refund",
      hardship:
        "If you cannot come because you or someone in your group has died or is in hospital, tell us before you cancel: we then charge nothing and repay everything you paid.",
      nothingPaid: "You have paid nothing yet, so nothing is owed to you or by you if you cancel today.",
      noDocument: "There is no such document for this booking.",
    },
  },
  af: {
    documents: {
      proforma: "Pro-forma-faktuur",
      receipt: "Kwitansie",
      moneyReturned: "Geld terugbetaal",
      taxInvoice: "Belastingfaktuur (Tax Invoice)",
      creditNote: "Kredietnota (Credit Note)",
      debitNote: "Debietnota (Debit Note)",
      notTaxInvoice: "Dit is nie 'n belastingfaktuur nie.",
    },
    labels: {
      from: "Van",
      to: "Aan",
      vatNumber: "BTW-nommer",
      number: "Nommer",
      date: "Datum",
      bookingNumber: "Besprekingsnommer",
      reference: "Betalingsverwysing",
      stay: "Verblyf",
      checkIn: "Intrek",
      checkOut: "Uittrek",
      nights: "Nagte",
      guests: "Gaste",
      email: "E-pos",
      phone: "Foon",
      address: "Adres",
      description: "Beskrywing",
      amount: "Bedrag",
      dueOn: "Betaalbaar teen",
      total: "Totaal",
      vat: "BTW (15%)",
      amountReceived: "Bedrag ontvang",
      amountReturned: "Bedrag terugbetaal",
      dateReceived: "Datum ontvang",
      dateReturned: "Datum terugbetaal",
      method: "Metode",
      toward: "Vir",
      paidSoFar: "Tot dusver betaal",
      outstanding: "Uitstaande",
      correctsInvoice: "Korrigeer belastingfaktuur",
      state: "Status",
      recipientAddress: "Ontvanger se adres",
      recipientVatNumber: "Ontvanger se BTW-nommer",
      invoiceDate: "Belastingfaktuur gedateer",
      invoicedBefore: "Gehef voor hierdie nota",
      invoicedAfter: "Gehef ná hierdie nota",
      reason: "Rede",
    },
    lines: {
      accommodation: "Verblyf",
      "extra-guests": "Ekstra gaste",
      cleaning: "Skoonmaakfooi",
      "tourism-levy": "Toerismeheffing (1%)",
      "cancellation-charge": "Kansellasiefooi (die deel van die prys wat gehou word)",
      refund: "Terugbetaling",
      cancelled: "Bespreking gekanselleer: die prys gehef word verminder tot wat gehou word",
      "price-refunded": "Deel van die prys terugbetaal",
      "price-lowered": "Prys verlaag",
      "price-raised": "Prys verhoog",
      "refund-reversed": "'n Terugbetaling omgekeer: daardie deel van die prys word weer gehef",
    },
    states: { paid: "betaal", "part-paid": "deels betaal", due: "betaalbaar", overdue: "agterstallig" },
    vatIncluded: (vat) => `Pryse sluit BTW van ${vat} in.`,
    scheduleTitle: "Wat om te betaal, en wanneer",
    bankTitle: "Bankbesonderhede (EFT)",
    bank: {
      accountHolder: "Rekeninghouer",
      bankName: "Bank",
      accountNumber: "Rekeningnommer",
      branchCode: "Takkode",
      accountType: "Rekeningtipe",
    },
    bankMissing: "Ons stuur vir jou die bankbesonderhede; kontak ons asseblief as jy dit nie ontvang het nie.",
    referenceNote: (reference) => `Gebruik ${reference} as die betalingsverwysing.`,
    clearedNote: "'n Betaling tel sodra dit in ons rekening ontvang en skoongemaak is; ons stuur vir elkeen 'n kwitansie.",
    breakageNote: "Die breekskadedeposito word binne 7 dae ná jou vertrek terugbetaal, minus enige skade, met die rede daarvoor.",
    mail: {
      paymentIntro: "Hoe om te betaal: per EFT na die rekening hieronder, met jou besprekingsnommer as verwysing.",
      paymentIntroNoBank:
        "Hoe om te betaal: per EFT, met jou besprekingsnommer as verwysing; ons stuur vir jou die rekening om in te betaal.",
      proformaAttached: "Die pro-forma-faktuur is aangeheg.",
      receiptSubject: (number, amount) => `Kwitansie vir bespreking ${number}: ${amount} ontvang`,
      receiptIntro: (amount, date) => `Dankie: ons het ${amount} op ${date} ontvang. Jou kwitansie is aangeheg.`,
      returnedSubject: (number, amount) => `Bespreking ${number}: ${amount} aan jou terugbetaal`,
      returnedIntro: (amount, date) => `Ons het ${amount} op ${date} aan jou terugbetaal. Die nota is aangeheg.`,
      receiptAttached: "Jou besprekingsbladsy wys altyd wat betaal is en wat nog uitstaande is.",
      taxInvoiceSubject: (documentNumber, bookingNumber) => `Belastingfaktuur ${documentNumber} vir bespreking ${bookingNumber}`,
      taxInvoiceIntro: "Dankie vir jou betaling. Jou belastingfaktuur vir die verblyf is aangeheg.",
      creditNoteSubject: (documentNumber, bookingNumber) => `Kredietnota ${documentNumber} vir bespreking ${bookingNumber}`,
      creditNoteIntro: (amount) =>
        `Wat ons jou vir die verblyf hef, is ${amount} minder as wat jou belastingfaktuur sê, daarom word dit deur die aangehegte kredietnota reggestel.`,
      debitNoteSubject: (documentNumber, bookingNumber) => `Debietnota ${documentNumber} vir bespreking ${bookingNumber}`,
      debitNoteIntro: (amount) =>
        `Wat ons jou vir die verblyf hef, is ${amount} meer as wat jou belastingfaktuur en sy notas sê, daarom word dit deur die aangehegte debietnota reggestel.`,
      taxDocumentNote: "Jy kan dit weer van jou besprekingsbladsy aflaai.",
      billingAsk:
        "Vir 'n belastingfaktuur van meer as R5 000 vra die wet jou adres (en jou BTW-nommer as jy vir BTW geregistreer is). Voeg dit asseblief op jou besprekingsbladsy by: ons reik jou belastingfaktuur uit sodra ons dit het.",
    },
    billing: {
      title: "Faktuurbesonderhede",
      intro: "Aan wie die belastingfaktuur uitgereik word. Laat die naam leeg om jou eie te gebruik.",
      needed: "Jou belastingfaktuur sal meer as R5 000 wees, daarom vra die wet jou adres daarop. Voeg dit asseblief hier by.",
      name: "Naam of maatskappy op die faktuur (opsioneel)",
      nameHint: "Hoogstens 120 karakters.",
      address: "Adres",
      addressHint: "Straat, dorp en poskode, op een of meer reëls.",
      vatNumber: "Jou BTW-nommer (opsioneel)",
      vatNumberHint: "Net as jy vir BTW geregistreer is: 10 syfers, wat met 4 begin.",
      save: "Stoor faktuurbesonderhede",
      saved: "Jou faktuurbesonderhede is gestoor.",
      issued: "Jou belastingfaktuur is met hierdie besonderhede uitgereik; kontak ons as iets daarop verkeerd is.",
      refusals: {
        name: "Skryf die naam in hoogstens 120 karakters, sonder spesiale beheerkarakters.",
        address: "Skryf die adres in hoogstens 300 karakters, sonder spesiale beheerkarakters.",
        vatNumber: "'n BTW-nommer het 10 syfers en begin met 4.",
        closed: "Faktuurbesonderhede kan nie meer vir hierdie bespreking verander word nie.",
      },
    },
    page: {
      title: "Betaling",
      paid: "Betaal",
      downloadProforma: "Laai die pro-forma-faktuur af (PDF)",
      downloadTaxInvoice: "Laai die belastingfaktuur af (PDF)",
      downloadCreditNote: (number) => `Laai kredietnota ${number} af (PDF)`,
      downloadDebitNote: (number) => `Laai debietnota ${number} af (PDF)`,
      refundIfCancelled: (amount, { percent, daysBefore, coolingOff }) =>
        coolingOff
          ? `As jy vandag kanselleer, binne ${coolingOff.withinDays} dae ná ons bevestiging en meer as ${coolingOff.noticeDays} dae voor intrek, kry jy alles terug wat jy betaal het: ${amount}.`
          : `As jy vandag kanselleer (${daysBefore} ${daysBefore === 1 ? "dag" : "dae"} voor intrek), betaal die kansellasiebeleid ${amount} terug: ${percent}% van wat jy vir die verblyf betaal het, enigiets wat bo die totaal betaal is, en enige breekskadedeposito wat jy betaal het.`,
      breakageRepaid: (amount) => `Dit sluit die breekskadedeposito van ${amount} in.`,
      refundOwed: (amount, days, repaid) =>
        `Ons betaal jou ${amount} binne ${days} werksdae terug.${repaid ? ` ${repaid} is reeds terugbetaal.` : ""}`,
      refundDone: (amount) => `Wat aan jou verskuldig was, ${amount}, is terugbetaal.`,
      refundTitle: "Terugbetaling",
      hardship:
        "As jy nie kan kom nie omdat iemand in jou geselskap oorlede is of in die hospitaal is, laat weet ons voordat jy kanselleer: ons hef dan niks nie en betaal alles terug wat jy betaal het.",
      nothingPaid: "Jy het nog niks betaal nie, so niks is aan jou of deur jou verskuldig as jy vandag kanselleer nie.",
      noDocument: "Daar is nie so 'n dokument vir hierdie bespreking nie.",
    },
  },
};

/** The owner's payment e-mails and the pages of their links, in the console's language (the owner's choice). */
type TOwnerPaymentTexts = {
  footer: string;
  overdue: {
    /** "Deposit overdue: booking {number} ({guest})" */
    subject: (deposit: boolean, number: string, guest: string) => string;
    intro: (deposit: boolean, amount: string, dueOn: string, paid: string) => string;
    autoRelease: (day: string) => string;
    extend: string;
    release: string;
    note: (consoleUrl: string) => string;
  };
  labels: {
    bookingNumber: string;
    stay: string;
    checkIn: string;
    checkOut: string;
    guest: string;
    email: string;
    stillToPay: string;
    paidOfIt: string;
    dueOn: string;
  };
};

export const OWNER_PAYMENT_TEXTS: Record<TLanguage, TOwnerPaymentTexts> = {
  en: {
    footer: "Sent by your booking website.",
    overdue: {
      subject: (deposit, number, guest) => `${deposit ? "Deposit" : "Payment"} overdue: booking ${number} (${guest})`,
      intro: (deposit, amount, dueOn, paid) =>
        `The ${deposit ? "deposit" : "payment"} of ${amount} for this booking was due on ${dueOn} and has not been paid in full (${paid} received). You may give the guest two more days, or release the nights so that others can book them; the guest is e-mailed if you release them.`,
      autoRelease: (day) =>
        `By your payment terms, the nights are released automatically on ${day} unless a payment is recorded before then.`,
      extend: "Give two more days",
      release: "Release the nights",
      note: (consoleUrl) =>
        `Each link opens a page where you confirm the choice, and works while this payment is overdue. If the money has cleared in your account, record it in the console instead (${consoleUrl}). Replying to this e-mail writes to the guest.`,
    },
    labels: {
      bookingNumber: "Booking number",
      stay: "Stay",
      checkIn: "Check-in",
      checkOut: "Check-out",
      guest: "Guest",
      email: "E-mail",
      stillToPay: "Still to pay",
      paidOfIt: "Paid so far",
      dueOn: "Due on",
    },
  },
  af: {
    footer: "Gestuur deur jou besprekingswebwerf.",
    overdue: {
      subject: (deposit, number, guest) => `${deposit ? "Deposito" : "Betaling"} agterstallig: bespreking ${number} (${guest})`,
      intro: (deposit, amount, dueOn, paid) =>
        `Die ${deposit ? "deposito" : "betaling"} van ${amount} vir hierdie bespreking was op ${dueOn} betaalbaar en is nie ten volle betaal nie (${paid} ontvang). Jy kan die gas nog twee dae gee, of die nagte vrystel sodat ander dit kan bespreek; die gas kry 'n e-pos as jy dit vrystel.`,
      autoRelease: (day) =>
        `Volgens jou betalingsvoorwaardes word die nagte op ${day} outomaties vrygestel tensy 'n betaling voor dan aangeteken word.`,
      extend: "Gee nog twee dae",
      release: "Stel die nagte vry",
      note: (consoleUrl) =>
        `Elke skakel maak 'n bladsy oop waar jy die keuse bevestig, en werk solank hierdie betaling agterstallig is. As die geld in jou rekening ontvang is, teken dit eerder in die konsole aan (${consoleUrl}). 'n Antwoord op hierdie e-pos gaan na die gas.`,
    },
    labels: {
      bookingNumber: "Besprekingsnommer",
      stay: "Verblyf",
      checkIn: "Intrek",
      checkOut: "Uittrek",
      guest: "Gas",
      email: "E-pos",
      stillToPay: "Nog te betaal",
      paidOfIt: "Reeds betaal",
      dueOn: "Betaalbaar op",
    },
  },
};
