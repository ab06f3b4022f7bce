/**
 * Which uploader the rich-text editor sends images through: the app's HTTP client when the page gives one
 * (EngineProvider's `http`, engine/render/http-context.tsx), else `fetch` with the session cookie.
 */
import { useMemo } from 'react';
import { useHttp } from '../../engine/render/http-context';
import { createFetchFileUploader, createHttpFileUploader } from '../../engine/data/file-upload';
import type { ImageUploader } from './image-upload';

const fallback = createFetchFileUploader();

/** The uploader for the surrounding page. */
export function useImageUploader(): ImageUploader {
  const http = useHttp();
  return useMemo(() => (http ? createHttpFileUploader(http) : fallback), [http]);
}
