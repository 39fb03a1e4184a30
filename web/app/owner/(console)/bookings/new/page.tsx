// /owner/bookings/new – enter a booking taken by phone, WhatsApp or at the door; prefilled from a
// calendar selection (?stay=&checkIn=&checkOut=).
import { caller } from "@/trpc/server";
import { consoleTitle, openConsolePage } from "@/components/owner/console-language";
import { ManualBookingForm } from "@/components/owner/manual-booking-form";
import { ConsolePage } from "@/components/owner/page-heading";
import { checkInTimes, isStayId, STAY_IDS } from "@/content/stays";
import { addDays, getBusinessToday, isIsoDate } from "@/server/calendar/dates";

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = consoleTitle((t) => t.manual.title);

export default async function NewBookingPage({ searchParams }: TProps) {
  const query = await searchParams;
  const date = (value: unknown) => (typeof value === "string" && isIsoDate(value) ? value : null);
  const checkIn = date(query.checkIn) ?? getBusinessToday();
  const checkOut = date(query.checkOut) ?? addDays(checkIn, 1);
  const stay = isStayId(query.stay) ? query.stay : STAY_IDS[0];
  const { language, t } = await openConsolePage(`/owner/bookings/new?stay=${stay}&checkIn=${checkIn}&checkOut=${checkOut}`);
  return (
    <ConsolePage title={t.manual.title} intro={t.manual.intro}>
      <ManualBookingForm
        t={t}
        language={language}
        initial={{ stay, checkIn, checkOut, guests: "1" }}
        rates={await caller.owner.prices.get()}
        times={checkInTimes((await caller.owner.stays.get()).settings.hours)}
      />
    </ConsolePage>
  );
}
