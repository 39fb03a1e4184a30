// The owner's reports from the console: a period's figures beside the same period a year earlier.
import "server-only";
import type { TReport } from "../reports/figures";
import { reportPeriodOf, type TReportPeriod } from "../reports/period";
import { readReport } from "../reports/read";
import type { TOwnerCall } from "./actions";
import type * as C from "./contract";
import { refusedToOwner } from "./messages";

export async function getReport(call: TOwnerCall, input: C.TReportInput): Promise<TReport & { periodOf: TReportPeriod }> {
  const period = reportPeriodOf(input);
  if (!period) throw refusedToOwner("BAD_REQUEST", "reports.csv.badPeriod", { field: "month" });
  return { ...(await readReport(period)), periodOf: period };
}
