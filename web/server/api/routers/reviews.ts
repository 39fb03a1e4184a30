// Review and guest-photo procedures over the same domain functions as the /api routes.
import { z } from "zod";
import { listGalleryPhotos } from "../../photos/list-gallery";
import { submitPhotos } from "../../photos/submit-photos";
import { createReview } from "../../reviews/create-review";
import { listApprovedReviews } from "../../reviews/list-reviews";
import { createTRPCRouter, limitedProcedure, publicProcedure } from "../trpc";

export const reviewsRouter = createTRPCRouter({
  list: publicProcedure.query(() => listApprovedReviews()),
  gallery: publicProcedure.query(() => listGalleryPhotos()),
  create: limitedProcedure("reviews", { form: true })
    .input(z.unknown())
    .mutation(({ ctx, input }) => createReview({ body: input, language: ctx.language })),
  submitPhotos: limitedProcedure("guest-photos", { form: true })
    .input(z.unknown())
    .mutation(({ ctx, input }) => submitPhotos({ body: input, language: ctx.language })),
});
