// The owner's console: every procedure needs a live owner session (UNAUTHORIZED, 401, without
// one), and every input is checked against its schema in web/server/owner/contract.ts.
import "server-only";
import { getConsoleDictionary } from "@/content/dictionaries/console";
import * as passkeys from "../../auth/passkeys";
import * as actions from "../../owner/actions";
import * as business from "../../owner/business-actions";
import * as changeovers from "../../owner/changeover-actions";
import * as feeds from "../../owner/feed-actions";
import * as messages from "../../owner/message-actions";
import * as payments from "../../owner/payment-actions";
import * as prices from "../../owner/price-actions";
import * as reads from "../../owner/reads";
import * as reports from "../../owner/report-actions";
import * as reviews from "../../owner/review-actions";
import * as stays from "../../owner/stay-actions";
import * as stayPhotos from "../../photos/stay-photos";
import { CONTENT_TAG, contentChanged } from "../../content/cache";
import * as C from "../../owner/contract";
import { createTRPCRouter, ownerProcedure } from "../trpc";

/** After an owner's change to reviews: the stay pages, the homes and their structured data render anew. */
async function reviewsChanged<T>(change: Promise<T>): Promise<T> {
  const result = await change;
  await contentChanged([CONTENT_TAG.reviews]);
  return result;
}

/** After an owner's change to prices or rules: the stay pages, cards and structured data render anew. */
async function ratesChanged<T>(change: Promise<T>): Promise<T> {
  const result = await change;
  await contentChanged([CONTENT_TAG.rates]);
  return result;
}

/** After an owner's change to the stays' texts or hours: the stay pages, homes, terms and structured data render anew. */
async function staysChanged<T>(change: Promise<T>): Promise<T> {
  const result = await change;
  await contentChanged([CONTENT_TAG.stays]);
  return result;
}

/** After an owner's change to a stay's photos: its page, the cards and the link previews render anew. */
async function photosChanged<T>(change: Promise<T>): Promise<T> {
  const result = await change;
  await contentChanged([CONTENT_TAG.photos]);
  return result;
}

export const ownerRouter = createTRPCRouter({
  today: ownerProcedure.query(({ ctx }) => reads.today(ctx.owner)),
  setup: ownerProcedure.query(({ ctx }) => reads.setup(ctx.owner)),
  calendar: ownerProcedure.input(C.zCalendarInput).query(({ ctx, input }) => reads.calendar(ctx.owner, input)),
  bookings: createTRPCRouter({
    list: ownerProcedure.input(C.zBookingsListInput).query(({ ctx, input }) => reads.listBookings(ctx.owner, input)),
    get: ownerProcedure.input(C.zBookingIdInput).query(({ ctx, input }) => reads.getBooking(ctx.owner, input)),
    confirm: ownerProcedure.input(C.zDecisionInput).mutation(({ ctx, input }) => actions.confirm(ctx.owner, input)),
    decline: ownerProcedure.input(C.zDecisionInput).mutation(({ ctx, input }) => actions.decline(ctx.owner, input)),
    cancel: ownerProcedure.input(C.zCancelInput).mutation(({ ctx, input }) => actions.cancel(ctx.owner, input)),
    saveBilling: ownerProcedure.input(C.zBillingInput).mutation(({ ctx, input }) => actions.saveBilling(ctx.owner, input)),
    change: ownerProcedure.input(C.zChangeInput).mutation(({ ctx, input }) => actions.change(ctx.owner, input)),
    createManual: ownerProcedure.input(C.zCreateManualInput).mutation(({ ctx, input }) => actions.createManual(ctx.owner, input)),
    correct: ownerProcedure.input(C.zCorrectInput).mutation(({ ctx, input }) => messages.correct(ctx.owner, input)),
  }),
  messages: createTRPCRouter({
    thread: ownerProcedure.input(C.zBookingIdInput).query(({ ctx, input }) => messages.thread(ctx.owner, input)),
    send: ownerProcedure.input(C.zBookingTextInput).mutation(({ ctx, input }) => messages.send(ctx.owner, input)),
    markRead: ownerProcedure.input(C.zBookingIdInput).mutation(({ ctx, input }) => messages.markRead(ctx.owner, input)),
  }),
  notes: createTRPCRouter({
    list: ownerProcedure.input(C.zBookingIdInput).query(({ ctx, input }) => messages.listNotes(ctx.owner, input)),
    add: ownerProcedure.input(C.zBookingTextInput).mutation(({ ctx, input }) => messages.addNote(ctx.owner, input)),
  }),
  blocks: createTRPCRouter({
    list: ownerProcedure.query(({ ctx }) => reads.listBlocks(ctx.owner)),
    add: ownerProcedure.input(C.zBlockAddInput).mutation(({ ctx, input }) => actions.addBlock(ctx.owner, input)),
    remove: ownerProcedure.input(C.zBlockRemoveInput).mutation(({ ctx, input }) => actions.removeBlock(ctx.owner, input)),
  }),
  conflicts: createTRPCRouter({
    list: ownerProcedure.query(({ ctx }) => reads.listConflicts(ctx.owner)),
    markHandled: ownerProcedure.input(C.zConflictHandledInput).mutation(({ ctx, input }) => actions.markConflictHandled(ctx.owner, input)),
  }),
  feeds: createTRPCRouter({
    list: ownerProcedure.query(({ ctx }) => feeds.listFeeds(ctx.owner)),
    add: ownerProcedure.input(C.zFeedAddInput).mutation(({ ctx, input }) => feeds.addFeed(ctx.owner, input)),
    syncNow: ownerProcedure.input(C.zFeedIdInput).mutation(({ ctx, input }) => feeds.syncNow(ctx.owner, input)),
    remove: ownerProcedure.input(C.zFeedIdInput).mutation(({ ctx, input }) => feeds.removeChannelFeed(ctx.owner, input)),
  }),
  business: createTRPCRouter({
    get: ownerProcedure.query(({ ctx }) => business.getBusinessProfile(ctx.owner)),
    save: ownerProcedure.input(C.zBusinessInput).mutation(async ({ ctx, input }) => {
      const saved = await business.saveBusiness(ctx.owner, input);
      // Every public page shows the footer, and the pages that read these details re-render on their next visit.
      await contentChanged([CONTENT_TAG.business]);
      return saved;
    }),
  }),
  payments: createTRPCRouter({
    terms: ownerProcedure.query(({ ctx }) => payments.getPaymentTerms(ctx.owner)),
    saveTerms: ownerProcedure.input(C.zPaymentTermsInput).mutation(async ({ ctx, input }) => {
      const saved = await payments.savePaymentTerms(ctx.owner, input);
      // The terms page states the deposit, the balance's day and the refund tiers.
      await contentChanged([CONTENT_TAG.rates]);
      return saved;
    }),
    overview: ownerProcedure.query(({ ctx }) => payments.getPaymentsOverview(ctx.owner)),
    account: ownerProcedure.input(C.zBookingIdInput).query(({ ctx, input }) => payments.getAccount(ctx.owner, input)),
    record: ownerProcedure.input(C.zLedgerRecordInput).mutation(({ ctx, input }) => payments.recordPayment(ctx.owner, input)),
    reverse: ownerProcedure.input(C.zLedgerReverseInput).mutation(({ ctx, input }) => payments.reversePayment(ctx.owner, input)),
    extendDeposit: ownerProcedure.input(C.zExtendDepositInput).mutation(({ ctx, input }) => payments.extendDeposit(ctx.owner, input)),
  }),
  stays: createTRPCRouter({
    get: ownerProcedure.query(({ ctx }) => stays.getStayTexts(ctx.owner)),
    saveTexts: ownerProcedure.input(C.zStayTextsInput).mutation(({ ctx, input }) => staysChanged(stays.saveTexts(ctx.owner, input))),
    saveSettings: ownerProcedure
      .input(C.zStaySettingsInput)
      .mutation(({ ctx, input }) => staysChanged(stays.saveSettings(ctx.owner, input))),
    guides: ownerProcedure.query(({ ctx }) => stays.getArrivalGuides(ctx.owner)),
    // Guests read the guide only behind their signed link: no public page shows it, none re-renders.
    saveGuide: ownerProcedure.input(C.zArrivalGuideInput).mutation(({ ctx, input }) => stays.saveGuide(ctx.owner, input)),
  }),
  reports: ownerProcedure.input(C.zReportInput).query(({ ctx, input }) => reports.getReport(ctx.owner, input)),
  prices: createTRPCRouter({
    get: ownerProcedure.query(({ ctx }) => prices.getRates(ctx.owner)),
    save: ownerProcedure.input(C.zRatesInput).mutation(({ ctx, input }) => ratesChanged(prices.saveRates(ctx.owner, input))),
    addSeason: ownerProcedure.input(C.zSeasonAddInput).mutation(({ ctx, input }) => ratesChanged(prices.addStaySeason(ctx.owner, input))),
    removeSeason: ownerProcedure
      .input(C.zSeasonRemoveInput)
      .mutation(({ ctx, input }) => ratesChanged(prices.removeStaySeason(ctx.owner, input.id))),
  }),
  reviews: createTRPCRouter({
    list: ownerProcedure.query(({ ctx }) => reviews.listReviews(ctx.owner)),
    approve: ownerProcedure
      .input(C.zReviewIdInput)
      .mutation(({ ctx, input }) => reviewsChanged(reviews.decide(ctx.owner, input.id, "approved"))),
    reject: ownerProcedure
      .input(C.zReviewIdInput)
      .mutation(({ ctx, input }) => reviewsChanged(reviews.decide(ctx.owner, input.id, "rejected"))),
    reply: ownerProcedure
      .input(C.zReviewReplyInput)
      .mutation(({ ctx, input }) => reviewsChanged(reviews.reply(ctx.owner, input.id, input.reply))),
    import: ownerProcedure
      .input(C.zReviewImportInput)
      .mutation(({ ctx, input }) => reviewsChanged(reviews.importFromChannel(ctx.owner, input))),
  }),
  stayPhotos: createTRPCRouter({
    list: ownerProcedure.query(({ ctx }) => stayPhotos.listStayPhotos(ctx.owner)),
    order: ownerProcedure
      .input(C.zStayPhotosOrderInput)
      .mutation(({ ctx, input }) => photosChanged(stayPhotos.orderStayPhotos(ctx.owner, input.stay, input.ids))),
    setCover: ownerProcedure
      .input(C.zStayPhotoIdInput)
      .mutation(({ ctx, input }) => photosChanged(stayPhotos.setStayCover(ctx.owner, input.id))),
    saveAlt: ownerProcedure
      .input(C.zStayPhotoAltInput)
      .mutation(({ ctx, input }) => photosChanged(stayPhotos.saveStayPhotoAlt(ctx.owner, input))),
    remove: ownerProcedure
      .input(C.zStayPhotoIdInput)
      .mutation(({ ctx, input }) => photosChanged(stayPhotos.removeStayPhoto(ctx.owner, input.id))),
  }),
  guestPhotos: createTRPCRouter({
    list: ownerProcedure.query(({ ctx }) => reviews.listGuestPhotos(ctx.owner)),
    approve: ownerProcedure.input(C.zReviewIdInput).mutation(({ ctx, input }) => reviews.decidePhotos(ctx.owner, input.id, "approved")),
    reject: ownerProcedure.input(C.zReviewIdInput).mutation(({ ctx, input }) => reviews.decidePhotos(ctx.owner, input.id, "rejected")),
  }),
  changeovers: createTRPCRouter({
    sheet: ownerProcedure.input(C.zChangeoverSheetInput).query(({ ctx, input }) => changeovers.changeoverSheet(ctx.owner, input)),
    links: ownerProcedure.query(({ ctx }) => changeovers.cleanerLinks(ctx.owner)),
    createLink: ownerProcedure.input(C.zCleanerLinkInput).mutation(({ ctx, input }) => changeovers.createLink(ctx.owner, input)),
    revokeLink: ownerProcedure.input(C.zCleanerLinkIdInput).mutation(({ ctx, input }) => changeovers.revokeLink(ctx.owner, input)),
  }),
  digest: createTRPCRouter({
    get: ownerProcedure.query(({ ctx }) => changeovers.digestSetting(ctx.owner)),
    save: ownerProcedure.input(C.zDigestSettingInput).mutation(({ ctx, input }) => changeovers.saveDigest(ctx.owner, input)),
  }),
  account: createTRPCRouter({
    setLanguage: ownerProcedure.input(C.zSetLanguageInput).mutation(({ ctx, input }) => actions.setLanguage(ctx.owner, input)),
    signOutEverywhere: ownerProcedure.mutation(({ ctx }) => actions.signOutEverywhere(ctx.owner)),
  }),
  passkeys: createTRPCRouter({
    list: ownerProcedure.query(({ ctx }) => passkeys.listPasskeys(ctx.owner.userId)),
    registrationOptions: ownerProcedure.mutation(({ ctx }) =>
      passkeys.registrationOptions({ userId: ctx.owner.userId, email: ctx.owner.actor.email }, ctx.headers),
    ),
    register: ownerProcedure
      .input(C.zPasskeyRegisterInput)
      .mutation(({ ctx, input }) =>
        passkeys.registerPasskey(
          ctx.owner,
          ctx.headers,
          { name: input.name, response: input.response },
          { invalid: getConsoleDictionary(ctx.owner.language).passkeys.failed },
        ),
      ),
    remove: ownerProcedure.input(C.zPasskeyRemoveInput).mutation(({ ctx, input }) => passkeys.removePasskey(ctx.owner, input.id)),
  }),
});
