'use client';

import { Bold, Heading2, Heading3, Heading4, Italic, Link2, List, ListOrdered, Quote } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type ChainedCommands, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslations } from 'next-intl';
import { RICH_TEXT_CLASS } from '@/components/ui/rich-text';

/**
 * The rich-text editor (tiptap): headings h2–h4, bold, italic, lists, links and quotes, exactly what the
 * server's sanitiser (lib/sanitize-html.ts) keeps. Loaded only through ./rich-text-field.tsx's dynamic
 * import, so its code never reaches the shop's pages. The editable area is a labelled multi-line textbox;
 * the toolbar's buttons are named and say whether their mark is on (aria-pressed); the usual shortcuts
 * (Ctrl+B, Ctrl+I, …) work as well.
 */
export interface RichTextEditorProps {
  id: string;
  labelId: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
  lang?: string;
}

/** An empty document is the empty string (so 'required' and 'unchanged' mean what they say). */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

export default function RichTextEditor({
  id,
  labelId,
  value,
  onChange,
  onBlur,
  describedBy,
  invalid,
  required,
  lang,
}: RichTextEditorProps) {
  const t = useTranslations('backoffice.content.richText');
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['http', 'https', 'mailto'],
          HTMLAttributes: { rel: 'noopener noreferrer', target: null },
        },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(required ? { 'aria-required': 'true' } : {}),
        ...(lang ? { lang } : {}),
        class: `${RICH_TEXT_CLASS} min-h-40 max-w-none rounded-b border border-slate-400 bg-white p-3 focus:outline-2 focus:outline-brand-600`,
        'data-testid': `${id}-editor`,
      },
    },
    onUpdate: ({ editor: e }) => onChange(htmlOf(e)),
    onBlur: () => onBlur?.(),
  });

  // A value set from outside (a form reset, the server's sanitised copy after a save) replaces the text.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== htmlOf(editor))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  // aria attributes follow the field's state (an error after a submit).
  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        ...editor.options.editorProps,
        attributes: {
          ...(editor.options.editorProps.attributes as Record<string, string>),
          'aria-invalid': invalid ? 'true' : 'false',
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        },
      },
    });
  }, [editor, invalid, describedBy]);

  return (
    <div>
      {editor ? <Toolbar editor={editor} label={t('toolbar')} controls={id} /> : null}
      <EditorContent editor={editor} />
      {editor ? null : (
        <div className="min-h-40 rounded border border-slate-400 bg-slate-50" aria-hidden="true" />
      )}
    </div>
  );
}

function ToolButton({
  pressed,
  label,
  onClick,
  children,
  testId,
}: {
  pressed?: boolean;
  label: string;
  onClick: () => void;
  children: ReactNode;
  testId: string;
}) {
  return (
    <button
      type="button"
      className={`min-h-11 min-w-11 rounded px-2 text-sm font-semibold ${
        pressed ? 'bg-brand-700 text-white' : 'bg-white text-slate-900 hover:bg-slate-100'
      } border border-slate-300`}
      aria-label={label}
      title={label}
      {...(pressed === undefined ? {} : { 'aria-pressed': pressed })}
      // Keep the selection in the editor when the button is clicked with the mouse.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </button>
  );
}

const HEADING_ICONS = { 2: Heading2, 3: Heading3, 4: Heading4 } as const;

function Toolbar({ editor, label, controls }: { editor: Editor; label: string; controls: string }) {
  const t = useTranslations('backoffice.content.richText');
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      h4: e.isActive('heading', { level: 4 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
    }),
  });
  const [linking, setLinking] = useState(false);
  // A command acts on the editor's selection, then the editor takes the focus back with that selection
  // (ProseMirror's own focus: tiptap's focus command defers the selection on Android and lost it there
  // when a toolbar button had the focus).
  const apply = (command: (chain: ChainedCommands) => ChainedCommands) => {
    command(editor.chain()).run();
    editor.view.focus();
  };
  return (
    <div className="rounded-t border border-b-0 border-slate-400 bg-slate-50 p-1">
      <div role="toolbar" aria-label={label} aria-controls={controls} className="flex flex-wrap gap-1">
        <ToolButton
          pressed={state.bold}
          label={t('bold')}
          onClick={() => apply((c) => c.toggleBold())}
          testId={`${controls}-bold`}
        >
          <Bold aria-hidden="true" className="size-4" />
        </ToolButton>
        <ToolButton
          pressed={state.italic}
          label={t('italic')}
          onClick={() => apply((c) => c.toggleItalic())}
          testId={`${controls}-italic`}
        >
          <Italic aria-hidden="true" className="size-4" />
        </ToolButton>
        {([2, 3, 4] as const).map((level) => {
          const HeadingIcon = HEADING_ICONS[level];
          return (
            <ToolButton
              key={level}
              pressed={state[`h${level}`]}
              label={t('heading', { level })}
              onClick={() => apply((c) => c.toggleHeading({ level }))}
              testId={`${controls}-h${level}`}
            >
              <HeadingIcon aria-hidden="true" className="size-4" />
            </ToolButton>
          );
        })}
        <ToolButton
          pressed={state.bullet}
          label={t('bulletList')}
          onClick={() => apply((c) => c.toggleBulletList())}
          testId={`${controls}-ul`}
        >
          <List aria-hidden="true" className="size-4" />
        </ToolButton>
        <ToolButton
          pressed={state.ordered}
          label={t('orderedList')}
          onClick={() => apply((c) => c.toggleOrderedList())}
          testId={`${controls}-ol`}
        >
          <ListOrdered aria-hidden="true" className="size-4" />
        </ToolButton>
        <ToolButton
          pressed={state.quote}
          label={t('quote')}
          onClick={() => apply((c) => c.toggleBlockquote())}
          testId={`${controls}-quote`}
        >
          <Quote aria-hidden="true" className="size-4" />
        </ToolButton>
        <ToolButton
          pressed={state.link}
          label={t('link')}
          onClick={() => setLinking((v) => !v)}
          testId={`${controls}-link`}
        >
          <Link2 aria-hidden="true" className="size-4" />
        </ToolButton>
      </div>
      {linking ? (
        <LinkForm
          initial={state.href}
          onApply={(href) => {
            if (href) apply((c) => c.extendMarkRange('link').setLink({ href }));
            else apply((c) => c.extendMarkRange('link').unsetLink());
            setLinking(false);
          }}
          onCancel={() => {
            setLinking(false);
            editor.commands.focus();
          }}
        />
      ) : null}
    </div>
  );
}

/** The link's address: a path in the shop, https://… or mailto:…; empty removes the link. */
function LinkForm({
  initial,
  onApply,
  onCancel,
}: {
  initial: string;
  onApply: (href: string) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('backoffice.content.richText');
  const id = useId();
  const [href, setHref] = useState(initial);
  const [error, setError] = useState(false);
  const apply = () => {
    const v = href.trim();
    if (v && !/^(https?:\/\/\S+|mailto:\S+|\/(?!\/)\S*)$/i.test(v)) return setError(true);
    onApply(v);
  };
  return (
    <div className="mt-1 flex flex-wrap items-end gap-2 p-1">
      <div>
        <label htmlFor={id} className="field-label">
          {t('linkAddress')}
        </label>
        <input
          id={id}
          className="field-input"
          value={href}
          autoFocus
          aria-invalid={error}
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            setHref(e.target.value);
            setError(false);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              apply();
            } else if (e.key === 'Escape') onCancel();
          }}
        />
        <p id={`${id}-hint`} className={error ? 'field-error' : 'mt-1 text-xs text-slate-600'}>
          {error ? t('linkInvalid') : t('linkHint')}
        </p>
      </div>
      <button type="button" className="btn-secondary min-h-11" onClick={apply}>
        {t('linkApply')}
      </button>
      <button type="button" className="btn-secondary min-h-11" onClick={onCancel}>
        {t('linkCancel')}
      </button>
    </div>
  );
}
