import { Image } from '@tiptap/extension-image';
import { Link } from '@tiptap/extension-link';
import { OrderedList } from '@tiptap/extension-ordered-list';
import type { Editor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { ABOUT_LINK_REL, isAllowedAboutLink, SAFE_IMAGE_SRC } from '@/domain/about';
import { resolveImageUrl } from '@/client/lib/api-client';

/** A link: `href` only, written with our `rel`; only to addresses the About HTML allows. */
const AboutLink = Link.extend({
  addAttributes() {
    return { href: { default: null } };
  },
  renderHTML({ HTMLAttributes }) {
    return ['a', { href: HTMLAttributes.href as string, rel: ABOUT_LINK_REL }, 0];
  },
}).configure({
  openOnClick: false,
  defaultProtocol: 'https',
  isAllowedUri: (address) => isAllowedAboutLink(address),
  // Typed or pasted addresses become links only when whole (`https://...`), never by guessing.
  shouldAutoLink: (address) => isAllowedAboutLink(address),
});

/** A picture: `src` (our upload or https) and `alt` only, shown from the API. */
const AboutImage = Image.extend({
  addAttributes() {
    return { src: { default: null }, alt: { default: null } };
  },
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (element) =>
          SAFE_IMAGE_SRC.test(element.getAttribute('src') ?? '') ? null : false,
      },
    ];
  },
  // No Markdown `![alt](src)` typed into a picture with an address nobody checked.
  addInputRules() {
    return [];
  },
  addNodeView() {
    return ({ node }) => {
      const image = document.createElement('img');
      image.src = resolveImageUrl(String(node.attrs.src ?? ''));
      image.alt = String(node.attrs.alt ?? '');
      return { dom: image };
    };
  },
});

/** A numbered list without `start` or `type`: the About HTML keeps no attributes on lists. */
const AboutOrderedList = OrderedList.extend({
  addAttributes() {
    return {};
  },
  renderHTML() {
    return ['ol', 0];
  },
});

/**
 * What the visual editor's document may hold: exactly the About HTML's elements (h2 and h3,
 * paragraphs, bold, italic, lists, links and pictures), so it writes nothing the sanitizer would
 * remove or change. Anything else in loaded or pasted HTML is left out (its text kept).
 */
export const aboutEditorExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    blockquote: false,
    code: false,
    codeBlock: false,
    hardBreak: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: false,
    orderedList: false,
    // It would add an empty paragraph after a closing list or picture of loaded content.
    trailingNode: false,
  }),
  AboutOrderedList,
  AboutLink,
  AboutImage,
];

/**
 * The editor's content as About HTML: empty when there is no text, and a list item's single
 * paragraph unwrapped (`<li>text</li>`, as people write it; the editor wraps it again on load).
 */
export function aboutEditorHtml(editor: Editor): string {
  if (editor.isEmpty) return '';
  const template = document.createElement('template');
  template.innerHTML = editor.getHTML();
  for (const item of template.content.querySelectorAll('li')) {
    const paragraphs = Array.from(item.children).filter((child) => child.tagName === 'P');
    const [only] = paragraphs;
    if (only && paragraphs.length === 1 && item.firstElementChild === only) {
      only.replaceWith(...Array.from(only.childNodes));
    }
  }
  return template.innerHTML;
}
