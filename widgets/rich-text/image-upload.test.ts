import { createFetchImageUploader, createHttpImageUploader, IMAGE_ACCEPT, IMAGE_FORMAT_MESSAGE, imageRefusal, UPLOAD_PATH, UPLOADING_MESSAGE } from './image-upload';

describe('image rules', () => {
  it('keep the spec’s messages word for word', () => {
    expect(IMAGE_FORMAT_MESSAGE).toBe('Please upload an image format');
    expect(UPLOADING_MESSAGE).toBe('Uploading, please wait for the files to finish');
  });

  it.each([
    ['a.jpg', undefined], ['a.JPEG', undefined], ['a.gif', undefined], ['a.png', undefined], ['a.bmp', undefined],
    ['a.webp', IMAGE_FORMAT_MESSAGE], ['notes.txt', IMAGE_FORMAT_MESSAGE], ['png', IMAGE_FORMAT_MESSAGE], ['', IMAGE_FORMAT_MESSAGE],
  ])('%j → %j', (name, refusal) => {
    expect(imageRefusal(name)).toBe(refusal);
  });

  it('offer only those types in the file chooser', () => {
    expect(IMAGE_ACCEPT).toBe('.jpg,.jpeg,.gif,.png,.bmp');
  });
});

const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
const stored = { url: '/api/bdttms/file/downloadFile?key=k&name=a.png', name: 'a.png', key: 'k' };

describe('the fetch uploader', () => {
  it('posts the file as multipart field "file" with the session cookie and resolves with its URL', async () => {
    const fetchImpl = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(JSON.stringify({ code: 200, message: 'ok', data: stored })));
    const progress = vi.fn();
    const image = await createFetchImageUploader(fetchImpl as typeof fetch).upload(png, 'a.png', { onProgress: progress });
    expect(image).toEqual({ url: stored.url, name: 'a.png' });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe(UPLOAD_PATH);
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect((init!.body as FormData).get('file')).toBeInstanceOf(Blob);
    expect(((init!.body as FormData).get('file') as File).name).toBe('a.png');
    expect(progress).toHaveBeenCalledWith(100);
  });

  it('rejects with the server’s message when the upload is refused, or the status when the reply is not the envelope', async () => {
    const refused = vi.fn(async () => new Response(JSON.stringify({ code: 400, message: '文件必须小于10MB！', data: null })));
    await expect(createFetchImageUploader(refused as typeof fetch).upload(png, 'a.png')).rejects.toThrow('文件必须小于10MB！');
    const broken = vi.fn(async () => new Response('<html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(createFetchImageUploader(broken as typeof fetch).upload(png, 'a.png')).rejects.toThrow('502 Bad Gateway');
  });
});

describe('the HTTP-client uploader', () => {
  it('posts through the app’s client and reports progress', async () => {
    const request = vi.fn(async (config: { onUploadProgress?(event: { loaded: number; total?: number }): void }) => {
      config.onUploadProgress?.({ loaded: 1, total: 4 });
      return { data: { code: 200, message: 'ok', data: stored } };
    });
    const progress = vi.fn();
    const image = await createHttpImageUploader({ request } as never).upload(png, 'a.png', { onProgress: progress });
    expect(image.url).toBe(stored.url);
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', url: UPLOAD_PATH, data: expect.any(FormData) }));
    expect(progress).toHaveBeenCalledWith(25);
  });
});
