/**
 * Image uploads of the rich-text editor (spec 01 §2 widget 3, §8): which files are accepted and the message refusing
 * the others. The upload itself is the engine's (engine/data/file-upload.ts); the image is then shown from the
 * download URL the server returns.
 */
import { isRichTextUploadImage, RICH_TEXT_IMAGE_EXTENSIONS } from '../../engine/validation/image-file';
import type { FileUploader, UploadedFile } from '../../engine/data/file-upload';

export { UPLOADING_MESSAGE } from '../../engine/data/file-upload';

/** Spec 01 §8, wrong upload file type (exact text in every language). */
export const IMAGE_FORMAT_MESSAGE = 'Please upload an image format';

/** The file input's `accept`: jpg, jpeg, gif, png and bmp. */
export const IMAGE_ACCEPT = RICH_TEXT_IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** An uploaded image: the URL the editor shows it from, and its file name. */
export type UploadedImage = UploadedFile;

/** Sends one image to the server. */
export type ImageUploader = FileUploader;

/**
 * The message refusing a file, or undefined when the editor accepts it (by its extension: jpg, jpeg, gif, png, bmp).
 * @example imageRefusal('notes.txt'); // 'Please upload an image format'
 */
export function imageRefusal(name: string): string | undefined {
  return isRichTextUploadImage(name) ? undefined : IMAGE_FORMAT_MESSAGE;
}
