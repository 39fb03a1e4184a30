// The app's tRPC router: one sub-router per area. Add a router here to expose it to the pages.
import "server-only";
import type { inferRouterOutputs } from "@trpc/server";
import { bookingsRouter } from "./routers/bookings";
import { ownerRouter } from "./routers/owner";
import { reviewsRouter } from "./routers/reviews";
import { createCallerFactory, createTRPCRouter } from "./trpc";

export const appRouter = createTRPCRouter({
  bookings: bookingsRouter,
  reviews: reviewsRouter,
  owner: ownerRouter,
});

export type TAppRouter = typeof appRouter;
/** What each owner procedure answers, as the router infers it: the console's components take their props from here. */
export type TOwnerOutputs = inferRouterOutputs<TAppRouter>["owner"];

/** For server components and tests: `createCaller(createTRPCContext({ headers }))`. */
export const createCaller = createCallerFactory(appRouter);
