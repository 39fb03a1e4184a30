"use client";
// What <Toaster /> loads on the first toast: the Radix provider (5000 ms, swipe right past 50 px,
// F8 focuses the viewport) and the queued toasts.
import { TOAST_DURATION_MS, dismissToast, type TToast } from "./use-toast";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";

export type TToasterLabels = { toast: string; viewport: string; close: string };

export default function ToasterView({ toasts, labels }: { toasts: TToast[]; labels: TToasterLabels }) {
  return (
    <ToastProvider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label={labels.toast}>
      {toasts.map(({ id, title, description, action, variant, open }) => (
        <Toast key={id} variant={variant} open={open} onOpenChange={(next) => (next ? undefined : dismissToast(id))}>
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose label={labels.close} />
        </Toast>
      ))}
      <ToastViewport hotkey={["F8"]} label={labels.viewport} />
    </ToastProvider>
  );
}
