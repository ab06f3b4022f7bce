// @vitest-environment jsdom
import { isTextEntry, shortcutLabel, shortcutOf } from './designer-keys';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) =>
  ({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });

describe('designer shortcuts', () => {
  it('reads undo, redo and save with Ctrl or ⌘', () => {
    expect(shortcutOf(key('z', { ctrlKey: true }))).toBe('undo');
    expect(shortcutOf(key('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(shortcutOf(key('y', { ctrlKey: true }))).toBe('redo');
    expect(shortcutOf(key('s', { metaKey: true }))).toBe('save');
    expect(shortcutOf(key('z'))).toBeUndefined();
    expect(shortcutOf(key('z', { ctrlKey: true, altKey: true }))).toBeUndefined();
  });

  it('tells text boxes and editors (the browser’s own undo) from other elements', () => {
    const input = document.createElement('input');
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    const editor = document.createElement('div');
    editor.setAttribute('contenteditable', 'true');
    const line = editor.appendChild(document.createElement('span'));
    document.body.append(input, checkbox, editor);
    expect(isTextEntry(input)).toBe(true);
    expect(isTextEntry(document.createElement('textarea'))).toBe(true);
    expect(isTextEntry(checkbox)).toBe(false);
    expect(isTextEntry(line)).toBe(true);
    expect(isTextEntry(document.body)).toBe(false);
    expect(isTextEntry(null)).toBe(false);
  });

  it('labels the shortcuts for tooltips', () => {
    expect(shortcutLabel('redo', false)).toBe('Ctrl+Shift+Z / Ctrl+Y');
    expect(shortcutLabel('save', true)).toBe('⌘+S');
  });
});
