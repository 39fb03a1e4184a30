"use client";
// A confirmation step in place of a dialog, for the console's destructive acts.
import { useEffect, useRef, type RefObject } from "react";
import { ActionButton } from "@/components/ui/action-button";

/**
 * The step between a destructive button and its act: an alert dialog in place, its question
 * named as its label, focus on its "yes" when it opens; "back" (or Escape) closes it and gives focus
 * back to the button that opened it (`opener`).
 */
export function ConfirmStep({
  id,
  question,
  yes,
  back,
  pending,
  opener,
  onYes,
  onBack,
}: {
  id: string;
  question: string;
  yes: string;
  back: string;
  pending: boolean;
  opener: RefObject<HTMLButtonElement | null>;
  onYes: () => void;
  onBack: () => void;
}) {
  const yesButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    yesButton.current?.focus();
  }, []);
  function close() {
    onBack();
    requestAnimationFrame(() => opener.current?.focus());
  }
  return (
    <div
      role="alertdialog"
      aria-labelledby={id}
      data-testid={id}
      onKeyDown={(event) => {
        if (event.key === "Escape") close();
      }}
      className="flex flex-col gap-2 rounded-md border border-destructive p-3"
    >
      <p id={id} className="text-sm font-semibold">
        {question}
      </p>
      <div className="flex flex-wrap gap-2">
        <ActionButton ref={yesButton} variant="destructive" disabled={pending} onClick={onYes}>
          {yes}
        </ActionButton>
        <ActionButton variant="outline" onClick={close}>
          {back}
        </ActionButton>
      </div>
    </div>
  );
}
