/**
 * Whether a key press in a form means "submit": Enter in a one-line text input, not while an input method is
 * composing (Chinese typing confirms words with Enter), not in a text area, select or picker (Enter picks there).
 */
export function isSubmitKey(event: { key: string; keyCode?: number; isComposing?: boolean; target: EventTarget | null }): boolean {
  if (event.key !== 'Enter' || event.isComposing || event.keyCode === 229) return false;
  const target = event.target as HTMLElement | null;
  if (!target || target.tagName !== 'INPUT') return false;
  const input = target as HTMLInputElement;
  if (input.getAttribute('role') === 'combobox' || ['checkbox', 'radio', 'button', 'submit', 'file'].includes(input.type)) return false;
  return !input.closest('.ant-select, .ant-picker, .ant-cascader, .ant-tree-select');
}
