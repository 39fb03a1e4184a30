/**
 * The most calls one tRPC request may name. The site's pages batch a handful; a long batch of
 * reads costs a visitor nothing to send and the server a query each, so the door refuses it
 * before any runs (app/api/trpc/[trpc]/route.ts), and the pages' client never sends one.
 */
export const MAX_TRPC_BATCH = 10;
