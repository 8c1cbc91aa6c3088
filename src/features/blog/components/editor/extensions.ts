import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { isAllowedHref } from '@/lib/shared/rich-text/document';
import { looksLikeUpload } from '../../schema';

// The editor's schema: exactly the allowlist of src/lib/shared/rich-text/document.ts (ADR 0013).
// What is not here cannot be typed or pasted: fonts, colours, styles, tables, code, underline…

/**
 * Images only from the site's own storage: a pasted image from elsewhere is left out. An image may
 * be marked 'Imagem decorativa' (issue 33): it then needs no description and is shown with alt="".
 */
const StoredImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      decorative: {
        default: false,
        parseHTML: (element) => element.getAttribute('data-decorative') === 'true',
        renderHTML: (attributes) => (attributes.decorative ? { 'data-decorative': 'true' } : {}),
      },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (element) => (looksLikeUpload(element.getAttribute('src') ?? '') ? null : false),
      },
    ];
  },
});

export const EDITOR_EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['mailto', 'tel'],
      isAllowedUri: (url) => isAllowedHref(url),
      // The page decides rel and target when it renders a link (src/lib/shared/rich-text/tree.ts).
      HTMLAttributes: { rel: null, target: null, class: null },
    },
  }),
  StoredImage.configure({ inline: false, allowBase64: false }),
];
