import { useEffect, useLayoutEffect, useMemo, useRef, useState, type MutableRefObject } from 'react';
import { theme } from 'antd';
import type { Choice } from './grid-columns';

/** The options a choice cell's text matches: by value or label, starting with it first. */
function matching(choices: readonly Choice[], text: string): Choice[] {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return choices.slice(0, 50);
  const starts = choices.filter((c) => c.value.toLowerCase().startsWith(wanted) || c.label.toLowerCase().startsWith(wanted));
  const contains = choices.filter((c) => !starts.includes(c) && (c.value.toLowerCase().includes(wanted) || c.label.toLowerCase().includes(wanted)));
  return [...starts, ...contains].slice(0, 50);
}

export interface GridCellEditorProps {
  text: string;
  onText(text: string): void;
  /** A choice cell's options: a list under the cell that Up/Down walk and Enter or Tab takes. */
  choices?: readonly Choice[];
  /** The option Up/Down have picked, read by the grid when the edit ends. */
  picked: MutableRefObject<Choice | undefined>;
  label: string;
  /** Where the text's caret goes: the end (typing replaced the cell) or all selected (F2). */
  selectAll: boolean;
}

/**
 * The input over the cell being edited, styled like antd's small input. Its keys bubble to the grid (grid-keys.ts),
 * except Up/Down in a choice cell's list, which move the highlight.
 */
export function GridCellEditor({ text, onText, choices, picked, label, selectAll }: GridCellEditorProps) {
  const { token } = theme.useToken();
  const input = useRef<HTMLInputElement>(null);
  const options = useMemo(() => (choices ? matching(choices, text) : []), [choices, text]);
  const [highlight, setHighlight] = useState(-1);
  // Focused as it is drawn (a layout effect), so the next key a fast typist presses lands in it.
  useLayoutEffect(() => {
    const element = input.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    if (selectAll) element.select();
    else element.setSelectionRange(element.value.length, element.value.length);
    // Only when the editor opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    // Typing picks the first match, as a select's search does; Up/Down pick another.
    const index = options.length && text.trim() ? 0 : -1;
    setHighlight(index);
  }, [options, text]);
  picked.current = choices && highlight >= 0 ? options[highlight] : undefined;
  return (
    <>
      <input
        ref={input}
        aria-label={label}
        value={text}
        onChange={(event) => onText(event.target.value)}
        onKeyDown={(event) => {
          if (!choices || options.length === 0 || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
          event.preventDefault();
          event.stopPropagation();
          setHighlight((h) => (event.key === 'ArrowDown' ? Math.min(options.length - 1, h + 1) : Math.max(0, h - 1)));
        }}
        style={{
          width: '100%', height: '100%', boxSizing: 'border-box', border: 'none', outline: 'none', padding: `0 ${token.paddingXS}px`,
          font: 'inherit', color: token.colorText, background: token.colorBgContainer,
        }}
      />
      {choices && options.length > 0 && (
        <div
          role="listbox"
          style={{
            position: 'absolute', top: '100%', left: -1, minWidth: '100%', maxHeight: 240, overflowY: 'auto', zIndex: 3,
            background: token.colorBgElevated, boxShadow: token.boxShadowSecondary, borderRadius: token.borderRadius, padding: token.paddingXXS,
          }}
        >
          {options.map((option, i) => (
            <div
              key={option.value}
              role="option"
              aria-selected={i === highlight}
              // A click picks without taking the focus from the input.
              onMouseDown={(event) => {
                event.preventDefault();
                setHighlight(i);
                picked.current = option;
                onText(option.label);
              }}
              style={{
                padding: `${token.paddingXXS}px ${token.paddingXS}px`, borderRadius: token.borderRadiusSM, cursor: 'pointer', whiteSpace: 'nowrap',
                background: i === highlight ? token.controlItemBgActive : undefined,
              }}
            >
              {option.label}
              {option.label !== option.value && <span style={{ marginLeft: token.marginXS, color: token.colorTextTertiary }}>{option.value}</span>}
            </div>
          ))}
        </div>
      )}
    </>
  );
}
