// How each kind of hold looks on the console's calendar and its legend: a colour, a pattern and a
// letter, so that no kind is told by colour alone. Channel blocks take their channel's colour.
import type { TOwnerOutputs } from "@/server/api/root";

type THoldKind = TOwnerOutputs["calendar"]["holds"][number]["kind"];
type TKindStyle = { key: string; className: string };

const STYLES: Record<string, string> = {
  request: "bg-[repeating-linear-gradient(135deg,#fbe3b4_0_5px,#f3c77a_5px_10px)] text-foreground",
  booking: "bg-secondary text-secondary-foreground",
  manual: "bg-[radial-gradient(#ffffff66_1.5px,transparent_1.5px)] bg-primary bg-[length:7px_7px] text-primary-foreground",
  block: "bg-[repeating-linear-gradient(45deg,#d9d2c8_0_2px,#f3eee7_2px_7px)] text-foreground",
  "channel-airbnb": "bg-[repeating-linear-gradient(0deg,#f9d2da_0_4px,#f2b5c2_4px_8px)] text-foreground",
  "channel-booking": "bg-[repeating-linear-gradient(90deg,#d5e2f7_0_4px,#b8ccef_4px_8px)] text-foreground",
  channel: "bg-[repeating-linear-gradient(90deg,#e4e0f4_0_4px,#cec7ea_4px_8px)] text-foreground",
};

export function kindStyle(kind: THoldKind, source?: string | null): TKindStyle {
  const key = kind === "channel" && (source === "airbnb" || source === "booking") ? `channel-${source}` : kind;
  return { key, className: STYLES[key] ?? STYLES[kind]! };
}

/** The legend's entries, in the order the owner meets them. */
export const LEGEND_KEYS: { kind: THoldKind; source?: "airbnb" | "booking" }[] = [
  { kind: "request" },
  { kind: "booking" },
  { kind: "manual" },
  { kind: "block" },
  { kind: "channel", source: "airbnb" },
  { kind: "channel", source: "booking" },
];
