// erase-personal-data: the retention sweep, on a schedule.
import type { TJobPayload } from "@/server/queue/jobs";
import { erasePersonalData } from "@/server/retention/erase-personal-data";

export async function handleErasePersonalData(_payload: TJobPayload<"erase-personal-data">): Promise<string> {
  const erased = await erasePersonalData();
  return Object.entries(erased)
    .map(([what, count]) => `${what} ${count}`)
    .join(", ");
}
