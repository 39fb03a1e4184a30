// A labelled select of a console filter form (a GET form: the bookings' status and stay, the
// calendar's number of months), above its label like the other filter fields.
import type { ComponentProps } from "react";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";

export function FilterSelect({ id, label, ...select }: ComponentProps<typeof NativeSelect> & { id: string; label: string }) {
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} {...select} />
    </div>
  );
}
