// Class strings shared by the booking dialogs (plain strings: no cn() in islands on every page).
const DIALOG_BUTTON_CLASS =
  "inline-flex h-11 items-center justify-center rounded-md px-5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60";
export const PRIMARY_BUTTON_CLASS = `${DIALOG_BUTTON_CLASS} bg-primary text-primary-foreground hover:bg-primary-hover`;
export const OUTLINE_BUTTON_CLASS = `${DIALOG_BUTTON_CLASS} border border-input bg-card hover:bg-muted`;
