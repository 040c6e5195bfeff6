/**
 * Whether keyboard focus is nowhere useful: on <body>, or on a control that has just been disabled
 * (the browser moves that focus to <body> at its next frame).
 */
export function focusLost(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return true;
  return active.matches(':disabled');
}
