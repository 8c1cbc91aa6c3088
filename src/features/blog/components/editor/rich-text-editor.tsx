'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { TextSelection } from '@tiptap/pm/state';
import { EditorContent, useEditor, type JSONContent } from '@tiptap/react';
import { useFieldError } from '@/components/ui/action-form';
import { AccessibilityWarning } from '@/components/ui/accessibility-warning';
import { FieldError } from '@/components/ui/form-field';
import type { ActionResult } from '@/lib/shared/action-result';
import { checkRichText, type AccessibilityFinding } from '@/lib/shared/accessibility-checks';
import { fieldErrorId } from '@/lib/shared/field-ids';
import { EDITOR_EXTENSIONS } from './extensions';
import { ImageDialog, type ImageDescription, type InsertedImage } from './image-dialog';
import { LinkDialog } from './link-dialog';
import { Toolbar } from './toolbar';
import { cleanPastedHtml } from './word-paste';

// 'Conteúdo' as rich text (issue 21, ADR 0013): Tiptap in the admin only, never on a public page.
// The document travels in a hidden field (its JSON); the server sanitises it again and derives its
// text. A change is announced to the form (an input event), so the OAB check reads the new text.
// The text's accessibility guidance (issue 33) is shown under the field as it changes.

type Doc = { type: 'doc'; content?: unknown[] };

export function RichTextEditor({
  name,
  label,
  defaultValue,
  hint,
  upload,
}: {
  name: string;
  label: string;
  defaultValue?: Doc | null;
  hint?: string;
  upload: (form: FormData) => Promise<ActionResult<{ url: string; width: number; height: number }>>;
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const field = useRef<HTMLInputElement>(null);
  const { error, clearError } = useFieldError(name);
  const [dialog, setDialog] = useState<'link' | 'image' | 'describe' | null>(null);
  const [findings, setFindings] = useState<AccessibilityFinding[]>([]);
  const guidanceId = `${id}-accessibility`;
  /** The guidance for the editor's document; the same list is kept (no redraw) when nothing changed. */
  const check = useCallback((doc: unknown) => {
    const found = checkRichText(doc);
    setFindings((current) => (JSON.stringify(current) === JSON.stringify(found) ? current : found));
  }, []);
  const initial = defaultValue?.content?.length ? defaultValue : undefined;
  // The document's JSON as the form sends it ('' for an empty editor): set once here, then by the editor.
  useEffect(() => {
    if (field.current) field.current.value = initial ? JSON.stringify(initial) : '';
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the post it opened with
  }, []);
  /** The editable area's accessible wiring: its label, hint and error. */
  const attributes = {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    'aria-describedby': [hint ? hintId : '', error ? fieldErrorId(id) : '', guidanceId]
      .filter(Boolean)
      .join(' '),
    'aria-invalid': error ? 'true' : 'false',
    class: 'rich-text min-h-64 px-4 py-3 focus:outline-none',
  };

  const editor = useEditor({
    extensions: EDITOR_EXTENSIONS,
    content: (initial as JSONContent | undefined) ?? '',
    // Rendered in the browser only: the admin page's server HTML has the field's place.
    immediatelyRender: false,
    editorProps: { attributes, transformPastedHTML: cleanPastedHtml },
    // The post it opened with may already have findings.
    onCreate: ({ editor: current }) => check(current.getJSON()),
    // The field is written here, not through React state: typing re-renders nothing.
    onUpdate: ({ editor: current }) => {
      const input = field.current;
      if (!input) return;
      const doc = current.getJSON();
      input.value = current.isEmpty ? '' : JSON.stringify(doc);
      check(doc);
      clearError();
      input.dispatchEvent(new Event('input', { bubbles: true }));
    },
  });

  // A value set from outside (a recovered autosaved copy, issue 22) is shown by the editor: the
  // form's recovery sets the field and sends 'change', which the editor itself never sends.
  useEffect(() => {
    const input = field.current;
    if (!input || !editor) return;
    const show = () => {
      try {
        editor.commands.setContent(input.value ? (JSON.parse(input.value) as JSONContent) : '', {
          emitUpdate: false,
        });
        check(editor.getJSON());
      } catch {
        // Not the editor's JSON: the field keeps it, the server refuses or converts it.
      }
    };
    input.addEventListener('change', show);
    return () => input.removeEventListener('change', show);
  }, [editor, check]);

  // An error shown or cleared later is wired to the editable area too.
  const invalid = attributes['aria-invalid'];
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes } });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the attributes follow the error only
  }, [editor, invalid]);

  function insertImage(image: InsertedImage) {
    setDialog(null);
    editor
      ?.chain()
      .focus()
      .setImage({
        src: image.url,
        alt: image.alt,
        width: image.width,
        height: image.height,
        decorative: image.decorative,
      } as never)
      .run();
  }

  /** The selected image's description, changed in the same dialog (to fix a refused save). */
  function describeImage(description: ImageDescription) {
    setDialog(null);
    editor?.chain().focus().updateAttributes('image', description).run();
  }

  function applyLink(href: string | null) {
    setDialog(null);
    const chain = editor?.chain().focus().extendMarkRange('link');
    // The cursor goes after the link: what is typed next (even before the focus is back from the
    // dialog) follows the linked text instead of replacing it.
    if (href)
      chain
        ?.setLink({ href })
        .command(({ tr }) => {
          tr.setSelection(TextSelection.create(tr.doc, tr.selection.to));
          return true;
        })
        .run();
    else chain?.unsetLink().run();
  }

  return (
    <div>
      <span id={labelId} className="block text-sm font-medium text-slate-800">
        {label}
      </span>
      {/* Uncontrolled and without a default: React never writes it back over the editor's JSON. */}
      <input ref={field} type="hidden" name={name} />
      <div
        className={`mt-1 overflow-hidden rounded-md border bg-white shadow-sm focus-within:outline-2 focus-within:outline-brand-700 ${error ? 'border-red-700' : 'border-slate-400'}`}
      >
        {editor ? (
          <>
            <Toolbar
              editor={editor}
              onLink={() => setDialog('link')}
              onImage={() => setDialog('image')}
              onDescribeImage={() => setDialog('describe')}
            />
            <EditorContent editor={editor} />
          </>
        ) : (
          <div className="min-h-64 px-4 py-3 text-slate-500">Carregando editor...</div>
        )}
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={fieldErrorId(id)} message={error} />
      <AccessibilityWarning id={guidanceId} findings={findings} />
      {editor && (
        <>
          <LinkDialog
            open={dialog === 'link'}
            current={(editor.getAttributes('link').href as string | undefined) ?? ''}
            onApply={applyLink}
            onRemove={() => applyLink(null)}
            onClose={() => setDialog(null)}
          />
          <ImageDialog
            open={dialog === 'image'}
            upload={upload}
            onInsert={insertImage}
            onClose={() => setDialog(null)}
          />
          <ImageDialog
            open={dialog === 'describe' && editor.isActive('image')}
            upload={upload}
            onInsert={insertImage}
            onClose={() => setDialog(null)}
            editing={{
              alt: String(editor.getAttributes('image').alt ?? ''),
              decorative: editor.getAttributes('image').decorative === true,
            }}
            onDescribe={describeImage}
          />
        </>
      )}
    </div>
  );
}
