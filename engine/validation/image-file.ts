/**
 * Image file names (spec 01 §5, spec 02 §5). The extension after the last dot of the file's base name decides,
 * case-insensitively; a name without a base before the dot (`.png`) or without an extension is not an image.
 * Accepts a file name or path (both `/` and `\` separators) or a File-like object with a `name`; not a URL with a
 * query string.
 */

/** The extensions that count as images. */
export const IMAGE_EXTENSIONS: readonly string[] = ['png', 'jpg', 'jpeg', 'bmp', 'gif', 'webp', 'psd', 'svg', 'tiff'];

/** The extensions the rich-text editor's image upload accepts. */
export const RICH_TEXT_IMAGE_EXTENSIONS: readonly string[] = ['jpg', 'jpeg', 'gif', 'png', 'bmp'];

/** The lower-case extension of a file name, path or File-like object, or undefined when it has none. */
export function fileExtension(file: unknown): string | undefined {
  const name = typeof file === 'string' ? file : (file as { name?: unknown } | null)?.name;
  if (typeof name !== 'string') return undefined;
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  if (dot < 1 || dot === base.length - 1) return undefined;
  return base.slice(dot + 1).toLowerCase();
}

/**
 * Whether a file is an image: png, jpg, jpeg, bmp, gif, webp, psd, svg or tiff.
 * @example isImageFile('Scan.JPG'); // true
 */
export function isImageFile(file: unknown): boolean {
  const extension = fileExtension(file);
  return extension !== undefined && IMAGE_EXTENSIONS.includes(extension);
}

/**
 * Whether the rich-text editor accepts a file as an image upload: jpg, jpeg, gif, png or bmp only.
 * @example isRichTextUploadImage('logo.webp'); // false
 */
export function isRichTextUploadImage(file: unknown): boolean {
  const extension = fileExtension(file);
  return extension !== undefined && RICH_TEXT_IMAGE_EXTENSIONS.includes(extension);
}
