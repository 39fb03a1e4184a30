// The check-in time field (label and select) of the booking panel and of the contact dialog: 14:00 to 18:00 every
// 30 minutes, with the placeholder the spec names. A native select: light, and every device's own picker.
import { CHECK_IN_TIMES } from "@/content/stays";
import { NativeSelect } from "@/components/ui/native-select";

type TCheckInTimeSelectProps = {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (time: string) => void;
  className: string;
  describedBy?: string;
};

export function CheckInTimeSelect({ id, label, placeholder, value, onChange, className, describedBy }: TCheckInTimeSelectProps) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={describedBy}
        className={className}
        placeholder={placeholder}
        placeholderDisabled
        options={CHECK_IN_TIMES.map((time) => [time, time] as const)}
      />
    </div>
  );
}
