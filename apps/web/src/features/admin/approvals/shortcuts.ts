/** Whether a key press is typing (a field, an editor) rather than a shortcut; modifiers never are. */
export function isTyping(event: {
  target: EventTarget | null;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}) {
  if (event.altKey || event.ctrlKey || event.metaKey) return true;
  const target = event.target as HTMLElement | null;
  if (!target || typeof target.closest !== "function") return false;
  return target.closest("input, textarea, select, [contenteditable='true']") !== null;
}
