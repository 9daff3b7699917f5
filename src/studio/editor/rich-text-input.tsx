import { useLingui } from '@lingui/react/macro';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, type ReactNode } from 'react';

// Rich text through @mantine/tiptap over Tiptap 3 (docs/decisions/250-staff-studio.md).
// Headings are H2 and H3 only: an article's headings build its table of contents; the page's H1 is the title.
// The server sanitises whatever HTML arrives (decision 080), so this is an editing aid, not a filter.

const EMPTY = /^(<p><\/p>)*$/;

export function RichTextInput({
  label,
  required,
  error,
  value,
  onChange,
}: {
  label: string;
  required?: boolean;
  error?: ReactNode;
  value: string;
  onChange: (html: string) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false, heading: { levels: [2, 3] } }), Link.configure({ openOnClick: false })],
    content: value,
    shouldRerenderOnTransaction: true,
    editorProps: { attributes: { 'aria-labelledby': `${id}-label`, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: current }) => {
      const html = current.getHTML();
      onChange(EMPTY.test(html) ? '' : html);
    },
  });
  return (
    <Input.Wrapper label={label} required={required} error={error} labelProps={{ id: `${id}-label` }}>
      <RichTextEditor
        editor={editor}
        mt={4}
        labels={{
          boldControlLabel: t`Tebal`,
          italicControlLabel: t`Miring`,
          h2ControlLabel: t`Judul bagian (H2)`,
          h3ControlLabel: t`Subjudul (H3)`,
          bulletListControlLabel: t`Daftar berpoin`,
          orderedListControlLabel: t`Daftar bernomor`,
          linkControlLabel: t`Tautan`,
          unlinkControlLabel: t`Hapus tautan`,
          blockquoteControlLabel: t`Kutipan`,
          undoControlLabel: t`Urungkan`,
          redoControlLabel: t`Ulangi`,
        }}
      >
        <RichTextEditor.Toolbar sticky stickyOffset={56}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
