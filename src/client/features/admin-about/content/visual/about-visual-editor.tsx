import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import LinkIcon from '@mui/icons-material/Link';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EditorContent, generateJSON, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import { ABOUT_EDITOR_ROWS } from '@/domain/constants';
import { boxedAboutContentSx } from '@/client/components/about-content-styles';
import { aboutEditorExtensions, aboutEditorHtml } from './about-editor-schema';
import { EditorToolbar, type ToolbarAction } from './editor-toolbar';
import { LinkDialog, type LinkFormValues, type LinkTarget } from './link-dialog';
import { PictureDialog, type PictureFormValues } from './picture-dialog';

export interface AboutVisualEditorProps {
  /** The About HTML. */
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  /** Why the text cannot be saved (too long), said in place of the hint. */
  error?: string;
}

const EDITOR_ID = 'about-content-visual';
const HINT_ID = 'about-content-visual-hint';

/** Which formats are on where the cursor is. */
function activeFormats(editor: Editor) {
  return {
    heading2: editor.isActive('heading', { level: 2 }),
    heading3: editor.isActive('heading', { level: 3 }),
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    link: editor.isActive('link'),
  };
}

/** Whether the editor already shows this HTML (told apart by content, not by spelling). */
function shows(editor: Editor, html: string): boolean {
  return (
    JSON.stringify(generateJSON(html, aboutEditorExtensions)) === JSON.stringify(editor.getJSON())
  );
}

/**
 * The About page's text as it will look, with a formatting toolbar: headings, bold, italic,
 * lists, links (also Ctrl+K) and pictures uploaded from this device. It edits the same HTML as
 * the HTML view and writes only what the About HTML allows.
 */
export function AboutVisualEditor({ value, onChange, onBlur, error }: AboutVisualEditorProps) {
  const [linkTarget, setLinkTarget] = useState<LinkTarget | null>(null);
  const [pictureOpen, setPictureOpen] = useState(false);
  // The HTML this editor last handed out: a value that differs came from elsewhere (a save).
  const written = useRef(value);
  const handlers = useRef({ onChange, onBlur, openLink: () => {} });

  const editor = useEditor({
    extensions: aboutEditorExtensions,
    content: value,
    editorProps: {
      attributes: {
        id: EDITOR_ID,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': 'About page content',
        'aria-describedby': HINT_ID,
        spellcheck: 'true',
      },
      handleKeyDown: (_view, event) => {
        if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'k') return false;
        event.preventDefault();
        handlers.current.openLink();
        return true;
      },
    },
    onUpdate: ({ editor: updated }) => {
      written.current = aboutEditorHtml(updated);
      handlers.current.onChange(written.current);
    },
    onBlur: () => handlers.current.onBlur(),
  });

  const formats = useEditorState({
    editor,
    selector: ({ editor: current }) => activeFormats(current),
  });

  const openLink = () => {
    const { empty } = editor.state.selection;
    const href = String(editor.getAttributes('link').href ?? '');
    setLinkTarget({ href, needsText: empty && href === '' });
  };

  useEffect(() => {
    handlers.current = { onChange, onBlur, openLink };
  });

  // A value from elsewhere (the server's cleaned text after a save) replaces the content, unless
  // the editor shows it already: then the cursor stays where it is.
  useEffect(() => {
    if (value === written.current) return;
    written.current = value;
    if (!shows(editor, value)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  // The editor's view may mount after this component's first effects run: mark it then too.
  useEffect(() => {
    const markValidity = () => {
      if (editor.isDestroyed) return;
      if (error) editor.view.dom.setAttribute('aria-invalid', 'true');
      else editor.view.dom.removeAttribute('aria-invalid');
    };
    markValidity();
    editor.on('mount', markValidity);
    return () => {
      editor.off('mount', markValidity);
    };
  }, [editor, error]);

  const saveLink = ({ href, text }: LinkFormValues) => {
    const chain = editor.chain().focus();
    if (linkTarget?.needsText) {
      chain
        .insertContent({
          type: 'text',
          text: text || href,
          marks: [{ type: 'link', attrs: { href } }],
        })
        .run();
    } else {
      chain.extendMarkRange('link').setLink({ href }).run();
    }
    setLinkTarget(null);
  };

  const removeLink = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setLinkTarget(null);
  };

  const insertPicture = ({ src, alt }: PictureFormValues) => {
    editor.chain().focus().setImage({ src, alt }).run();
    setPictureOpen(false);
  };

  const actions: ToolbarAction[] = [
    {
      key: 'heading2',
      label: 'Heading (H2)',
      icon: 'H2',
      pressed: formats.heading2,
      run: () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'heading3',
      label: 'Subheading (H3)',
      icon: 'H3',
      pressed: formats.heading3,
      run: () => editor.chain().focus().toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'bold',
      label: 'Bold',
      icon: <FormatBoldIcon />,
      pressed: formats.bold,
      run: () => editor.chain().focus().toggleBold().run(),
      groupStart: true,
    },
    {
      key: 'italic',
      label: 'Italic',
      icon: <FormatItalicIcon />,
      pressed: formats.italic,
      run: () => editor.chain().focus().toggleItalic().run(),
    },
    {
      key: 'bulletList',
      label: 'Bulleted list',
      icon: <FormatListBulletedIcon />,
      pressed: formats.bulletList,
      run: () => editor.chain().focus().toggleBulletList().run(),
      groupStart: true,
    },
    {
      key: 'orderedList',
      label: 'Numbered list',
      icon: <FormatListNumberedIcon />,
      pressed: formats.orderedList,
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
    {
      key: 'link',
      label: 'Link',
      icon: <LinkIcon />,
      pressed: formats.link,
      run: openLink,
      groupStart: true,
    },
    {
      key: 'picture',
      label: 'Insert picture',
      icon: <AddPhotoAlternateIcon />,
      run: () => setPictureOpen(true),
    },
  ];

  return (
    <Box>
      <Box
        sx={{
          border: 1,
          borderColor: 'grey.500',
          borderRadius: 1,
          overflow: 'hidden',
          '&:focus-within': {
            borderColor: 'primary.main',
            boxShadow: (theme) => `0 0 0 1px ${theme.palette.primary.main}`,
          },
        }}
      >
        <EditorToolbar label="Formatting" controls={EDITOR_ID} actions={actions} />
        <Box
          sx={[
            boxedAboutContentSx,
            {
              maxHeight: { xs: '70vh', md: 560 },
              overflowY: 'auto',
              overflowWrap: 'anywhere',
              '& .ProseMirror': {
                minHeight: `${ABOUT_EDITOR_ROWS * 1.6}em`,
                px: 2,
                py: 1.5,
                outline: 'none',
              },
              '& .ProseMirror-selectednode': {
                outline: 2,
                outlineColor: 'primary.main',
                outlineStyle: 'solid',
              },
            },
          ]}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      <Typography
        id={HINT_ID}
        variant="body2"
        sx={{ color: error ? 'error.main' : 'text.secondary', mt: 0.75, mx: 1.75 }}
      >
        {error ??
          'Select words, then choose a format. Ctrl+K adds a link. The HTML view shows the same text as code.'}
      </Typography>
      <LinkDialog
        target={linkTarget}
        onSave={saveLink}
        onRemove={removeLink}
        onClose={() => setLinkTarget(null)}
      />
      <PictureDialog
        open={pictureOpen}
        onInsert={insertPicture}
        onClose={() => setPictureOpen(false)}
      />
    </Box>
  );
}
