// The badge of a review written through the invitation e-mailed after a confirmed stay.
import { BadgeCheckIcon } from "@/components/ui/icons";
import { Badge } from "@/components/ui/badge";

export function StayedHereBadge({ label }: { label: string }) {
  return (
    <Badge variant="secondary" data-testid="stayed-here">
      <BadgeCheckIcon aria-hidden className="size-3.5" />
      {label}
    </Badge>
  );
}
