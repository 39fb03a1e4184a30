// The language of the owner's e-mails: the console language the owner chose (kept on their
// account, auth_users.language, by the console's toggle), for the address the owner's e-mails go
// to; English until that owner has signed in and chosen.
import "server-only";
import type { TLanguage } from "@/content/dictionaries";
import { getConfig } from "../config";
import { getDb } from "../db/client";

export async function readOwnerMailLanguage(): Promise<TLanguage> {
  const user = await getDb().user.findFirst({
    where: { email: { equals: getConfig().OWNER_EMAIL, mode: "insensitive" } },
    select: { language: true },
  });
  return user?.language === "af" ? "af" : "en";
}
