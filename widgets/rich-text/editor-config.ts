/**
 * The TinyMCE settings of the rich-text editor (spec 01 §2, shared widget 3; spec 02 §9), as data with no React:
 * default height 360, font sizes 8pt to 36pt, the menubar 'file edit insert view format Table', the plugins (which
 * tinymce-assets.ts also copies into the build), and the image rules. The component adds its callbacks.
 */
import type { IAllProps } from '@tinymce/tinymce-react';
import type { EditorLanguageOptions } from './editor-language';
import { RICH_TEXT_IMAGE_EXTENSIONS } from '../../engine/validation/image-file';

/** TinyMCE's `init` options. */
export type EditorInit = NonNullable<IAllProps['init']>;

/** Where the self-hosted TinyMCE lives, below the app's base URL (its skins, themes, icons, models and plugins too). */
export const TINYMCE_FOLDER = 'tinymce';

/** The script the editor loads, below the app's base URL. */
export const TINYMCE_SCRIPT = `${TINYMCE_FOLDER}/tinymce.min.js`;

/** TinyMCE 8 is read-only without a licence key; we use it under the GPL (STACK.md). */
export const LICENSE_KEY = 'gpl';

/** Spec: default height 360. */
export const DEFAULT_HEIGHT = 360;

/** Spec: font sizes 8pt to 36pt. */
export const FONT_SIZES = '8pt 10pt 12pt 14pt 16pt 18pt 24pt 36pt';

/**
 * Spec: menubar 'file edit insert view format Table'. TinyMCE's own table menu is `table`; `Table` (as the spec
 * writes it) is defined in {@link MENUS} with the table items, so the string is the spec's.
 */
export const MENUBAR = 'file edit insert view format Table';

/** The name of our toolbar button and menu item that open the image-upload dialog. */
export const UPLOAD_IMAGE_ITEM = 'uploadimage';

/** TinyMCE plugins the editor loads (all open source, shipped in node_modules/tinymce). */
export const EDITOR_PLUGINS: readonly string[] = [
  'advlist', 'anchor', 'autolink', 'charmap', 'code', 'fullscreen', 'image', 'insertdatetime', 'link', 'lists', 'media',
  'nonbreaking', 'pagebreak', 'preview', 'searchreplace', 'table', 'visualblocks', 'visualchars', 'wordcount',
];

export const TOOLBAR = [
  'undo redo | blocks fontsize | bold italic underline strikethrough forecolor backcolor',
  `alignleft aligncenter alignright alignjustify | bullist numlist outdent indent | ${UPLOAD_IMAGE_ITEM} link table | removeformat code fullscreen`,
].join(' | ');

/** The menus the menubar names that are not TinyMCE's defaults, or that carry our upload item. */
export const MENUS = {
  insert: { title: 'Insert', items: `${UPLOAD_IMAGE_ITEM} image link media inserttable | charmap hr | pagebreak nonbreaking anchor | insertdatetime` },
  Table: { title: 'Table', items: 'inserttable | cell row column | tableprops deletetable' },
} as const;

/** The image types the editor accepts (spec: jpg, jpeg, gif, png, bmp), as TinyMCE's comma list. */
export const IMAGE_FILE_TYPES = RICH_TEXT_IMAGE_EXTENSIONS.join(',');

export interface EditorInitOptions {
  height?: number;
  language: EditorLanguageOptions;
  /** The accessible name of the editing area (the field's label). */
  label?: string;
  placeholder?: string;
  /** Uploads an image pasted or dropped into the editor; resolves with its URL. */
  uploadImage: NonNullable<EditorInit['images_upload_handler']>;
  /** Registers our buttons and listens for load errors (called by TinyMCE before it draws the editor). */
  setup: NonNullable<EditorInit['setup']>;
}

/**
 * The `init` of the editor.
 * @example <Editor init={editorInit({ language: {}, uploadImage, setup })} … />
 */
export function editorInit(options: EditorInitOptions): EditorInit {
  return {
    height: options.height ?? DEFAULT_HEIGHT,
    menubar: MENUBAR,
    menu: MENUS,
    plugins: [...EDITOR_PLUGINS],
    toolbar: TOOLBAR,
    toolbar_mode: 'sliding',
    font_size_formats: FONT_SIZES,
    promotion: false,
    ...options.language,
    ...(options.label ? { iframe_aria_text: options.label } : {}),
    ...(options.placeholder ? { placeholder: options.placeholder } : {}),
    // Stored HTML keeps absolute paths (/api/...), and characters rather than named entities.
    relative_urls: false,
    remove_script_host: true,
    entity_encoding: 'raw',
    // Images: uploaded through our dialog (the image plugin keeps its URL and size dialog, without an upload tab);
    // pasted or dropped ones go through the same upload endpoint.
    image_uploadtab: false,
    images_file_types: IMAGE_FILE_TYPES,
    automatic_uploads: true,
    paste_data_images: true,
    images_upload_handler: options.uploadImage,
    invalid_elements: 'script,style,iframe,object,embed,form',
    content_style: 'img { max-width: 100%; height: auto; }',
    setup: options.setup,
  };
}
