/**
 * The JSON panel's controller (no JSX): a CodeMirror view over a host element, its text checked 200 ms after the
 * last keystroke (checkSchemaText), the problems as lint diagnostics and as state for the list, a parsed edit passed
 * up, and a `value` that changed elsewhere written into the text: only the span that differs, the cursor mapped
 * through it, and the check left to the same timer as typing (a drop on the canvas must not wait for a layout of the
 * whole text and the meta-schema check).
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { Annotation, EditorState, Transaction } from '@codemirror/state';
import { drawSelection, EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, defaultHighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { json } from '@codemirror/lang-json';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { jsonEqual } from '../../../../../engine/schema/tenant-override';
import { checkSchemaText, schemaText, type TextProblem } from './schema-text-check';
import { textChange } from './text-change';

/** How long typing must pause before the text is checked. */
export const CHECK_DELAY_MS = 200;

/** Marks the transactions that write a value from outside: they are not checked as typing. */
const fromOutside = Annotation.define<boolean>();

export interface JsonEditorOptions {
  value: Record<string, unknown>;
  onChange(next: Record<string, unknown>): void;
  /** Words a problem for the diagnostics and the list. */
  describe(problem: TextProblem): string;
}

export function useJsonEditor(host: RefObject<HTMLDivElement | null>, options: JsonEditorOptions) {
  const [problems, setProblems] = useState<TextProblem[]>([]);
  const view = useRef<EditorView>();
  const emitted = useRef(options.value);
  const latest = useRef(options);
  latest.current = options;
  const timer = useRef<ReturnType<typeof setTimeout>>();

  const check = useCallback(() => {
    clearTimeout(timer.current);
    const editor = view.current;
    if (!editor) return;
    const result = checkSchemaText(editor.state.doc.toString());
    const diagnostics: Diagnostic[] = result.problems.map((problem) => ({
      from: problem.from,
      to: Math.max(problem.from, Math.min(problem.to, editor.state.doc.length)),
      severity: 'error',
      source: problem.kind,
      message: latest.current.describe(problem),
    }));
    editor.dispatch(setDiagnostics(editor.state, diagnostics));
    setProblems(result.problems);
    if (result.value && !jsonEqual(result.value, emitted.current)) {
      emitted.current = result.value;
      latest.current.onChange(result.value);
    }
  }, []);

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: schemaText(emitted.current),
        extensions: [
          lineNumbers(), history(), drawSelection(), highlightActiveLine(), indentOnInput(), bracketMatching(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }), json(), lintGutter(),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          EditorView.theme({ '&': { height: '100%', fontSize: '13px' }, '.cm-scroller': { overflow: 'auto', fontFamily: 'monospace' } }),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged || update.transactions.some((tr) => tr.annotation(fromOutside))) return;
            clearTimeout(timer.current);
            timer.current = setTimeout(check, CHECK_DELAY_MS);
          }),
        ],
      }),
    });
    view.current = editor;
    check();
    return () => {
      clearTimeout(timer.current);
      editor.destroy();
      view.current = undefined;
    };
  }, [host, check]);

  // A change made elsewhere (the canvas, undo): the text follows, unless it is what this panel just passed up. It
  // follows when the browser is idle, after the canvas has painted the change (a 150-field schema's text is large).
  useEffect(() => {
    const sync = () => {
      const editor = view.current;
      if (!editor || jsonEqual(options.value, emitted.current)) return;
      emitted.current = options.value;
      const change = textChange(editor.state.doc.toString(), schemaText(options.value));
      // No scrollIntoView: the text follows the canvas, the reader's place in it stays.
      if (change) editor.dispatch({ changes: change, annotations: [fromOutside.of(true), Transaction.addToHistory.of(false)] });
      clearTimeout(timer.current);
      timer.current = setTimeout(check, CHECK_DELAY_MS);
    };
    return whenIdle(sync);
  }, [options.value, check]);

  // The diagnostics are worded when checked: a change of language words them again.
  const worded = useRef(options.describe);
  useEffect(() => {
    if (worded.current === options.describe) return;
    worded.current = options.describe;
    check();
  }, [options.describe, check]);

  /** Puts the cursor on a problem and scrolls to it. */
  const jumpTo = useCallback((problem: TextProblem) => {
    const editor = view.current;
    if (!editor) return;
    editor.dispatch({ selection: { anchor: Math.min(problem.from, editor.state.doc.length) }, scrollIntoView: true });
    editor.focus();
  }, []);

  return { problems, jumpTo, view };
}

/** Runs `task` when the browser is idle (at the latest after 300 ms; a plain timeout where there is no idle callback). Returns the cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 300 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 0);
  return () => clearTimeout(handle);
}
