'use client';

import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { DESCRIBE_IMAGE_LABEL } from './image-dialog';
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  MessageSquareText,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Undo2,
  type LucideIcon,
} from 'lucide-react';

interface Tool {
  label: string;
  icon: LucideIcon;
  /** Whether the selection has it (shown pressed). */
  active?: (editor: Editor) => boolean;
  /** Whether it applies to the selection (otherwise disabled). */
  enabled?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

/** The editor's buttons: the formats of issue 21, and undo/redo. */
export function Toolbar({
  editor,
  onLink,
  onImage,
  onDescribeImage,
}: {
  editor: Editor;
  onLink: () => void;
  onImage: () => void;
  /** The selected image's description (issue 33). */
  onDescribeImage: () => void;
}) {
  const tools: Tool[][] = [
    [
      {
        label: 'Título de seção',
        icon: Heading2,
        active: (e) => e.isActive('heading', { level: 2 }),
        run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
      },
      {
        label: 'Subtítulo',
        icon: Heading3,
        active: (e) => e.isActive('heading', { level: 3 }),
        run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
      },
    ],
    [
      {
        label: 'Negrito',
        icon: Bold,
        active: (e) => e.isActive('bold'),
        run: (e) => e.chain().focus().toggleBold().run(),
      },
      {
        label: 'Itálico',
        icon: Italic,
        active: (e) => e.isActive('italic'),
        run: (e) => e.chain().focus().toggleItalic().run(),
      },
      { label: 'Link', icon: Link2, active: (e) => e.isActive('link'), run: onLink },
    ],
    [
      {
        label: 'Lista com marcadores',
        icon: List,
        active: (e) => e.isActive('bulletList'),
        run: (e) => e.chain().focus().toggleBulletList().run(),
      },
      {
        label: 'Lista numerada',
        icon: ListOrdered,
        active: (e) => e.isActive('orderedList'),
        run: (e) => e.chain().focus().toggleOrderedList().run(),
      },
      {
        label: 'Citação',
        icon: Quote,
        active: (e) => e.isActive('blockquote'),
        run: (e) => e.chain().focus().toggleBlockquote().run(),
      },
      { label: 'Inserir imagem', icon: ImagePlus, run: onImage },
      {
        label: DESCRIBE_IMAGE_LABEL,
        icon: MessageSquareText,
        enabled: (e) => e.isActive('image'),
        run: onDescribeImage,
      },
    ],
    [
      { label: 'Desfazer', icon: Undo2, run: (e) => e.chain().focus().undo().run() },
      { label: 'Refazer', icon: Redo2, run: (e) => e.chain().focus().redo().run() },
    ],
  ];
  // Re-render the pressed states as the selection moves.
  const pressed = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      tools.flat().map((tool) => (tool.active ? tool.active(current) : undefined)),
  });
  const enabled = useEditorState({
    editor,
    selector: ({ editor: current }) => tools.flat().map((tool) => tool.enabled?.(current) ?? true),
  });

  let index = 0;
  return (
    <div
      role="toolbar"
      aria-label="Formatação do conteúdo"
      className="flex flex-wrap gap-1 border-b border-slate-300 bg-slate-50 p-1"
    >
      {tools.map((group, g) => (
        <div key={g} className="flex gap-1 border-r border-slate-200 pr-1 last:border-r-0">
          {group.map((tool) => {
            const state = pressed[index];
            const usable = enabled[index++];
            const Icon = tool.icon;
            return (
              <button
                key={tool.label}
                type="button"
                title={tool.label}
                aria-label={tool.label}
                aria-pressed={state}
                disabled={!usable}
                onMouseDown={(event) => event.preventDefault()} // keep the editor's selection
                onClick={() => tool.run(editor)}
                className="rounded p-2 text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-700 aria-pressed:bg-brand-800 aria-pressed:text-white disabled:opacity-40 disabled:hover:bg-transparent"
              >
                <Icon aria-hidden className="size-4" />
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
