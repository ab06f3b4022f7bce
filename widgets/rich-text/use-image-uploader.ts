/**
 * Which uploader the rich-text editor sends images through: the app's HTTP client when the page gives one
 * (EngineProvider's `http`, engine/render/http-context.tsx), else `fetch` with the session cookie.
 */
import { useMemo } from 'react';
import { useHttp } from '../../engine/render/http-context';
import { createFetchImageUploader, createHttpImageUploader, type ImageUploader } from './image-upload';

const fallback = createFetchImageUploader();

/** The uploader for the surrounding page. */
export function useImageUploader(): ImageUploader {
  const http = useHttp();
  return useMemo(() => (http ? createHttpImageUploader(http) : fallback), [http]);
}
