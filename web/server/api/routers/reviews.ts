// Review and guest-photo procedures over the same calls (web/server/contract/calls.ts) and domain
// functions as the /api routes.
import "server-only";
import { CALLS } from "../../contract/calls";
import { listGalleryPhotos } from "../../photos/list-gallery";
import { submitPhotos } from "../../photos/submit-photos";
import { createReview } from "../../reviews/create-review";
import { listApprovedReviews } from "../../reviews/list-reviews";
import { callProcedure, callQuery, createTRPCRouter } from "../trpc";

export const reviewsRouter = createTRPCRouter({
  list: callQuery(CALLS.listReviews).query(() => listApprovedReviews()),
  gallery: callQuery(CALLS.listGallery).query(() => listGalleryPhotos()),
  create: callProcedure(CALLS.createReview).mutation(({ ctx, input }) => createReview({ input, language: ctx.language })),
  submitPhotos: callProcedure(CALLS.submitPhotos).mutation(({ ctx, input }) => submitPhotos({ input, language: ctx.language })),
});
