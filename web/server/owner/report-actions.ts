// The owner's reports from the console: a period's figures beside the same period a year earlier.
import { REPORT_TEXTS } from "@/content/reports";
import { AppError } from "../errors";
import type { TReport } from "../reports/figures";
import { reportPeriodOf, type TReportPeriod } from "../reports/period";
import { readReport } from "../reports/read";
import type { TOwnerCall } from "./actions";
import type * as C from "./contract";

export async function getReport(call: TOwnerCall, input: C.TReportInput): Promise<TReport & { periodOf: TReportPeriod }> {
  const period = reportPeriodOf(input);
  if (!period) {
    const message = REPORT_TEXTS[call.language].csv.badPeriod;
    throw new AppError("BAD_REQUEST", message, { fields: { month: message } });
  }
  return { ...(await readReport(period)), periodOf: period };
}
