// The booking panel's and the contact dialog's fields: a label over its control, and a hint under
// it that the control names as its description. The check-in time is one of them: the times of the
// stays' check-in window (CHECK_IN_TIMES, from STAY_HOURS), with the placeholder the spec names, in
// a native select (light, and every device's own picker).
import type { ReactElement } from "react";
import { CHECK_IN_TIMES } from "@/content/stays";
import { NativeSelect } from "@/components/ui/native-select";
import type { TBookingTexts } from "./booking-panel";

/** A labelled field; `control` gets its id, and the hint's id as its description when there is a hint. */
export function BookingField({
  id,
  label,
  hint,
  control,
}: {
  id: string;
  label: string;
  hint?: string;
  control: (describedBy: string | undefined) => ReactElement;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {control(hint ? `${id}-note` : undefined)}
      {hint ? (
        <p id={`${id}-note`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type TCheckInTimeSelectProps = {
  id: string;
  texts: Pick<TBookingTexts, "checkInTime" | "checkInTimePlaceholder">;
  value: string;
  onChange: (time: string) => void;
  className: string;
  hint?: string;
  /** The times offered: the check-in window's unless given. */
  times?: readonly string[];
};

export function CheckInTimeSelect({ id, texts, value, onChange, className, hint, times = CHECK_IN_TIMES }: TCheckInTimeSelectProps) {
  return (
    <BookingField
      id={id}
      label={texts.checkInTime}
      hint={hint}
      control={(describedBy) => (
        <NativeSelect
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={describedBy}
          className={className}
          placeholder={texts.checkInTimePlaceholder}
          placeholderDisabled
          options={times.map((time) => [time, time] as const)}
        />
      )}
    />
  );
}
