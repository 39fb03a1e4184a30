// The owner's refusals live with every other text (content/owner-messages.ts); this path keeps its importers.
export { getOwnerMessages, OWNER_MESSAGES, type TOwnerMessageKey, type TOwnerMessages } from "@/content/owner-messages";
