/**
 * A JSON file in CodeMirror 6 (this file is reached only from the studio's lazy routes, so
 * the editor is a chunk of its own): JSON highlighting, the first syntax error marked inline
 * (json-text.ts), completion from completions.ts. Controlled: `value` in, `onChange` out; a
 * new `value` from outside (a load) replaces the text.
 */
import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { autocompletion, type CompletionContext } from '@codemirror/autocomplete';
import { json } from '@codemirror/lang-json';
import { linter, type Diagnostic } from '@codemirror/lint';
import { EditorView, basicSetup } from 'codemirror';
import { completionsAt, type CompletionSources, type EditorKind } from './completions';
import { parseJsonText } from './json-text';

export interface CodeEditorProps {
  id: string;
  label: string;
  kind: EditorKind;
  value: string;
  onChange: (text: string) => void;
  /** read at each completion (the draft's current refs and fields) */
  sources: () => CompletionSources;
  /** the sentence shown for a syntax error (translated by the page) */
  describeError: (error: { line: number; column: number; detail: string }) => string;
  readOnly?: boolean;
}

export function CodeEditor({ id, label, kind, value, onChange, sources, describeError, readOnly = false }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  // The latest callbacks, read by the extensions made once.
  const latest = useRef({ onChange, sources, describeError });
  useEffect(() => {
    latest.current = { onChange, sources, describeError };
  });

  useEffect(() => {
    const complete = (context: CompletionContext) => {
      const found = completionsAt(kind, context.state.doc.toString(), context.pos, latest.current.sources());
      return found && { from: found.from, options: found.options, validFor: /^[^"]*$/ };
    };
    const diagnostics = (v: EditorView): Diagnostic[] => {
      const text = v.state.doc.toString();
      const parsed = parseJsonText(text);
      if (parsed.ok) return [];
      const { from } = parsed.error;
      return [{ from, to: Math.min(from + 1, text.length), severity: 'error', message: latest.current.describeError(parsed.error) }];
    };
    const editor = new EditorView({
      parent: host.current!,
      doc: value,
      extensions: [
        basicSetup,
        json(),
        linter(diagnostics, { delay: 150 }),
        autocompletion({ override: [complete] }),
        EditorView.editable.of(!readOnly),
        EditorView.contentAttributes.of({ 'aria-labelledby': `${id}-label`, 'aria-multiline': 'true', id }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) latest.current.onChange(update.state.doc.toString());
        }),
      ],
    });
    // The scroller takes keyboard focus too, so a read-only text scrolls by keyboard (axe: scrollable-region-focusable).
    editor.scrollDOM.tabIndex = 0;
    editor.scrollDOM.setAttribute('aria-labelledby', `${id}-label`);
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // Made once per kind; later values arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, readOnly, id]);

  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [value]);

  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography id={`${id}-label`} component="h3" variant="subtitle1" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box
        ref={host}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, '& .cm-editor': { height: '28rem' }, '& .cm-scroller': { overflow: 'auto' } }}
      />
    </Box>
  );
}
