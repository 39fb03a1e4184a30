// Converts between the wire's stay ids ("vacation-home") and the database enum.
import "server-only";
import type { TStayId } from "@/content/stays";
import { makeEnumMapping } from "../db/enum-mapping";
import { Stay } from "../db/generated/enums";

const mapping = makeEnumMapping<TStayId, Stay>({
  "vacation-home": Stay.vacation_home,
  "fisheagle-hut": Stay.fisheagle_hut,
  "african-darter-hut": Stay.african_darter_hut,
});

export const toStayEnum = mapping.toDb;
export const fromStayEnum = mapping.fromDb;
