/**
 * The designer's keyboard shortcuts (docs/domain/devtool.md): undo Ctrl+Z, redo Ctrl+Shift+Z or Ctrl+Y, save Ctrl+S
 * (⌘ on a Mac). Undo and redo are left to the browser while a person types in a text box or an editor, where its own
 * undo applies. Pure.
 */
export type DesignerShortcut = 'undo' | 'redo' | 'save';

type KeyLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

/** The shortcut a key press means, if any. */
export function shortcutOf(event: KeyLike): DesignerShortcut | undefined {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return undefined;
  const key = event.key.toLowerCase();
  if (key === 's' && !event.shiftKey) return 'save';
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return undefined;
}

/** Whether the element takes text, with the browser's own undo (inputs, text areas, content-editable editors). */
export function isTextEntry(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement) return !element.readOnly && !element.disabled;
  if (element instanceof HTMLInputElement) {
    const textual = ['text', 'search', 'number', 'email', 'url', 'tel', 'password', ''].includes(element.type);
    return textual && !element.readOnly && !element.disabled;
  }
  return (element as HTMLElement).isContentEditable === true || element.closest('[contenteditable="true"]') !== null;
}

/** Shortcut labels for tooltips (Ctrl or ⌘). */
export function shortcutLabel(shortcut: DesignerShortcut, mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)): string {
  const mod = mac ? '⌘' : 'Ctrl';
  switch (shortcut) {
    case 'undo':
      return `${mod}+Z`;
    case 'redo':
      return `${mod}+Shift+Z / ${mod}+Y`;
    case 'save':
      return `${mod}+S`;
  }
}
